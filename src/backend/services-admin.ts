import { collection, doc, getDocs, writeBatch } from 'firebase/firestore';
import type { Service } from './services';
import { staffDb } from './staff-firestore';

/** Every service, switched on or off, ordered by title (staff read them all; visitors only the active). */
export async function listAllServices(): Promise<Service[]> {
  const snap = await getDocs(collection(staffDb(), 'services'));
  return snap.docs
    .map((d) => ({ id: d.id, ...(d.data() as Omit<Service, 'id'>) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
}

/**
 * Writes every changed `active` flag in one atomic batch: all apply or none (spec 000 section 4's
 * bulk activation, without a half-saved list). The rules let staff change that one field only.
 */
export async function saveActiveFlags(changes: Record<string, boolean>): Promise<void> {
  const batch = writeBatch(staffDb());
  for (const [id, active] of Object.entries(changes)) batch.update(doc(staffDb(), 'services', id), { active });
  await batch.commit();
}
