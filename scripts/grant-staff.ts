import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { grantMembership, revokeMembership } from '../functions/src/staff-membership';

/*
 * Grants (or with --revoke removes) access to the admin area: the `staff` claim and the `staff/{uid}`
 * document, through the same module as /admin/team (functions/src/staff-membership.ts).
 * Usage: npm run grant-staff -- someone@studio.com [--revoke] --project <project-id>
 * Against a real project it uses Application Default Credentials (gcloud auth application-default login);
 * with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set it talks to the emulators.
 */
const args = process.argv.slice(2);
const email = args.find((a) => a.includes('@'));
const projectIndex = args.indexOf('--project');
const projectId = projectIndex >= 0 ? args[projectIndex + 1] : process.env.GCLOUD_PROJECT;
if (!email || !projectId) {
  console.error('Usage: npm run grant-staff -- <email> --project <project-id> [--revoke]');
  process.exit(1);
}
const app = initializeApp({ projectId });
const user = await getAuth(app).getUserByEmail(email).catch(() => undefined);
if (!user) {
  console.error(`No account with the e-mail ${email} in ${projectId}: the person must sign up first.`);
  process.exit(1);
}
if (args.includes('--revoke')) {
  await revokeMembership(user, app);
  console.log(`${email} is no longer staff in ${projectId} (effective at once; their open pages lose access within seconds).`);
} else {
  await grantMembership(user, app);
  console.log(`${email} is now staff in ${projectId} (effective at their next sign-in).`);
}
