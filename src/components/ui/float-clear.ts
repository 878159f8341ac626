/*
 * The contract between the WhatsApp float (features/layout/whatsapp-bubble.tsx) and a part of a page
 * it must never cover: a briefing, whose questions, options, messages and buttons fill a phone's
 * screen edge to edge, so that a tap meant for an option opened WhatsApp instead (issue 27). The part
 * carries FLOAT_CLEAR in its markup, prerendered too, so the float is hidden beside it from the first
 * paint, before any script runs; its page marks it OFF_SCREEN while none of it is in the viewport
 * (features/briefings/use-float-clear.ts), and the float is back. The float's side is plain CSS
 * (`:has()`): the layout keeps no state for it, and nothing re-renders on scroll.
 */

/** On the part of a page the float must keep clear of (rendered in the page's markup). */
export const FLOAT_CLEAR = 'data-float-clear';

/** On that part while none of it is on screen (set by the page's observer, never rendered). */
export const OFF_SCREEN = 'data-off-screen';

/**
 * The float's styles: hidden while a part it must keep clear of is on screen, unless focus is in it
 * by keyboard (a keyboard visitor on the float who scrolls up would otherwise lose their place; a
 * tapped button is focused but not :focus-visible, so on a phone it never stays over the form).
 */
export const FLOAT_HIDDEN_OVER_CLEAR_PARTS = {
  [`body:has([${FLOAT_CLEAR}]:not([${OFF_SCREEN}])) &:not(:has(:focus-visible))`]: { display: 'none' },
} as const;
