import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';

/**
 * While `dirty`, leaving asks first: a link or Back inside the app is held by the router (useBlocker:
 * the app's router is a data router, createBrowserRouter in src/app/start.tsx) until the page answers
 * through the returned blocker; closing or reloading the tab gets the browser's own question
 * (beforeunload). A change of the query string alone is not leaving.
 */
export function useUnsavedGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // Saved or discarded meanwhile: nothing is lost any more, let the held navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return blocker;
}
