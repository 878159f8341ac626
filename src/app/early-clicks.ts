/*
 * A prerendered page shows its buttons (the phone menu, the language buttons, the header's section
 * buttons) before the app has hydrated them, and a tap on one then does nothing. Until hydration
 * starts, the last button pressed is remembered; right after hydrateRoot it is pressed again, and
 * React, now listening, runs its handler (hydrating it first if needed). Links to another page need
 * nothing: they navigate by themselves. A link to a section of this page (the hero's quote button)
 * jumps there by itself too, but only its handler allows for the sticky header and moves the focus
 * there, so it is pressed again as well.
 */
const PRESSABLE = 'button, a[href^="#"]';

export function keepEarlyClicks(): () => void {
  let pressed: HTMLElement | null = null;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (target) pressed = target;
  };
  document.addEventListener('click', remember, true);
  return () => {
    document.removeEventListener('click', remember, true);
    // Gone when React had to render the page anew instead of adopting it: nothing to press then.
    if (pressed?.isConnected) pressed.click();
  };
}
