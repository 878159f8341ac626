/*
 * A prerendered page shows its buttons (the phone menu, the language buttons, the header's section
 * buttons) before the app has hydrated them, and a tap on one then does nothing. Until hydration
 * starts, the last button pressed is remembered; right after hydrateRoot it is pressed again, and
 * React, now listening, runs its handler (hydrating it first if needed). Links need nothing: they
 * navigate by themselves.
 */
export function keepEarlyClicks(): () => void {
  let pressed: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressed = button;
  };
  document.addEventListener('click', remember, true);
  return () => {
    document.removeEventListener('click', remember, true);
    // Gone when React had to render the page anew instead of adopting it: nothing to press then.
    if (pressed?.isConnected) pressed.click();
  };
}
