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
 * Keeps what a visitor typed in localStorage, so a closed tab, a reload or a lost connection on a
 * phone loses nothing. Writes are deferred and coalesced to stay off the keystroke path. With
 * `persist` false (the staff preview) the draft lives only in memory and storage is never touched.
 */
export function useFormDraft(formId: string, persist = true) {
  const initial = useMemo(() => read(formId, persist), [formId, persist]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<unknown>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current === undefined || !persist) return;
    try {
      localStorage.setItem(storageKey(formId), JSON.stringify(latest.current));
    } catch {
      // Storage full or disabled (private mode): the form still works, only the draft is not kept.
    }
  }, [formId, persist]);

  const save = useCallback(
    (data: unknown) => {
      latest.current = data;
      if (!timer.current) timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = undefined;
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
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** The answers as last typed (or the stored draft): what must survive a re-render with a new schema. */
  const current = useCallback(
    () => (latest.current ?? read(formId, persist)) as Record<string, unknown> | undefined,
    [formId, persist],
  );

  return { initial, save, clear, current, step };
}

/** Storage may be full or disabled (private mode): the form works on, only nothing is kept. */
function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
