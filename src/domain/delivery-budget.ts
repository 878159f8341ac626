/*
 * The creation event's e-mail tries (functions/src/process-submission.ts explains the budgets), here
 * in the core so the browser tests that wait for a run to end read the same numbers.
 */

/** Tries in one run of the creation event. */
export const ATTEMPTS_PER_RUN = 3;
/** Tries over the event's runs (the platform redelivers the event after a throw). */
export const MAX_EVENT_ATTEMPTS = 6;
