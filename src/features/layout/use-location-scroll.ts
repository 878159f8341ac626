import { useEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router-dom';
import { showSection, smoothOrInstant, whenElement } from '../../components/ui/section-scroll';

/**
 * What a visitor expects after each navigation: the #section of the URL in view (on the first load
 * too), otherwise the top of a new page. A link to the page one is on (the logo on /) glides back up.
 */
export function useLocationScroll(): void {
  const location = useLocation();
  const firstKey = useRef(location.key);
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    // A fragment that names no section (a saved briefing's `#retomar=<token>`) is not one to scroll to.
    const fragment = decodeURIComponent(location.hash.slice(1));
    const id = fragment.includes('=') ? '' : fragment;

    if (id) {
      // On the first load the visitor has not watched anything yet: jump, and leave focus alone.
      const firstLoad = location.key === firstKey.current;
      const behavior = firstLoad ? 'instant' : smoothOrInstant();
      let stopFollowing = () => {};
      const stopWaiting = whenElement(id, (element) => {
        stopFollowing = showSection(element, behavior, !firstLoad);
      });
      return () => {
        stopWaiting();
        stopFollowing();
      };
    }

    // Same key: the effect ran again for the same navigation (React's development double run).
    if (!before || before.key === location.key) return;
    if (before.pathname !== location.pathname) window.scrollTo({ top: 0, behavior: 'instant' });
    else if (before.search === location.search) window.scrollTo({ top: 0, behavior: smoothOrInstant() });
  }, [location]);
}
