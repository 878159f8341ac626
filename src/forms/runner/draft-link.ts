/*
 * The token of the "Continuar depois" link this browser holds for a form (issue 40): kept beside the
 * local draft, so a save made again on this device (or on the device that opened the link) updates the
 * same server draft instead of mailing a new link each time. The server keeps only its hash.
 */
const key = (formId: string) => `movaly.draft.${formId}.link`;

export const draftLink = {
  read: (formId: string): string | undefined => safely(() => localStorage.getItem(key(formId)) ?? undefined),
  save: (formId: string, token: string) => void safely(() => localStorage.setItem(key(formId), token)),
  clear: (formId: string) => void safely(() => localStorage.removeItem(key(formId))),
};

/** Storage may be full or disabled (private mode): the link then only lives in the e-mail. */
function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
