import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import services from '../src/config/services.json' with { type: 'json' };
import { type Availability, DEFAULT_AVAILABILITY, STAFF_AVAILABILITY } from '../src/domain/booking/availability';

/** The local staff account `npm start` creates and prints (emulator only: never a real project). */
export const LOCAL_STAFF = { email: 'equipe@movaly.local', password: 'movaly-local-123' };
export const LOCAL_COMPANY_EMAIL = 'contato@movaly.com.br';

/**
 * The hours `npm start` gives the local owner when they have none (issue 37: a first run that books):
 * weekdays 09:00-12:00 and 14:00-18:00 in Brasília, 30-minute calls 15 minutes apart, from 2 hours
 * ahead, by phone (a video link is the studio's to give). Changed at /admin/disponibilidade.
 */
export const LOCAL_HOURS: Availability = {
  ...DEFAULT_AVAILABILITY,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 0 || day === 6 ? [] : [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }])),
  bufferMinutes: 15,
  noticeHours: 2,
  place: { kind: 'phone' },
};
export const LOCAL_HOURS_TEXT = 'weekdays 09:00-12:00 and 14:00-18:00 (Brasília), 30-minute calls by phone';

/**
 * Seeds what the site needs on the emulators: the services list, the company e-mail that receives
 * every lead, and one staff account, an owner; with `hours` (npm start, not the tests, which set their
 * own), that owner's LOCAL_HOURS when they have no hours yet, so a first visitor can book a call.
 * Idempotent; refuses to touch anything but a demo- project.
 */
export async function seed(projectId = process.env.GCLOUD_PROJECT ?? 'demo-movaly', { hours = false } = {}): Promise<void> {
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
    if (hours && !(await db.collection(STAFF_AVAILABILITY).doc(account.uid).get()).exists) {
      const { saveTeamHours } = await import('../functions/src/booking/team-hours-store');
      await saveTeamHours(db, account.uid, LOCAL_STAFF.email, LOCAL_HOURS);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
  console.log(`Seeded. Staff account: ${LOCAL_STAFF.email} / ${LOCAL_STAFF.password}`);
}
