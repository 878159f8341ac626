import { type RefObject, useEffect } from 'react';

/**
 * Focuses a step's heading when the step appears in place of another (the form, the slot list): the
 * control that had the focus is gone, and a screen reader then reads where the visitor now is.
 */
export function useFocusOnShow(ref: RefObject<HTMLElement | null>, when = true) {
  useEffect(() => {
    if (when) ref.current?.focus({ preventScroll: false });
  }, [ref, when]);
}
