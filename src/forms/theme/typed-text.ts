import { type RefObject, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/*
 * A text answer shows each key at once but is handed to the form when typing pauses. RJSF works its
 * whole state out again on every change (defaults and conditions over every question of the form,
 * then the step's fields drawn again): about 10 ms a key on a phone, which made one key in ten miss
 * the next frame. Here a key only redraws its own input; the form gets the text after a pause (in a
 * transition, which a next key interrupts), and at once when the input loses focus, when it leaves
 * the page (a step change) and before any send (by a button or by Enter).
 *
 * Nothing typed waits on that hand-over to be kept: every key is also reported, synchronously, to
 * the draft (`report`, src/forms/runner/use-form-draft.ts), which writes what each input shows at
 * every way a page is left or hidden.
 */

/** Typing pause after which the text is handed to the form. */
const PAUSE_MS = 150;

/** The texts typed and not handed over yet: each entry hands its own over. */
const waiting = new Set<() => void>();

if (typeof window !== 'undefined') {
  // Before React's own listeners (on the app's root): a send, by a button or by Enter, validates
  // and sends the texts as typed (RJSF validates a send after the changes queued before it).
  document.addEventListener(
    'submit',
    () => {
      for (const handOver of [...waiting]) handOver();
    },
    true,
  );
}

/** What a form tells its typed inputs (RJSF's `formContext`): where to report what each one shows. */
export interface TypedTextContext {
  /** The text the input `id` shows now, as the answer it stands for. */
  shown?: (id: string, answer: unknown) => void;
}

/**
 * The text an input shows, and its handlers. `value` is the form's; `handTo` gives the form a text.
 * A value the form changes by itself (a draft restored, a fresh start) replaces what is shown.
 * `live` (the field shows an error: a send has failed) hands over every key at once: its message then
 * goes as the visitor types, not when they press the next button, which would move under their finger.
 */
export function useTypedText(
  value: string,
  handTo: (text: string) => void,
  live: boolean,
  report: (text: string) => void = () => undefined,
  input?: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
) {
  const [text, setText] = useState(value);
  const shown = useRef(value);
  // Every text handed over whose echo has not come back yet, oldest first. Each hand-over is its own
  // transition, and React may commit an older one after a newer one was handed over (a slow phone
  // renders one while the next pause fires): that echo is the form catching up, never its own change.
  const inFlight = useRef<string[]>([]);
  // The form's value as last drawn: a text is handed over until the form shows it, and a hand-over
  // the form has not shown yet is made again before a send.
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
      inFlight.current.push(shown.current);
      target.current(shown.current);
    };
    return run;
  });
  const told = useRef(report);
  useLayoutEffect(() => {
    target.current = handTo;
    told.current = report;
  });
  useEffect(
    () => () => {
      handOver();
      waiting.delete(handOver);
    },
    [handOver],
  );
  // Before the paint. What the input shows is the truth while the visitor types: the form showing it,
  // or the echo of any text handed over (the latest or an older one, committed late), changes nothing
  // on screen; the texts handed over before that echo will not come back. Only a value never handed
  // over is the form's own change (a draft restored, a fresh start), shown instead of what was typed.
  useLayoutEffect(() => {
    formValue.current = value;
    const echo = inFlight.current.lastIndexOf(value);
    if (echo >= 0) inFlight.current.splice(0, echo + 1);
    if (value === shown.current) {
      inFlight.current = [];
      waiting.delete(handOver);
    }
    if (echo >= 0 || value === shown.current) return;
    clearTimeout(timer.current);
    waiting.delete(handOver);
    inFlight.current = [];
    shown.current = value;
    setText(value);
    told.current(value);
  }, [value, handOver]);

  const type = (next: string) => {
    setText(next);
    shown.current = next;
    told.current(next);
    waiting.add(handOver);
    clearTimeout(timer.current);
    if (live) handOver();
    else timer.current = setTimeout(() => startTransition(handOver), PAUSE_MS);
  };
  // A prerendered question typed into before the app ran: React keeps the text on hydrating but the
  // input's state starts empty. The text is taken as typed before the first paint, so that a send
  // replayed at hydration is judged with it and the draft holds it.
  useLayoutEffect(() => {
    const typedEarly = input?.current?.value;
    if (typedEarly !== undefined && typedEarly !== shown.current) type(typedEarly);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the input is first shown
  }, []);
  return { text, type, handOver };
}
