import { initializeApp } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import folders from 'virtual:form-definitions';
import { buildRegistry } from '../../src/forms/core/registry';
import { smtpPassword } from './config';
import { productionDeps } from './deps';
import { MAX_ATTEMPTS, processSubmission } from './process-submission';
import { retryFailedDeliveries } from './retry-failed';

initializeApp();
const registry = buildRegistry(folders);

const functionName = (id: string) => id.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * One creation trigger per registered form collection, derived from the definitions (deployed as
 * `submission-<formId>`). A throw asks the platform to redeliver the event; processing is idempotent.
 */
export const submission = Object.fromEntries(
  registry.forms.map((def) => [
    functionName(def.id),
    onDocumentCreated(
      { document: `${def.form.collection}/{docId}`, retry: true, secrets: [smtpPassword] },
      async (event) => {
        if (!event.data) return;
        const outcome = await processSubmission(def, event.data.ref, productionDeps(def));
        logger.info('submission processed', { form: def.id, doc: event.params.docId, outcome });
        if (outcome === 'failed') {
          const attempts = (await event.data.ref.get()).get('delivery.attempts') ?? 0;
          if (attempts < MAX_ATTEMPTS) throw new Error(`E-mail of ${event.data.ref.path} failed; retrying later.`);
        }
      },
    ),
  ]),
);

/** Catches deliveries that failed past the event's retries (a long SMTP outage). */
export const retryFailedEmails = onSchedule({ schedule: 'every 30 minutes', secrets: [smtpPassword] }, async () => {
  const sent = await retryFailedDeliveries(registry, productionDeps(undefined));
  logger.info('retried failed e-mails', { sent });
});

// Staff-only callables of the admin area (each checks the caller's `staff` claim).
export { grantStaff, listStaff, revokeStaff } from './staff-access';
export { sendTestEmail } from './test-email';
