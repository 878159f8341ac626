import { useEffect, useState } from 'react';
import { readOwnRole } from '../../../backend/membership';
import type { StaffRole } from '../../../domain/staff-role';

/** The signed-in staff member's role (src/backend/membership.ts readOwnRole); undefined until read. */
export function useOwnRole(): StaffRole | undefined {
  const [role, setRole] = useState<StaffRole | undefined>();
  useEffect(() => {
    let live = true;
    void readOwnRole().then((read) => live && setRole(read));
    return () => {
      live = false;
    };
  }, []);
  return role;
}
