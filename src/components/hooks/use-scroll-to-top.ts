import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** React Router's key for the location the page was loaded at (no navigation in the app yet). */
const LOADED_AT = 'default';

/**
 * A page opened from the middle of another one starts at its top; a link with a hash goes to that
 * anchor instead (the router restores neither by itself). On the page the browser loaded, the top is
 * left to the browser: the page arrives prerendered and a visitor may have scrolled it already.
 */
export function useScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (key !== LOADED_AT) window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}
