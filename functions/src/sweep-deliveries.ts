import { type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { fromStoredRecord, NEW_STATUS } from '../../src/forms/core/record';
import type { FormRegistry } from '../../src/forms/core/registry';
import { type Deps, deliver, LEASE_MS, processSubmission, receivedAt } from './process-submission';
import { backfillLastActivity } from './backfill-activity';
import { backfillRecentPieces } from './backfill-recent';
import { backfillSearchPairs } from './backfill-pairs';
import { backfillLeadStats } from './lead-stats';
import { ensureFirstPages } from './first-pages';
import { deleteExpiredDrafts, sendDraftReminders } from './draft-store';
import { retryBookingMails } from './booking/booking-mails';
import { retryChangeMails } from './booking/change-mails';
import { retryDepartures } from './booking/hand-over-calls';
import { retryPrivacyCancels } from './booking/privacy-cancel';
import { sendBookingReminders } from './booking/booking-reminders';
import { formTitles } from './daily-agenda';
import { type QueuedLead, sendDigest } from './send-digest';

/** Documents read per query; the sweep pages on until nothing is due. */
const PAGE = 50;

export interface SweepReport {
  /** Submissions whose creation event never ran (found still 'new'), processed here. */
  unprocessed: number;
  due: number;
  sent: number;
  /** Leads that waited past the hourly cap, sent together in one digest e-mail. */
  inDigest: number;
}

/**
 * Tries again every accepted submission whose e-mail is due (`delivery.retryAt` in the past): failed
 * tries, runs cut off mid-send once their lease expired, and leads accepted by a run that died before
 * its first try. One range query per form on one field (no composite index), paged to the end, so a
 * backlog of any size is worked through and no fixed window hides newer failures.
 */
export async function sweepDeliveries(registry: FormRegistry, deps: Deps, deadline = Date.now() + 8 * 60_000): Promise<SweepReport> {
  const report: SweepReport = { unprocessed: 0, due: 0, sent: 0, inDigest: 0 };
  const queued: QueuedLead[] = [];
  const nowMs = (deps.now ?? Date.now)();
  const now = Timestamp.fromMillis(nowMs);
  forms: for (const def of registry.forms) {
    // A creation event that never ran (lost, or its run died before a word was written): the
    // submission is still 'new'. One equality filter, few documents; the young ones are left to their event.
    const stale = await deps.db.collection(def.form.collection).where('status', '==', NEW_STATUS).limit(PAGE).get();
    for (const doc of stale.docs) {
      const created = receivedAt(doc.get('createdAt'))?.getTime() ?? 0;
      if (nowMs - created < LEASE_MS) continue;
      report.unprocessed++;
      const formDeps = { ...deps, validate: deps.validatorFor?.(def) ?? deps.validate };
      if ((await processSubmission(def, doc.ref, formDeps)) === 'sent') report.sent++;
    }

    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      // Out of time: what is left is due at the next pass; the digest still goes.
      if (Date.now() > deadline) break forms;
      let query = deps.db.collection(def.form.collection).where('delivery.retryAt', '<=', now).orderBy('delivery.retryAt');
      // The cursor, not the due time, moves the pass on: a try that fails is due again at the next pass.
      if (after) query = query.startAfter(after);
      const page = await query.limit(PAGE).get();
      for (const doc of page.docs) {
        if (doc.get('status') !== 'accepted') continue;
        report.due++;
        if (doc.get('delivery.state') === 'digest') {
          queued.push({ def, ref: doc.ref });
          continue;
        }
        if ((await deliver(def, doc.ref, fromStoredRecord(def, doc.data()), deps, 'sweep', receivedAt(doc.get('createdAt')))) === 'sent') report.sent++;
      }
      if (page.size < PAGE) break;
      after = page.docs[page.docs.length - 1];
    }
  }
  report.inDigest = await sendDigest(queued, deps);
  report.sent += report.inDigest;
  // After the e-mails, in what time is left: old summaries get their last activity (once; then one read per pass).
  await backfillLastActivity(deps.db, deadline);
  // And their search pieces get their received time, for a broad search's pages (once; then one read per pass).
  await backfillRecentPieces(deps.db, deadline);
  // And their 2-character pieces, for a short search's pages (once; then one read per pass).
  await backfillSearchPairs(deps.db, deadline);
  // And the admin home's counters count the summaries stored before them (once; then one read per pass).
  await backfillLeadStats(deps.db, deadline);
  // And the inbox's first pages are listed if no lead was written since they existed (then one read per pass).
  await ensureFirstPages(deps.db);
  // "Continuar depois" links past their 30 days, with their answers (issue 40).
  // And the one reminder of each draft left 48 h (never a second: claimed before it is sent).
  await deleteExpiredDrafts(deps.db, nowMs, deadline).catch((error: unknown) => logger.error('sweep: expired drafts not deleted', { error: String(error) }));
  await sendDraftReminders(deps, registry, nowMs, deadline).catch((error: unknown) => logger.error('sweep: draft reminders failed', { error: String(error) }));
  // A booked call's invitation that failed, or whose run died past its lease (issue 30).
  const bookingDeps = { db: deps.db, mailer: deps.mailer, siteUrl: deps.siteUrl ?? '', formTitle: formTitles(registry), now: deps.now, mailCapPerHour: deps.mailCapPerHour };
  // A moved or cancelled call's updated invitation, likewise (booking/change-mails.ts). The reminders
  // 24 h and 1 h before each booked call, once each: at this period, the 1 h one goes between 60 and
  // 50 minutes before (booking/reminder-due.ts). A privacy deletion's cancellation to the colleague
  // (booking/privacy-cancel.ts). Each part runs whatever another part met.
  // A removed colleague's calls whose hand-over a run left unfinished (booking/hand-over-calls.ts), first:
  // their mails then go out in this same pass.
  const parts = {
    departures: (d: typeof bookingDeps) => retryDepartures(d.db, registry, d),
    invitations: retryBookingMails,
    changes: retryChangeMails,
    reminders: sendBookingReminders,
    privacyCancels: retryPrivacyCancels,
  };
  for (const [part, run] of Object.entries(parts)) {
    try {
      await run(bookingDeps);
    } catch (error) {
      logger.error('sweep: a booking part failed; the others ran', { part, error: String(error) });
    }
  }
  return report;
}
