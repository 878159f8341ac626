import type { FormDefinition } from '../../../forms/core/registry';
import type { FormHistory } from '../../../forms/core/versions';
import { loadForm } from '../../../forms/browser-registry';

/*
 * Staff read leads sent under any version of a form: the definition the site loads, plus its recorded
 * versions (forms:generate's src/forms/generated/versions/<id>.json), each its own small chunk loaded
 * only here, never by a public page.
 */
const histories = import.meta.glob<FormHistory>('/src/forms/generated/versions/*.json', { import: 'default' });
const cache = new Map<string, Promise<FormDefinition>>();

export function loadFormWithHistory(id: string): Promise<FormDefinition> {
  let pending = cache.get(id);
  if (!pending) {
    const history = histories[`/src/forms/generated/versions/${id}.json`];
    pending = Promise.all([loadForm(id), history?.()]).then(([def, recorded]) => (recorded ? { ...def, history: recorded } : def));
    pending.catch(() => cache.delete(id)); // a failed chunk load may be retried
    cache.set(id, pending);
  }
  return pending;
}
