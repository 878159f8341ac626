import { useEffect, useState } from 'react';
import { knownSession, sameSession, type Session, watchSession } from '../../backend/auth';

/** The current session: undefined while Firebase restores it, null when signed out. */
export function useSession(): Session | null | undefined {
  const [session, setSession] = useState(knownSession);
  useEffect(() => watchSession((next) => setSession((shown) => (sameSession(shown, next) ? shown : next))), []);
  return session;
}
