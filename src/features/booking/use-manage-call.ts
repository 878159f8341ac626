import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelBooking, manageBooking, rescheduleBooking } from '../../backend/callables';
import type { OpenSlot } from '../../domain/booking/booking';
import type { ManagedCall, ManageRefusal } from '../../domain/booking/manage';
import { useNewestAnswer } from '../../components/hooks/use-newest-answer';

/** What the visitor's page of a booked call shows. */
export type ManageStep =
  | { kind: 'view' }
  | { kind: 'confirmCancel' }
  | { kind: 'choosing'; again?: boolean }
  | { kind: 'confirmMove'; chosen: OpenSlot };

export type ManagePhase =
  | { kind: 'loading' }
  /** No booking has this token (a mistyped or old link). */
  | { kind: 'unknown' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      call: ManagedCall;
      slots: OpenSlot[];
      step: ManageStep;
      sending: boolean;
      /** What the last action did, or why it was refused. */
      outcome?: { done: 'cancelled' | 'moved' } | { refused: ManageRefusal } | { error: 'cancel' | 'move' };
    };

/** The page's steps: load the call, cancel it, or pick another start and confirm it. */
export function useManageCall(token: string, zone: string) {
  const [phase, setPhase] = useState<ManagePhase>({ kind: 'loading' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const show = useCallback((next: ManagePhase | ((now: ManagePhase) => ManagePhase)) => {
    if (live.current) setPhase(next);
  }, []);
  const patch = useCallback(
    (change: Partial<Extract<ManagePhase, { kind: 'ready' }>>) => show((now) => (now.kind === 'ready' ? { ...now, ...change } : now)),
    [show],
  );

  const ticket = useNewestAnswer();
  const load = useCallback(async () => {
    const newest = ticket();
    show({ kind: 'loading' });
    try {
      const answer = await manageBooking(token);
      if (newest()) show(answer.ok ? { kind: 'ready', call: answer.call, slots: answer.slots, step: { kind: 'view' }, sending: false } : { kind: 'unknown' });
    } catch (error) {
      console.warn('The booked call could not be loaded.', error);
      if (newest()) show({ kind: 'failed' });
    }
  }, [token, show, ticket]);

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = useCallback(async () => {
    patch({ sending: true, outcome: undefined });
    try {
      const answer = await cancelBooking(token);
      if (answer.ok) patch({ call: answer.call, slots: [], step: { kind: 'view' }, sending: false, outcome: { done: 'cancelled' } });
      else {
        // Cancelled meanwhile (another tab, the studio): the page shows the call as it is now.
        const fresh = await manageBooking(token).catch(() => undefined);
        patch({
          ...(fresh?.ok ? { call: fresh.call, slots: fresh.slots } : {}),
          step: { kind: 'view' },
          sending: false,
          outcome: { refused: answer.reason },
        });
      }
    } catch (error) {
      console.warn('The call could not be cancelled.', error);
      patch({ sending: false, outcome: { error: 'cancel' } });
    }
  }, [token, patch]);

  const move = useCallback(
    async (chosen: OpenSlot) => {
      patch({ sending: true, outcome: undefined });
      try {
        const answer = await rescheduleBooking(token, chosen.start, zone);
        if (answer.ok) {
          // The start left behind is free again; the list of other starts is fetched anew.
          const fresh = await manageBooking(token).catch(() => undefined);
          patch({ call: answer.call, slots: fresh?.ok ? fresh.slots : [], step: { kind: 'view' }, sending: false, outcome: { done: 'moved' } });
        } else if (answer.slots) patch({ slots: answer.slots, step: { kind: 'choosing' }, sending: false, outcome: { refused: answer.reason } });
        else patch({ step: { kind: 'view' }, sending: false, outcome: { refused: answer.reason } });
      } catch (error) {
        console.warn('The call could not be moved.', error);
        patch({ sending: false, outcome: { error: 'move' } });
      }
    },
    [token, zone, patch],
  );

  return {
    phase,
    reload: () => void load(),
    goTo: (step: ManageStep) => patch({ step, outcome: undefined }),
    cancel: () => void cancel(),
    move: (chosen: OpenSlot) => void move(chosen),
  };
}
