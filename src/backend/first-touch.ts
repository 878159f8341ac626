import { firstTouchOf, packFirstTouch, unpackFirstTouch } from '../domain/lead-source';
import { sessionStore } from './session-store';

/*
 * The tab's first touch (issue 41, src/domain/lead-source.ts): where the visit came from, kept in the
 * tab's session like the funnel's anonymous visit (no cookie, gone with the tab), for the submission to
 * carry. Recorded once per tab, after the page is up: the address is the one the visit arrived at (the
 * navigation's own entry, whatever the app did to the address bar since), the referrer the document's.
 */
const KEY = 'movaly.firstTouch';

/** Keeps the tab's first touch unless it has one; never throws. */
export function recordFirstTouch(): void {
  try {
    const storage = sessionStore();
    if (!storage || storage.getItem(KEY) !== null) return;
    const [arrival] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const touch = firstTouchOf(new URL(arrival?.name || window.location.href), document.referrer, window.location.origin);
    const packed = packFirstTouch(touch);
    if (packed) storage.setItem(KEY, packed);
  } catch {
    // A first touch is a nicety: nothing of the page depends on it.
  }
}

/** The tab's first touch, packed as a submission carries it; undefined when none was kept. */
export function carriedFirstTouch(): string | undefined {
  try {
    const packed = sessionStore()?.getItem(KEY);
    return packed && unpackFirstTouch(packed)?.flagged === false ? packed : undefined;
  } catch {
    return undefined;
  }
}
