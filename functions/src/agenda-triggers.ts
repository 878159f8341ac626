import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { HISTORY, LEADS } from '../../src/domain/lead';
import { noticeAssignee, retryAssigneeNotices } from './assignee-notice';
import { smtpPassword } from './config';
import { type AgendaDeps, formTitles, sendDailyAgendas } from './daily-agenda';
import { productionDeps } from './deps';
import { registry } from './embedded-forms';
import { STUDIO_TIME_ZONE } from '../../src/forms/core/locale-formats';

/** The agenda's and the notice's needs, from the same settings and mailer as the lead e-mails. */
function agendaDeps(): AgendaDeps {
  const { db, mailer, siteUrl } = productionDeps(undefined);
  return { db, mailer, siteUrl, formTitle: formTitles(registry), auth: getAuth() };
}

/**
 * The morning agenda (./daily-agenda.ts): at 08:00 in Brazil, and every half hour until noon, when each
 * run sends only what the runs before did not (a failed send, a member whose run died, a member who
 * turned the agenda on meanwhile): the day's claim lets each member have one. The same run tries again
 * the assignee notices whose send failed. The emulators run no schedule: `npm start` sends it from
 * its local sweep, and `npm run agenda:send` at once.
 */
export const dailyAgenda = onSchedule(
  { schedule: '0,30 8-11 * * *', timeZone: STUDIO_TIME_ZONE, timeoutSeconds: 540, maxInstances: 1, secrets: [smtpPassword] },
  async () => {
    const deps = agendaDeps();
    const report = await sendDailyAgendas(deps);
    const notices = await retryAssigneeNotices(deps);
    logger.info('sent the daily agendas', { ...report, notices });
  },
);

/**
 * A colleague gave a lead to a staff member: they get one e-mail (./assignee-notice.ts). A throw asks
 * the platform to redeliver the event while tries are left; the entry's claim keeps it to one e-mail.
 */
export const assigneeNotice = onDocumentCreated(
  { document: `${LEADS}/{leadId}/${HISTORY}/{eventId}`, retry: true, maxInstances: 5, secrets: [smtpPassword] },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    const outcome = await noticeAssignee(event.params.leadId, event.params.eventId, data, agendaDeps());
    if (outcome !== 'not-needed') logger.info('assignee notice', { lead: event.params.leadId, event: event.params.eventId, outcome });
    if (outcome === 'failed') throw new Error(`The assignee notice of ${event.params.leadId}/${event.params.eventId} failed; retrying later.`);
  },
);
