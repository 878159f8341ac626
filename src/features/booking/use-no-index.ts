import { useEffect } from 'react';

/**
 * Asks search engines not to index this page (a private link's page; robots.txt keeps crawlers off it
 * too): a `<meta name="robots" content="noindex">` while the page is shown, removed on leaving.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
