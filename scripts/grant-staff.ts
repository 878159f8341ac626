import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/*
 * Grants (or with --revoke removes) the staff claim that lets an account read leads in the admin area.
 * Usage: npm run grant-staff -- someone@studio.com [--revoke] --project <project-id>
 * Against a real project it uses Application Default Credentials (gcloud auth application-default login);
 * with FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulator.
 */
const args = process.argv.slice(2);
const email = args.find((a) => a.includes('@'));
const projectIndex = args.indexOf('--project');
const projectId = projectIndex >= 0 ? args[projectIndex + 1] : process.env.GCLOUD_PROJECT;
if (!email || !projectId) {
  console.error('Usage: npm run grant-staff -- <email> --project <project-id> [--revoke]');
  process.exit(1);
}
const auth = getAuth(initializeApp({ projectId }));
const user = await auth.getUserByEmail(email).catch(() => undefined);
if (!user) {
  console.error(`No account with the e-mail ${email} in ${projectId}: the person must sign up first.`);
  process.exit(1);
}
const staff = !args.includes('--revoke');
await auth.setCustomUserClaims(user.uid, { ...user.customClaims, staff });
console.log(`${email} is ${staff ? 'now' : 'no longer'} staff in ${projectId} (effective at their next sign-in).`);
