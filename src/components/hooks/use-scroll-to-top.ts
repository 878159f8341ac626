import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page opened from the middle of another one starts at its top; a link with a hash goes to that
 * anchor instead (the router restores neither by itself).
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
