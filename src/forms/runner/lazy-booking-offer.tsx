import { type ComponentType, lazy, useEffect, useRef } from 'react';
import type { BookingOfferProps } from '../../features/booking/booking-offer';

/**
 * The booking offer (issue 30, src/features/booking), fetched only after a send on a form whose
 * form.json has `booking`: the briefing's own chunk does not carry it. Its code failing to arrive
 * (the connection dropped right after the send) must not turn a stored briefing into an error page:
 * the form then carries on as if it booked no calls.
 */
export const LazyBookingOffer = lazy<ComponentType<BookingOfferProps>>(() =>
  import('../../features/booking/booking-offer').then(
    (module) => ({ default: module.BookingOffer }),
    (error: unknown) => {
      console.warn('The booking offer could not be loaded; the form goes on as after any send.', error);
      return { default: OfferUnavailable };
    },
  ),
);

function OfferUnavailable({ onContinue }: Pick<BookingOfferProps, 'onContinue'>) {
  // Once, even if this renders again before the runner has dropped it.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    onContinue();
  }, [onContinue]);
  return null;
}
