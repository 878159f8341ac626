import { env } from '../config/env';
import { calendarFeedUrlOf } from '../domain/booking/calendar-feed';

/**
 * Where the functions run. None of them names a region, so they are deployed to Cloud Functions'
 * default; a region set on them one day must be set here too.
 */
export const FUNCTIONS_REGION = 'us-central1';

type FunctionsEnv = { firebase: Pick<typeof env.firebase, 'projectId'>; emulators: Pick<typeof env.emulators, 'functions'> };

/**
 * The address of a staff member's calendar feed (functions/src/booking/calendar-feed.ts) for `token`:
 * the Functions emulator's under `npm start`, the deployed function's otherwise
 * (https://<region>-<project>.cloudfunctions.net, which serves 2nd-gen functions too).
 */
export function calendarFeedUrl(token: string, source: FunctionsEnv = env): string {
  const { projectId } = source.firebase;
  const emulator = source.emulators.functions;
  const base = emulator
    ? `http://${emulator.host}:${emulator.port}/${projectId}/${FUNCTIONS_REGION}`
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
  return calendarFeedUrlOf(base, token);
}
