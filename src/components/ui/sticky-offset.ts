import { useCallback } from 'react';

/*
 * Bars that stick to the top of the page stack: the site's header first, then a page's own bar (the
 * form editor's save bar, the inbox's bulk bar), then what sticks below that (the editor's preview).
 * Each publishes its height as a CSS variable on <html>, and the next one sticks at the sum, so none
 * slides under another once the page scrolls (a click on the save button used to land on the header).
 */
export const SITE_HEADER_HEIGHT = '--site-header-height';
export const EDITOR_BAR_HEIGHT = '--editor-bar-height';

/** A sticky `top` just below the bars named (0 where a bar is absent or not measured yet, as when prerendered). */
export function belowBars(bars: string[], gap = '0px'): string {
  return `calc(${[...bars.map((bar) => `var(${bar}, 0px)`), gap].join(' + ')})`;
}

/**
 * A ref that keeps `variable` equal to its element's height while the element is on the page (the
 * height changes with the width; a bar shown only sometimes clears it when it goes).
 */
export function useBarHeight(variable: string): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const root = document.documentElement.style;
      const publish = () => root.setProperty(variable, `${element.offsetHeight}px`);
      publish();
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
      observer?.observe(element);
      return () => {
        observer?.disconnect();
        root.removeProperty(variable);
      };
    },
    [variable],
  );
}
