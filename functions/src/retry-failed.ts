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
      .where('delivery.attempts', '<', MAX_ATTEMPTS)
      .limit(50)
      .get();
    for (const doc of failed.docs) {
      const { answers } = fromStoredRecord(def, doc.data());
      if ((await deliver(def, doc.ref, answers, deps)) === 'sent') sent++;
    }
  }
  return sent;
}
