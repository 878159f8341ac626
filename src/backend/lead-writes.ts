/*
 * When this page last changed a lead (./pipeline.ts writeLead, the lead page's and the bulk bar's one
 * write): the inbox's first pages, which the function copies a moment after each write, are asked of
 * their query for a while after it (./inbox.ts), so a page never shows staff a change of theirs undone.
 */
let last = Number.NEGATIVE_INFINITY;

export const noteLeadWrite = (): void => {
  last = Date.now();
};

/** The time of this page's last lead write (ms), or -Infinity if none. */
export const lastLeadWrite = (): number => last;
