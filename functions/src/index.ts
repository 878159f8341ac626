import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { smtpPassword } from './config';
import { productionDeps } from './deps';
import { MAX_EVENT_ATTEMPTS } from '../../src/domain/delivery-budget';
import { processSubmission, SWEEP_EVERY_MINUTES } from './process-submission';
import { foldFunnel } from './funnel-fold';
import { registry } from './embedded-forms';
import { sweepDeliveries } from './sweep-deliveries';
import { STUDIO_TIME_ZONE } from '../../src/forms/core/locale-formats';

initializeApp();

const functionName = (id: string) => id.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * One creation trigger per registered form collection, derived from the definitions (deployed as
 * `submission-<formId>`). A throw asks the platform to redeliver the event; processing is idempotent.
 * maxInstances bounds what a flood of creates can cost; events beyond it are retried by the platform,
 * and the sweep processes any submission still left 'new'.
 */
export const submission = Object.fromEntries(
  registry.forms.map((def) => [
    functionName(def.id),
    onDocumentCreated(
      { document: `${def.form.collection}/{docId}`, retry: true, maxInstances: 5, secrets: [smtpPassword] },
      async (event) => {
        if (!event.data) return;
        const outcome = await processSubmission(def, event.data.ref, productionDeps(def));
        logger.info('submission processed', { form: def.id, doc: event.params.docId, outcome });
        if (outcome === 'failed') {
          const attempts = (await event.data.ref.get()).get('delivery.attempts') ?? 0;
          // Past the event's own budget the sweep takes over; rethrowing would only spin.
          if (attempts < MAX_EVENT_ATTEMPTS) throw new Error(`E-mail of ${event.data.ref.path} failed; retrying later.`);
        }
      },
    ),
  ]),
);

// The newsletter's signups become leads of the pseudo-form `newsletter` (their summary in leads/).
export { newsletterSignup } from './newsletter-trigger';

/**
 * Sends what is due: failed tries, runs cut off mid-send, leads accepted by a run that died (a long
 * SMTP outage, a timeout). The emulators run no schedule: `npm start` and the tests call the same
 * sweepDeliveries (scripts/lib/local-sweep.ts).
 */
export const sweepEmails = onSchedule(
  { schedule: `every ${SWEEP_EVERY_MINUTES} minutes`, timeoutSeconds: 540, maxInstances: 1, secrets: [smtpPassword] },
  async () => {
    const report = await sweepDeliveries(registry, productionDeps(undefined));
    logger.info('swept due e-mails', report);
  },
);

/**
 * Folds each finished day of the briefing funnel into daily totals per form and deletes events older
 * than 90 days (functions/src/funnel-fold.ts). Soon after midnight in Brazil, so the funnel page reads
 * yesterday from its totals for most of the day; it reads the few days not folded yet from the events.
 */
export const foldFunnelEvents = onSchedule(
  { schedule: '15 0 * * *', timeZone: STUDIO_TIME_ZONE, timeoutSeconds: 540, maxInstances: 1 },
  async () => {
    const report = await foldFunnel(getFirestore());
    logger.info('folded funnel events', report);
  },
);

// Staff-only callables of the admin area (each checks the caller's `staff` claim).
export { listStaff, revokeStaff, setStaffRole } from './staff-access';
export { acceptStaffInvite, cancelStaffInvite, inviteStaff, listStaffInvites } from './staff-invites';
export { sendTestEmail } from './test-email';
export { resendDelivery } from './resend-delivery';
export { forgetPerson } from './privacy';
// A person's booked calls for the privacy page's export (issue 30, part 9).
export { personBookings } from './privacy-bookings';
export { personDrafts } from './privacy-drafts';
export { rescueSpamLead } from './rescue-lead';
// The morning agenda of each staff member, its switch, and the notice of a lead a colleague assigned.
export { dailyAgenda, assigneeNotice } from './agenda-triggers';
// The admin home's counters, moved with every write of a lead summary (issue 39).
export { leadStats } from './lead-stats';
export { setAgendaOff } from './agenda-preference';
// The visitor's call booked right after a briefing (issue 30): open to visitors, the submission's id is the proof.
export { openSlots } from './booking/open-slots';
export { bookCall } from './booking/book-call';
// Cancelling and moving a booked call: the visitor by the token of their e-mail's link, staff by their claim.
export { manageBooking, staffBookingSlots } from './booking/manage-booking';
export { cancelBooking, staffCancelBooking } from './booking/cancel-booking';
export { rescheduleBooking, staffRescheduleBooking } from './booking/reschedule-booking';
// Each staff member's private calendar feed: the callable that makes or revokes its secret, and the feed itself (HTTP).
export { calendarFeedLink } from './booking/calendar-feed-link';
export { calendarFeed } from './booking/calendar-feed';
// "Continuar depois" (issue 40): a briefing's draft saved with an e-mailed link, and opened from it.
export { openDraft, saveDraft, stopDraftReminders } from './form-drafts';
