import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { retryAssigneeNotices } from '../../functions/src/assignee-notice';
import { sendDailyAgendas } from '../../functions/src/daily-agenda';
import { foldFunnel } from '../../functions/src/funnel-fold';
import { smtpMailer } from '../../functions/src/mailer';
import type { Deps } from '../../functions/src/process-submission';
import { SWEEP_EVERY_MINUTES } from '../../functions/src/process-submission';
import { sweepDeliveries } from '../../functions/src/sweep-deliveries';
import type { AnswersValidator } from '../../src/forms/core/answers-validator';
import { precompiledAnswersValidator } from '../../src/forms/core/precompiled-validators';
import pt from '../../src/i18n/locales/pt.json';
import { agendaIsDue } from '../../src/domain/daily-agenda';
import { localAgendaDeps } from './local-agenda';
import { readRegistry } from './read-forms';
import { MAIL_FROM, PORTS, PROJECT_ID } from './local-stack';

/**
 * The emulators run no schedule, so `npm start` runs the deployed sweep's own code (sweepDeliveries)
 * on the same period against the emulators and the local SMTP sink: an outage of the sink is
 * recovered locally exactly as in production; it also folds the funnel's finished days
 * (functions/src/funnel-fold.ts), sends each staff member's morning agenda once 08:00 has passed in
 * Brazil (functions/src/daily-agenda.ts: each pass after that finds the day's agendas claimed, and
 * sends only one that failed) and tries again the assignee notices that failed. Returns a stop function.
 */
export function startLocalSweep(siteUrl: string, everyMs = SWEEP_EVERY_MINUTES * 60_000): () => void {
  const registry = readRegistry();
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const validators = new Map<string, AnswersValidator>(registry.forms.map((def) => [def.id, precompiledAnswersValidator(def, pt.engine)]));
  const deps: Deps = {
    db,
    mailer: smtpMailer({ host: '127.0.0.1', port: PORTS.smtp.port, secure: false, from: MAIL_FROM }),
    validate: () => [{ field: '', message: 'Formulário desconhecido.' }],
    validatorFor: (def) => validators.get(def.id)!,
    recipient: async () => {
      const email = (await db.doc('settings/company').get()).get('email');
      return typeof email === 'string' && email ? email : undefined;
    },
    siteUrl,
    mailCapPerHour: 100_000,
  };
  const agendaDeps = localAgendaDeps(app, registry, siteUrl);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepDeliveries(registry, deps)
      .then((report) => {
        if (report.due || report.unprocessed) console.log(`[sweep] ${report.sent} e-mail(s) sent of ${report.due + report.unprocessed} due`);
      })
      // The funnel's daily fold as well (deployed, once a day): a day already folded is not read again.
      .then(() => foldFunnel(db))
      .then(async () => {
        if (agendaIsDue(new Date())) {
          const agendas = await sendDailyAgendas(agendaDeps);
          if (agendas.sent || agendas.failed) console.log(`[sweep] agenda do dia ${agendas.day}: ${agendas.sent} sent, ${agendas.failed} failed`);
        }
        await retryAssigneeNotices(agendaDeps);
      })
      .catch((error: unknown) => console.log(`[sweep] ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = false));
  }, everyMs);
  return () => clearInterval(timer);
}
