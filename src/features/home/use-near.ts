import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (or at once where the browser has
 * no IntersectionObserver). Starts false on the server and in the first browser render alike, so a
 * prerendered page hydrates without a mismatch.
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
