import { useCallback, useEffect, useRef, useState } from 'react';
import { bookCall, openSlots } from '../../backend/callables';
import type { CallPlace } from '../../domain/booking/availability';
import type { BookingRefusal, OpenSlot } from '../../domain/booking/booking';
import type { Locale } from '../../forms/core/definition';
import { useNewestAnswer } from '../../components/hooks/use-newest-answer';

/** Where the visitor is in booking their call. */
export type BookingPhase =
  | { kind: 'loading' }
  /**
   * Free slots to pick from (none: the studio calls); `notice` says why a pick was refused, `again`
   * that the visitor came back from the confirm step (the list then takes the focus back).
   */
  | { kind: 'choosing'; slots: OpenSlot[]; notice?: BookingRefusal; again?: boolean }
  | { kind: 'confirming'; slots: OpenSlot[]; chosen: OpenSlot; sending: boolean }
  | { kind: 'booked'; start: number; end: number; place?: CallPlace['kind'] }
  /** The server will not book for this submission (expired, unknown, nobody takes calls...). */
  | { kind: 'refused'; reason: BookingRefusal }
  /** The network or the function failed: said in plain words, with a retry. */
  | { kind: 'failed'; what: 'slots' } | { kind: 'failed'; what: 'book'; slots: OpenSlot[]; chosen: OpenSlot };

/** A refusal of the slot itself: the visitor picks another one. */
const SLOT_REFUSALS: ReadonlySet<BookingRefusal> = new Set(['past', 'notice', 'horizon', 'dayOff', 'outsideHours', 'misaligned', 'taken']);

interface Booking {
  formId: string;
  submissionId: string;
  zone: string;
  locale: Locale;
}

/** The offer's steps: load the free slots, pick one, confirm it, and every way that can go. */
export function useBooking({ formId, submissionId, zone, locale }: Booking) {
  const [phase, setPhase] = useState<BookingPhase>({ kind: 'loading' });
  // An answer that comes after the offer was closed is not drawn.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const show = useCallback((next: BookingPhase) => {
    if (open.current) setPhase(next);
  }, []);

  const ticket = useNewestAnswer();
  const load = useCallback(
    async (notice?: BookingRefusal) => {
      const newest = ticket();
      show({ kind: 'loading' });
      try {
        const answer = await openSlots(formId, submissionId);
        if (!newest()) return;
        if (!answer.ok) show({ kind: 'refused', reason: answer.reason });
        else if (answer.booked) show({ kind: 'booked', ...answer.booked });
        else show({ kind: 'choosing', slots: answer.slots, notice });
      } catch (error) {
        console.warn('The free slots could not be loaded.', error);
        if (newest()) show({ kind: 'failed', what: 'slots' });
      }
    },
    [formId, submissionId, show, ticket],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const confirm = useCallback(
    async (slots: OpenSlot[], chosen: OpenSlot) => {
      show({ kind: 'confirming', slots, chosen, sending: true });
      try {
        const answer = await bookCall(formId, submissionId, chosen.start, zone, locale);
        if (answer.ok) show({ kind: 'booked', start: answer.start, end: answer.end, place: answer.place });
        // Booked already (a retry after a lost answer, another tab): the fresh list says when.
        else if (answer.reason === 'alreadyBooked') await load();
        else if (!SLOT_REFUSALS.has(answer.reason)) show({ kind: 'refused', reason: answer.reason });
        else if (answer.slots) show({ kind: 'choosing', slots: answer.slots, notice: answer.reason });
        else await load(answer.reason);
      } catch (error) {
        console.warn('The call could not be booked.', error);
        show({ kind: 'failed', what: 'book', slots, chosen });
      }
    },
    [formId, submissionId, zone, locale, show, load],
  );

  return {
    phase,
    choose: (slots: OpenSlot[], chosen: OpenSlot) => setPhase({ kind: 'confirming', slots, chosen, sending: false }),
    back: (slots: OpenSlot[]) => setPhase({ kind: 'choosing', slots, again: true }),
    confirm: (slots: OpenSlot[], chosen: OpenSlot) => void confirm(slots, chosen),
    retry: () => {
      if (phase.kind !== 'failed') return;
      if (phase.what === 'slots') void load();
      else void confirm(phase.slots, phase.chosen);
    },
  };
}
