import { useOutletContext } from 'react-router-dom';
import type { StaffRole } from '../../../domain/staff-role';

/**
 * The signed-in staff member's role, as the staff gate reads it live from their membership document
 * (src/backend/membership.ts; its outlet context, StaffContext): no read of its own. Undefined outside the gate.
 */
export function useOwnRole(): StaffRole | undefined {
  return useOutletContext<{ role?: StaffRole } | undefined>()?.role;
}
