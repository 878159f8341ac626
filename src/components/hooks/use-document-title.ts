import { useEffect } from 'react';
import { site } from '../../config/site';

/**
 * The tab names the page, so a visitor with several tabs (or a screen reader) knows where they are;
 * the previous title comes back on leaving, so a page that sets none never shows this one's name.
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
