import { useCallback, useMemo, useState } from 'react';

/** The inbox rows staff ticked for a bulk action, by lead id. */
export interface RowSelection {
  ids: ReadonlySet<string>;
  /** Ticks or unticks one row. */
  set: (id: string, on: boolean) => void;
  /** Ticks or unticks every row of `ids` (the page's "select all"). */
  setAll: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

/**
 * A selection that belongs to one view of the inbox (`scope`: its filters and page): another page or
 * filter starts with nothing ticked, so an action never reaches a row staff can no longer see.
 */
export function useRowSelection(scope: string): RowSelection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: new Set() });
  const ids = useMemo(() => (state.scope === scope ? state.ids : new Set<string>()), [state, scope]);
  const update = useCallback(
    (change: (ids: Set<string>) => void) =>
      setState((now) => {
        const next = new Set(now.scope === scope ? now.ids : []);
        change(next);
        return { scope, ids: next };
      }),
    [scope],
  );
  const set = useCallback((id: string, on: boolean) => update((next) => (on ? next.add(id) : next.delete(id))), [update]);
  const setAll = useCallback((all: readonly string[], on: boolean) => update((next) => all.forEach((id) => (on ? next.add(id) : next.delete(id)))), [update]);
  const clear = useCallback(() => setState({ scope, ids: new Set() }), [scope]);
  return useMemo(() => ({ ids, set, setAll, clear }), [ids, set, setAll, clear]);
}
