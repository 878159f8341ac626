import { type RefObject, useEffect } from 'react';

/**
 * Focuses what just appeared in place of another step (a heading, a message): the control that had the
 * focus is gone, and a screen reader then reads where the person now is.
 */
export function useFocusOnShow(ref: RefObject<HTMLElement | null>, when = true) {
  useEffect(() => {
    if (when) ref.current?.focus({ preventScroll: false });
  }, [ref, when]);
}
