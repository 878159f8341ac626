import { fromStoredRecord } from '../../src/forms/core/record';
import type { FormRegistry } from '../../src/forms/core/registry';
import { type Deps, deliver, MAX_ATTEMPTS } from './process-submission';

/**
 * Tries again every accepted submission whose e-mail failed and still has attempts left
 * (an SMTP outage longer than the event's own retries). Returns how many were sent.
 */
export async function retryFailedDeliveries(registry: FormRegistry, deps: Deps): Promise<number> {
  let sent = 0;
  for (const def of registry.forms) {
    const failed = await deps.db
      .collection(def.form.collection)
      .where('delivery.state', '==', 'failed')
      .limit(100)
      .get();
    // Attempts are filtered here, not in the query: one equality filter needs no composite index.
    for (const doc of failed.docs.filter((d) => (d.get('delivery.attempts') ?? 0) < MAX_ATTEMPTS)) {
      const { answers } = fromStoredRecord(def, doc.data());
      if ((await deliver(def, doc.ref, answers, deps)) === 'sent') sent++;
    }
  }
  return sent;
}
