/*
 * A prerendered page shows its buttons (the phone menu, the language buttons, the header's section
 * buttons) before the app has hydrated them, and a tap on one then does nothing. Until hydration
 * starts, the last button pressed is remembered; right after hydrateRoot it is pressed again, and
 * React, now listening, runs its handler (hydrating it first if needed). Links to another page need
 * nothing: they navigate by themselves. A link to a section of this page (the hero's quote button)
 * jumps there by itself too, but only its handler allows for the sticky header and moves the focus
 * there, so it is pressed again as well.
 *
 * A prerendered briefing's form must never be sent by the browser itself (a plain GET of this page
 * with the answers in its address, which reloads it and loses them): until every part of the page
 * has hydrated, a submit that no handler took care of is stopped, and its button pressed again once
 * the app is ready.
 */
const PRESSABLE = 'button, a[href^="#"]';

export function keepEarlyClicks(): (ready: Promise<void>) => void {
  let pressed: HTMLElement | null = null;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (target) pressed = target;
  };
  // On window, in the bubbling phase: after React's own listeners, which tell by preventDefault().
  let heldSubmit: HTMLElement | null = null;
  const holdSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) {
      heldSubmit = null; // the app took care of a later one
      return;
    }
    event.preventDefault();
    heldSubmit = event.submitter ?? (event.target as HTMLElement);
  };
  document.addEventListener('click', remember, true);
  window.addEventListener('submit', holdSubmit);
  return (ready) => {
    document.removeEventListener('click', remember, true);
    // Gone when React had to render the page anew instead of adopting it: nothing to press then.
    if (pressed?.isConnected) pressed.click();
    void ready.then(() => {
      window.removeEventListener('submit', holdSubmit);
      if (!heldSubmit?.isConnected) return;
      if (heldSubmit instanceof HTMLFormElement) heldSubmit.requestSubmit();
      else heldSubmit.click();
    });
  };
}
