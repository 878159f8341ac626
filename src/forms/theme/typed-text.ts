import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/*
 * A text answer shows each key at once but is handed to the form when typing pauses. RJSF works its
 * whole state out again on every change (defaults and conditions over every question of the form,
 * then the step's fields drawn again): about 10 ms a key on a phone, which made one key in ten miss
 * the next frame. Here a key only redraws its own input; the form gets the text after a pause (in a
 * transition, which a next key interrupts), and at once when the input loses focus, when it leaves
 * the page (a step change), before any send (by a button or by Enter) and when the page is hidden
 * (before the draft is written).
 */

/** Typing pause after which the text is handed to the form. */
const PAUSE_MS = 150;

/** The texts typed and not handed over yet: each entry hands its own over. */
const waiting = new Set<() => void>();

/**
 * Hands every text still being typed to its form: before a send (in the submit event, so RJSF
 * validates it with the rest) and, with `now`, committed at once (the page is being hidden: the
 * draft is written right after).
 */
function handOverTypedText(now = false): void {
  for (const handOver of [...waiting]) {
    if (now) flushSync(handOver);
    else handOver();
  }
}

if (typeof window !== 'undefined') {
  // Before React's own listeners (on the app's root): a send, by a button or by Enter, validates
  // and sends the texts as typed.
  document.addEventListener('submit', () => handOverTypedText(), true);
  // Registered when the theme loads, so before the draft's own listener (use-form-draft.ts) writes it.
  window.addEventListener('pagehide', () => handOverTypedText(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handOverTypedText(true);
  });
}

/**
 * The text an input shows, and its handlers. `value` is the form's; `handTo` gives the form a text.
 * A value the form changes by itself (a draft restored, a fresh start) replaces what is shown.
 * `live` (the field shows an error: a send has failed) hands over every key at once: its message then
 * goes as the visitor types, not when they press the next button, which would move under their finger.
 */
export function useTypedText(value: string, handTo: (text: string) => void, live: boolean) {
  const [text, setText] = useState(value);
  const shown = useRef(value);
  const handedOver = useRef(value);
  // The form's value as last drawn: a text is handed over until the form shows it. A hand-over the
  // form dropped (it rebuilt its state from the runner's answers while the transition was on its
  // way) is made again before a send or when the page is hidden.
  const formValue = useRef(value);
  const target = useRef(handTo);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [handOver] = useState(() => {
    const run = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (shown.current === formValue.current) {
        waiting.delete(run);
        return;
      }
      handedOver.current = shown.current;
      target.current(shown.current);
    };
    return run;
  });
  useLayoutEffect(() => {
    target.current = handTo;
  });
  useEffect(
    () => () => {
      handOver();
      waiting.delete(handOver);
    },
    [handOver],
  );
  // Before the paint. The form shows the text: handed over. The echo of an earlier text: the latest
  // is still on its way. Any other value is the form's own change, shown instead of what was typed.
  useLayoutEffect(() => {
    formValue.current = value;
    if (value === shown.current) waiting.delete(handOver);
    if (value === handedOver.current || value === shown.current) return;
    clearTimeout(timer.current);
    waiting.delete(handOver);
    shown.current = value;
    handedOver.current = value;
    setText(value);
  }, [value, handOver]);

  const type = (next: string) => {
    setText(next);
    shown.current = next;
    waiting.add(handOver);
    clearTimeout(timer.current);
    if (live) handOver();
    else timer.current = setTimeout(() => startTransition(handOver), PAUSE_MS);
  };
  return { text, type, handOver };
}
