import { initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { grantMembership, MembershipRefusal, revokeMembership } from '../functions/src/staff-membership';

/*
 * Grants (or with --revoke removes) access to the admin area: the `staff` claim and the `staff/{uid}`
 * document, through the same module as /admin/team (functions/src/staff-membership.ts).
 * Usage: npm run grant-staff -- someone@studio.com [--owner | --revoke] --project <project-id>
 *        npm run grant-staff -- --existing --project <project-id>
 * A grant makes a member, as /admin/team does by default; --owner makes an owner (and promotes someone
 * who has access already), the way to name the first owner or a new one when no owner can sign in.
 * --revoke refuses to remove the last owner: name another with --owner first.
 * --existing gives the document to every account that has the claim alone (granted before access
 * needed both): run it once when upgrading, or those colleagues read nothing under the new rules.
 * Against a real project it uses Application Default Credentials (gcloud auth application-default login);
 * with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set it talks to the emulators.
 */
const args = process.argv.slice(2);
const email = args.find((a) => a.includes('@'));
const existing = args.includes('--existing');
const projectIndex = args.indexOf('--project');
const projectId = projectIndex >= 0 ? args[projectIndex + 1] : process.env.GCLOUD_PROJECT;
if ((!email && !existing) || !projectId) {
  console.error('Usage: npm run grant-staff -- <email> --project <project-id> [--owner | --revoke]\n       npm run grant-staff -- --existing --project <project-id>');
  process.exit(1);
}
const app = initializeApp({ projectId });

if (existing) {
  const granted: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth(app).listUsers(1000, pageToken);
    const claimed = page.users.filter((user: UserRecord) => user.customClaims?.staff === true);
    for (const user of claimed) {
      await grantMembership(user, { app });
      granted.push(user.email ?? user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  console.log(granted.length ? `Staff in ${projectId}, each with its staff document now: ${granted.join(', ')}` : `No account in ${projectId} has the staff claim.`);
  process.exit(0);
}

const user = await getAuth(app).getUserByEmail(email!).catch(() => undefined);
if (!user) {
  console.error(`No account with the e-mail ${email} in ${projectId}: the person must sign up first.`);
  process.exit(1);
}
try {
  if (args.includes('--revoke')) {
    await revokeMembership(user, { app });
    console.log(`${email} is no longer staff in ${projectId} (effective at once; their open pages lose access within seconds).`);
  } else if (args.includes('--owner')) {
    await grantMembership(user, { app, role: 'owner' });
    console.log(`${email} is now staff in ${projectId}, an owner: they grant, remove and change roles at /admin/team (effective at their next sign-in).`);
  } else {
    await grantMembership(user, { app });
    console.log(`${email} is now staff in ${projectId} (effective at their next sign-in; an owner can make them an owner at /admin/team).`);
  }
} catch (error) {
  if (!(error instanceof MembershipRefusal)) throw error;
  // The only refusal a script can meet: it is trusted, and it names members by their account.
  console.error(`${email} is the last owner of ${projectId}'s team: make someone else an owner first (npm run grant-staff -- <email> --owner).`);
  process.exit(1);
}
