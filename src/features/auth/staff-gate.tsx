import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { appCheckSettled, ensureAppCheck } from '../../backend/app-check';
import { type Session, watchSession } from '../../backend/auth';
import { knownMembership, type Membership, readMembershipAhead, watchMembership } from '../../backend/membership';
import { PageSpinner } from '../../components/ui/page-spinner';
import type { StaffRole } from '../../domain/staff-role';
import { paths } from '../../config/paths';
import { markStaffPhase } from '../../backend/staff-phases';
import { LostAccess } from './lost-access';
import { NoConnection } from './no-connection';
import type { FromState } from './redirect-target';
import './auth-strings';
import { StaffBar } from './staff-bar';
import { useSession } from './use-session';
import { WaitingAccess } from './waiting-access';

/**
 * Wraps every staff page: signed-out visitors go to the login screen (and come back here after),
 * accounts without the staff claim see the waiting page and load nothing; staff get the page under
 * a bar with their greeting and sign out (the session and role are the outlet context), for as long as their
 * membership document exists.
 */
export function StaffGate() {
  const session = useSession();
  const location = useLocation();
  // Where production enforces App Check, staff reads and calls need its token like visitors' writes.
  const [appCheck, setAppCheck] = useState(appCheckSettled);
  useEffect(() => {
    ensureAppCheck().then(
      () => setAppCheck(true),
      (error) => {
        console.warn('App Check not started', error);
        setAppCheck(true);
      },
    );
  }, []);
  if (session === undefined || !appCheck) return <PageSpinner />;
  if (session === null) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!session.staff) return <WaitingAccess email={session.email} />;
  // A new account signed in in the same tab starts from a fresh check.
  return <MemberArea key={session.uid} session={session} />;
}

/** What every staff page gets from the gate (useOutletContext): the session and the role its membership stores. */
export interface StaffContext extends Session {
  role: StaffRole;
}

/**
 * The staff page, mounted only while `staff/{uid}` exists. When a colleague removes this account,
 * the page unmounts at once (so every live read of it stops) and the lost-access page replaces it;
 * its ID token still says staff for up to an hour, which is why the document is watched. Without a
 * connection before any answer, it says so and opens the page once the server confirms access; an
 * open page stays open when the connection drops (only the server can say access ended).
 */
function MemberArea({ session }: { session: Session }) {
  // A read the staff area's loader started may have answered already (staffAreaLoader).
  const [membership, setMembership] = useState<Membership | undefined>(() => knownMembership(session.uid)?.membership);
  const [role, setRole] = useState<StaffRole>(() => knownMembership(session.uid)?.role ?? 'member');
  useEffect(
    () =>
      watchMembership(session.uid, (next, stored) => {
        setMembership((shown) => (next === 'offline' && shown === 'member' ? shown : next));
        if (next === 'member') setRole(stored);
      }),
    [session.uid],
  );
  if (membership === undefined) return <PageSpinner />;
  if (membership === 'offline') return <NoConnection />;
  if (membership === 'removed') return <LostAccess email={session.email} />;
  markStaffPhase('page');
  return (
    <>
      <StaffBar email={session.email} />
      <Outlet context={{ ...session, role } satisfies StaffContext} />
    </>
  );
}

/**
 * The staff area's route loader: once the session is known, App Check started and the account is
 * staff, its membership is read at once, beside the page's code and its first query, so that the
 * gate's first render can already show the page (issue 39). Returns nothing; asks nothing of others.
 */
export function staffAreaLoader(): null {
  const stop = watchSession((session) => {
    stop();
    markStaffPhase('session');
    // App Check's failure is the gate's to report (above); the read goes ahead without it.
    if (session?.staff) void ensureAppCheck().then(
      () => readMembershipAhead(session.uid),
      () => readMembershipAhead(session.uid),
    );
  });
  return null;
}
