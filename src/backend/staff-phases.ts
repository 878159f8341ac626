/*
 * The staff area's phases on a page load, as User Timing marks beside the app's own (`app:*`,
 * src/app/start.tsx): what `npm run bench` reads to say where a cold load of the inbox spends its time
 * (issue 39), and what a browser's performance panel shows. Each is marked once per page load: a
 * later navigation inside the app is not a cold load.
 *
 *   staff:session     a route loader heard the restored session
 *   staff:membership  the membership's read ahead answered
 *   staff:rows-read   the inbox's first page, read ahead, answered
 *   staff:page        the gate began to draw the staff page
 *   staff:rows        the inbox drew its first rows
 */
export type StaffPhase = 'session' | 'membership' | 'rows-read' | 'page' | 'rows';

/** The phases this page load has marked: a module lives as long as the page. Called from renders and the inbox's every update, so no lookup in the performance timeline. */
const marked = new Set<StaffPhase>();

export function markStaffPhase(phase: StaffPhase): void {
  if (marked.has(phase)) return;
  marked.add(phase);
  // A page without User Timing (an old browser, a test's DOM) has no phases to mark.
  if (typeof performance?.mark === 'function') performance.mark(`staff:${phase}`);
}
