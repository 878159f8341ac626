import { useEffect, useState } from 'react';
import { type Session, watchSession } from '../../backend/auth';

/** The current session: undefined while Firebase restores it, null when signed out. */
export function useSession(): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => watchSession(setSession), []);
  return session;
}
