/*
 * When this tab last changed a lead (./pipeline.ts writeLead, the lead page's and the bulk bar's one
 * write): the inbox's first pages, which the function copies a moment after each write, are asked of
 * their query for a while after it (./inbox.ts), so a page never shows staff a change of theirs undone.
 * Kept in the tab's session storage too: a reload right after a change is the same staff member's page.
 */
const KEY = 'movaly.lastLeadWrite';
let last = Number.NEGATIVE_INFINITY;

function stored(): number {
  try {
    const value = Number(globalThis.sessionStorage?.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : Number.NEGATIVE_INFINITY;
  } catch {
    // Storage refused (a private window's policy): this page's own memory is all there is.
    return Number.NEGATIVE_INFINITY;
  }
}

export const noteLeadWrite = (): void => {
  last = Date.now();
  try {
    globalThis.sessionStorage?.setItem(KEY, String(last));
  } catch {
    // As above.
  }
};

/** The time of this tab's last lead write (ms), or -Infinity if none. */
export const lastLeadWrite = (): number => Math.max(last, stored());
