import { paths } from '../../config/paths';

/** Staff addresses under the admin prefix, and the staff pages outside it. */
const STAFF_PAGES: readonly string[] = [paths.login, paths.resetPassword, paths.emailTest];

/**
 * Whether an address is one of the staff area's pages (/admin and below, sign-in, password reset,
 * the e-mail test), where the public site's extras, like the floating WhatsApp button, do not belong.
 */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === paths.admin || path.startsWith(`${paths.admin}/`) || STAFF_PAGES.includes(path);
}
