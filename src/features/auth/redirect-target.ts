import { paths } from '../../config/paths';

/** What the staff gate remembers of the page a signed-out visitor asked for. */
export interface FromState {
  from?: string;
}

/** Back to the admin page asked for, never off-site or to the login screen itself. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('//')) return from;
  if (from === paths.emailTest) return from;
  return paths.admin;
}
