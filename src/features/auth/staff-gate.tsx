import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ensureAppCheck } from '../../backend/app-check';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import type { FromState } from './redirect-target';
import './strings';
import { StaffBar } from './staff-bar';
import { useSession } from './use-session';
import { WaitingAccess } from './waiting-access';

/**
 * Wraps every staff page: signed-out visitors go to the login screen (and come back here after),
 * accounts without the staff claim see the waiting page and load nothing; staff get the page under
 * a bar with their greeting and sign out (the session is the outlet context).
 */
export function StaffGate() {
  const session = useSession();
  const location = useLocation();
  // Where production enforces App Check, staff reads and calls need its token like visitors' writes.
  const [appCheck, setAppCheck] = useState(false);
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
  return (
    <>
      <StaffBar email={session.email} />
      <Outlet context={session} />
    </>
  );
}
