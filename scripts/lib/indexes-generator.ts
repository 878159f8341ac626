import type { FormRegistry } from '../../src/forms/core/registry';

/** Where firebase.json expects the index definitions (deployed with the rules). */
export const INDEXES_FILE = 'firestore.indexes.json';

/**
 * The composite indexes the lead viewer's queries need in production (the emulator needs none):
 * search by a typed word (`search` array-contains) newest first (`createdAt` descending), one per form
 * collection, so a new form folder gets its index with no hand edit. Every other query the product
 * makes (the sweep's `delivery.retryAt` range, `status == 'new'`, the viewer's plain newest-first list)
 * is on one field, which Firestore indexes by itself.
 */
export function generateIndexes(registry: FormRegistry): string {
  const collections = [...new Set(registry.forms.map((def) => def.form.collection))].sort();
  const indexes = collections.map((collectionGroup) => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'search', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  }));
  return `${JSON.stringify({ indexes, fieldOverrides: [] }, null, 2)}\n`;
}
