import { useEffect, useMemo, useRef } from 'react';
import type { BotTrap } from '../core/record';

/**
 * The bot trap of one form on screen (a briefing, the newsletter signup): `fieldRef` goes to its
 * <BotTrapField>, `read()` gives what to store with the send (src/forms/core/record.ts, botTrapFields),
 * and `restart()` starts the clock again for a new send after a successful one.
 */
export function useBotTrap() {
  const fieldRef = useRef<HTMLInputElement>(null);
  // When this visitor first saw the form: a person takes a while, a script sends at once.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return useMemo(
    () => ({
      fieldRef,
      read: (): BotTrap => ({ honeypot: fieldRef.current?.value ?? '', fillMs: Date.now() - shownAt.current }),
      restart: () => {
        shownAt.current = Date.now();
      },
    }),
    [],
  );
}
