/**
 * The tab's sessionStorage, or undefined outside a browser or where storage is blocked (a sandboxed
 * frame, some privacy settings): what the funnel's visit and the visit's first touch are kept in.
 */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && typeof document !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}
