import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { firestore } from './firebase';

/** A row of the `services` collection (spec 000 section 3). */
export interface Service {
  id: string;
  title: string;
  description: string;
  link: string;
  slug: string;
  icon: string;
  active: boolean;
}

/**
 * The active services, ordered by title. Sorted here rather than with orderBy so the query needs
 * no composite index (equality on `active` plus order on `title`).
 */
export async function listActiveServices(): Promise<Service[]> {
  const snap = await getDocs(query(collection(firestore(), 'services'), where('active', '==', true)));
  return snap.docs
    .map((d) => ({ id: d.id, ...(d.data() as Omit<Service, 'id'>) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
}

/** Whether the service with this slug exists and is switched on (the availability guard's question). */
export async function isServiceActive(slug: string): Promise<boolean> {
  const snap = await getDocs(query(collection(firestore(), 'services'), where('slug', '==', slug)));
  return snap.docs.some((d) => d.get('active') === true);
}
