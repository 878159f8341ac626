import { SHARED_NS } from '../i18n/namespaces';
import { initClientI18n } from '../i18n/client';

/*
 * What jsdom lacks and a form page touches, for the React Testing Library tests of the runner and its
 * widgets (src/forms/runner/*.test.tsx, src/forms/theme/*.test.tsx). Import it first in such a file
 * (`// @vitest-environment jsdom` at its top): the stubs are in place before any module runs.
 * Nothing else jsdom lacks (ResizeObserver, scrollIntoView) is reached by these pages, so it is not faked.
 */

// framer-motion's useReducedMotion (a conditional question's open/close animation) and Chakra ask
// matchMedia; jsdom has none. It answers "no match" to every query: no reduced motion, as most visitors.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// The briefing page scrolls to the top when it opens, and a form whose success is 'reset' after a
// send; jsdom does not scroll and prints "Not implemented: window.scrollTo" for each call.
window.scrollTo = () => {};

/**
 * i18next as the app's start sets it up (src/i18n/client.ts: lazy strings from src/i18n/locales), in
 * Portuguese: the runner's engine messages and the send button's label come from it.
 */
export const startI18n = () => initClientI18n('pt', [SHARED_NS]);

/** What a screen reader reads after a control's name: the texts its aria-describedby points at. */
export const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent : undefined))
    .filter(Boolean)
    .join(' ');
