import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import services from '../src/config/services.json' with { type: 'json' };

/** The local staff account `npm start` creates and prints (emulator only: never a real project). */
export const LOCAL_STAFF = { email: 'equipe@movaly.local', password: 'movaly-local-123' };
export const LOCAL_COMPANY_EMAIL = 'contato@movaly.com.br';

/**
 * Seeds what the site needs on the emulators: the services list, the company e-mail that receives
 * every lead, and one staff account, an owner. Idempotent; refuses to touch anything but a demo- project.
 */
export async function seed(projectId = process.env.GCLOUD_PROJECT ?? 'demo-movaly'): Promise<void> {
  if (!projectId.startsWith('demo-') || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('seed only runs against the emulators of a demo- project');
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const db = getFirestore(app);
  const batch = db.batch();
  for (const { id, ...service } of services) batch.set(db.doc(`services/${id}`), { ...service, slug: id }, { merge: true });
  const company = db.doc('settings/company');
  if (!(await company.get()).exists) batch.set(company, { email: LOCAL_COMPANY_EMAIL });
  await batch.commit();

  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(LOCAL_STAFF.email).catch(() => undefined);
    const account = user ?? (await auth.createUser({ email: LOCAL_STAFF.email, password: LOCAL_STAFF.password, emailVerified: true }));
    // The claim and the staff/{uid} document, as /admin/team grants them (the rules check both), as an
    // owner: the local account manages the team (an account seeded before roles is promoted).
    // Imported here, not at the top: the browser tests import this file for LOCAL_STAFF, and their
    // loader cannot take named exports from functions/ (a CommonJS package).
    const { grantMembership } = await import('../functions/src/staff-membership');
    await grantMembership(account, { app, role: 'owner' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
  console.log(`Seeded. Staff account: ${LOCAL_STAFF.email} / ${LOCAL_STAFF.password}`);
}
