import { useCallback, useEffect, useMemo, useRef } from 'react';

const SAVE_DELAY_MS = 400;
const storageKey = (formId: string) => `movaly.draft.${formId}`;
/** The step a visitor of a form shown in steps was on (its id), kept with the draft. */
const stepKey = (formId: string) => `movaly.draft.${formId}.step`;

function read(formId: string, persist: boolean): Record<string, unknown> | undefined {
  if (!persist) return undefined;
  try {
    const raw = localStorage.getItem(storageKey(formId));
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps what a visitor typed in localStorage, so a closed tab, a reload, a Back or a lost connection
 * on a phone loses nothing. The draft is made of two parts, both kept in memory at once:
 *
 * - the form's answers, as the form last reported them (`save`);
 * - the text each typed question shows (`shown`), reported by the input at every key, before the
 *   form has it (a text reaches the form when typing pauses: src/forms/theme/typed-text.ts).
 *
 * What a question shows wins over the form's copy, so the draft holds what the visitor sees whatever
 * the form has caught up with. Writing to storage is deferred and coalesced to stay off the keystroke
 * path, and done at once, synchronously, at every way a page is left or hidden: `pagehide`,
 * `visibilitychange` to hidden, `beforeunload`, `popstate` (Back and Forward) and the runner's unmount
 * (a link, a route change). None of these waits for the form. With `persist` false (the staff
 * preview) the draft lives only in memory and storage is never touched.
 */
export function useFormDraft(formId: string, persist = true) {
  const initial = useMemo(() => read(formId, persist), [formId, persist]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answers = useRef<Record<string, unknown> | undefined>(undefined);
  const typed = useRef(new Map<string, unknown>());

  const compose = useCallback((): Record<string, unknown> | undefined => {
    if (!answers.current && typed.current.size === 0) return undefined;
    const draft = { ...answers.current };
    for (const [field, answer] of typed.current) draft[field] = answer;
    return draft;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const draft = compose();
    if (draft === undefined || !persist) return;
    try {
      localStorage.setItem(storageKey(formId), JSON.stringify(draft));
    } catch {
      // Storage full or disabled (private mode): the form still works, only the draft is not kept.
    }
  }, [formId, persist, compose]);

  const later = useCallback(() => {
    if (!timer.current) timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [flush]);

  /** The form's answers, as it reports them on a change. */
  const save = useCallback(
    (data: Record<string, unknown> | undefined) => {
      answers.current = data;
      later();
    },
    [later],
  );

  /** What a typed question shows now (`undefined`: it is empty). */
  const shown = useCallback(
    (field: string, answer: unknown) => {
      typed.current.set(field, answer);
      later();
    },
    [later],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    answers.current = undefined;
    typed.current.clear();
    if (!persist) return;
    localStorage.removeItem(storageKey(formId));
    localStorage.removeItem(stepKey(formId));
  }, [formId, persist]);

  /** The step last shown, kept beside the answers ("Continuar de onde parou"). */
  const step = useMemo(
    () => ({
      read: (): string | undefined => (persist ? (safely(() => localStorage.getItem(stepKey(formId))) ?? undefined) : undefined),
      save: (id: string) => persist && safely(() => localStorage.setItem(stepKey(formId), id)),
    }),
    [formId, persist],
  );

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const leaving = ['pagehide', 'beforeunload', 'popstate'] as const;
    for (const type of leaving) window.addEventListener(type, flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      for (const type of leaving) window.removeEventListener(type, flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [flush]);

  /** The answers as last shown (or the stored draft). */
  const current = useCallback(() => compose() ?? read(formId, persist), [compose, formId, persist]);

  return { initial, save, shown, clear, current, step };
}

/** Storage may be full or disabled (private mode): the form works on, only nothing is kept. */
function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
