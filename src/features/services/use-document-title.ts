import { useEffect } from 'react';
import { site } from '../../config/site';

/**
 * The tab names the service, so a visitor with several tabs (or a screen reader) knows where they are;
 * the previous title comes back on leaving, for pages that set none.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${site.name}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
