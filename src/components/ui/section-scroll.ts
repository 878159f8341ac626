import { paths } from '../../config/paths';

/** The home page's anchored sections (spec 000 section 2). */
export type SectionId = Parameters<typeof paths.section>[0];

/** The sticky header's id: a section scrolled to must land below it, not under it. */
export const HEADER_ID = 'site-header';

/** Smooth unless the visitor asked their system for less motion. */
export function smoothOrInstant(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

function headerOffset(): number {
  return document.getElementById(HEADER_ID)?.offsetHeight ?? 0;
}

/** Puts the element's top just below the sticky header. */
function scrollToElement(element: HTMLElement, behavior: ScrollBehavior): void {
  const top = element.getBoundingClientRect().top + window.scrollY - headerOffset();
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/**
 * Moves keyboard and screen-reader focus to where the page scrolled, as following an anchor should;
 * tabindex -1 makes a plain section focusable by script only, never by Tab.
 */
function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Calls back once an element with this id exists: a page may render its sections after its code or
 * data loads. Returns a canceller.
 */
export function whenElement(id: string, callback: (element: HTMLElement) => void, timeoutMs = 10_000): () => void {
  const present = document.getElementById(id);
  if (present) {
    callback(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    callback(element);
  });
  const timer = window.setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Content that loads above the target after the jump (the services grid above the contact form)
 * would push it out of sight: for a few seconds, follow it, until the visitor scrolls on their own.
 * Returns a canceller.
 */
function keepInView(element: HTMLElement, behavior: ScrollBehavior, forMs = 4_000): () => void {
  const documentTop = () => element.getBoundingClientRect().top + window.scrollY;
  let lastTop = documentTop();
  const observer = new ResizeObserver(() => {
    const top = documentTop();
    if (Math.abs(top - lastTop) < 1) return;
    lastTop = top;
    scrollToElement(element, behavior);
  });
  const timer = window.setTimeout(stop, forMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Shows a section as following an anchor should: below the sticky header, followed while the page
 * above it grows, and (when the visitor asked for it, not on a page's first load) with the focus.
 * Returns a canceller of the following.
 */
export function showSection(element: HTMLElement, behavior: ScrollBehavior, focus: boolean): () => void {
  scrollToElement(element, behavior);
  if (focus) focusElement(element);
  return keepInView(element, behavior);
}
