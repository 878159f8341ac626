import { type RefObject, useEffect } from 'react';
import { FLOAT_CLEAR, OFF_SCREEN } from '../../components/ui/float-clear';

/**
 * Keeps the WhatsApp float off the element (see components/ui/float-clear.ts): returns the
 * attribute to render on it, and marks it off screen while no part of it is in the viewport. The
 * mark is an attribute React does not render, set from the observer: no state, so a long form is not
 * re-rendered when its page is scrolled past it, and the prerendered HTML (always "on screen": the
 * float hidden) hydrates as is.
 */
export function useFloatClear(ref: RefObject<HTMLElement | null>): { [FLOAT_CLEAR]: '' } {
  useEffect(() => {
    const element = ref.current;
    // Without the observer (old browsers, jsdom) the float simply stays hidden beside the element.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      element.toggleAttribute(OFF_SCREEN, !entries[entries.length - 1].isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeAttribute(OFF_SCREEN);
    };
  }, [ref]);
  return { [FLOAT_CLEAR]: '' };
}
