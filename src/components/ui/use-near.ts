import { type RefObject, useEffect, useState } from 'react';

/** Whether the visitor has scrolled this page (or it opened scrolled, e.g. restored on a reload). */
let scrolled = false;

/** Runs `then` once the visitor scrolls (at once if they have); returns what cancels the wait. */
function afterScroll(then: () => void): () => void {
  if (scrolled || window.scrollY > 0) {
    scrolled = true;
    then();
    return () => {};
  }
  const onScroll = () => {
    scrolled = true;
    then();
  };
  window.addEventListener('scroll', onScroll, { once: true, passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * True once the element comes within `rootMargin` of the viewport (or at once where the browser has
 * no IntersectionObserver). Starts false on the server and in the first browser render alike, so a
 * prerendered page hydrates without a mismatch.
 *
 * A part that is near but not on screen waits for the visitor's first scroll: a visitor who reads
 * the top of the page and leaves never pays for the parts ahead (on a phone, the carousel's code and
 * its measuring of every slide used to run while the page was still starting), and one who scrolls
 * finds them ready all the same, the margin being well ahead of the screen.
 */
export function useNear(ref: RefObject<Element | null>, rootMargin: string, initially = false): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let cancelWait = () => {};
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.find((e) => e.isIntersecting);
      if (!entry) return;
      observer.disconnect();
      const onScreen = entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0;
      if (onScreen) setNear(true);
      else cancelWait = afterScroll(() => setNear(true));
    }, { rootMargin });
    // On screen is near whatever moved it there: a scroll of the window seen above, but also one the
    // listener missed, a page that grew or shrank above it, or a jump to an anchor.
    const onScreen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    onScreen.observe(element);
    return () => {
      observer.disconnect();
      onScreen.disconnect();
      cancelWait();
    };
  }, [near, ref, rootMargin]);
  return near;
}
