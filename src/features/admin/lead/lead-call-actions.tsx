import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffBookingSlots, staffCancelBooking, staffRescheduleBooking } from '../../../backend/callables';
import { DaySlotList } from '../../../components/booking/day-slot-list';
import { useFocusOnShow } from '../../../components/hooks/use-focus-on-show';
import { ConfirmQuestion } from '../../../components/ui/confirm-question';
import { BOOKING_TIME_ZONE } from '../../../domain/booking/availability';
import type { LeadCall, OpenSlot } from '../../../domain/booking/booking';
import { callMomentWithZone } from '../../../domain/booking/lead-call';
import type { ManageChangeAnswer, ManageRefusal } from '../../../domain/booking/manage';
import { toLocale } from '../../../i18n';
import { OutcomeLine } from '../../../components/ui/outcome-line';

type Step =
  | { kind: 'idle' }
  | { kind: 'confirmCancel' }
  | { kind: 'loadingSlots' }
  | { kind: 'choosing'; slots: OpenSlot[] }
  | { kind: 'confirmMove'; slots: OpenSlot[]; chosen: OpenSlot };

type Message = { done: 'cancelled' | 'moved' } | { refused: ManageRefusal } | { error: 'slots' | 'cancel' | 'move' };

/**
 * "Remarcar" and "Cancelar conversa" beside the lead's booked call (issue 30, part 6): each asks first,
 * then calls the staff function, which moves or frees the slot and e-mails both sides the updated
 * invitation. Times in Brasília's, the zone named. The lead's line updates by itself from the summary.
 */
export function LeadCallActions({ call }: { call: LeadCall }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<Message>();
  const said = useRef<HTMLParagraphElement>(null);
  useFocusOnShow(said, !!message);
  const k = (key: string) => `admin.pipeline.callActions.${key}`;

  const answered = (answer: ManageChangeAnswer, done: 'cancelled' | 'moved') => {
    if (answer.ok) {
      setStep({ kind: 'idle' });
      setMessage({ done });
    } else if (answer.reason === 'taken' && answer.slots) {
      setStep({ kind: 'choosing', slots: answer.slots });
      setMessage({ refused: 'taken' });
    } else {
      setStep({ kind: 'idle' });
      setMessage({ refused: answer.reason });
    }
  };

  const openSlots = async () => {
    setMessage(undefined);
    setStep({ kind: 'loadingSlots' });
    try {
      const answer = await staffBookingSlots(call.bookingId);
      if (answer.ok) setStep({ kind: 'choosing', slots: answer.slots });
      else answered(answer, 'moved');
    } catch (error) {
      console.warn('The free times could not be loaded.', error);
      setStep({ kind: 'idle' });
      setMessage({ error: 'slots' });
    }
  };

  const run = async (what: 'cancel' | 'move', work: () => Promise<ManageChangeAnswer>) => {
    setSending(true);
    setMessage(undefined);
    try {
      answered(await work(), what === 'cancel' ? 'cancelled' : 'moved');
    } catch (error) {
      console.warn(`The call could not be ${what === 'cancel' ? 'cancelled' : 'moved'}.`, error);
      setMessage({ error: what });
    } finally {
      setSending(false);
    }
  };

  const text = (m: Message) =>
    'done' in m ? t(k(`done.${m.done}`)) : 'error' in m ? t(k(`failed.${m.error}`)) : t(k(`refusal.${m.refused}`), { defaultValue: t(k('refusal.other')) });

  return (
    <Stack gap="3">
      {message && (
        <OutcomeLine ref={said} ok={'done' in message}>
          {text(message)}
        </OutcomeLine>
      )}
      {step.kind === 'idle' && call.status === 'booked' && (
        <HStack gap="2" wrap="wrap">
          {/* A call nobody holds lists the team's free starts: whoever is free at the one chosen takes it. */}
          <Button size="sm" variant="outline" colorPalette="purple" onClick={() => void openSlots()}>
            {t(k('reschedule'))}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setStep({ kind: 'confirmCancel' })}>
            {t(k('cancel'))}
          </Button>
        </HStack>
      )}
      {step.kind === 'loadingSlots' && (
        <HStack role="status" gap="2">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{t(k('loadingSlots'))}</Text>
        </HStack>
      )}
      {step.kind === 'confirmCancel' && (
        <ConfirmQuestion
          question={t(k('cancelQuestion'), { when: callMomentWithZone(call.start, locale) })}
          yes={t(k('cancelYes'))}
          no={t(k('keep'))}
          sendingText={t(k('sending'))}
          compact
          danger
          sending={sending}
          onYes={() => void run('cancel', () => staffCancelBooking(call.bookingId))}
          onNo={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'choosing' && (
        <Stack gap="3">
          <DaySlotList
            slots={step.slots}
            zone={BOOKING_TIME_ZONE}
            locale={locale}
            heading={(zoneName) => t(k('slotsHeading'), { zone: zoneName })}
            empty={t(k('noSlots'))}
            focus
            compact
            onChoose={(chosen) => setStep({ kind: 'confirmMove', slots: step.slots, chosen })}
          />
          <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => setStep({ kind: 'idle' })}>
            {t(k('back'))}
          </Button>
        </Stack>
      )}
      {step.kind === 'confirmMove' && (
        <ConfirmQuestion
          question={t(k('moveQuestion'), { when: callMomentWithZone(step.chosen.start, locale) })}
          yes={t(k('moveYes'))}
          no={t(k('otherTime'))}
          sendingText={t(k('sending'))}
          compact
          sending={sending}
          onYes={() => void run('move', () => staffRescheduleBooking(call.bookingId, step.chosen.start))}
          onNo={() => setStep({ kind: 'choosing', slots: step.slots })}
        />
      )}
    </Stack>
  );
}
