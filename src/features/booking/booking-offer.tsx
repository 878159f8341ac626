import './booking-strings';
import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneOrStudio } from '../../domain/booking/booking-email-when';
import type { FormDefinition } from '../../forms/core/registry';
import { toLocale } from '../../i18n';
import { BookedMessage } from './booked-message';
import { ConfirmStep } from './confirm-step';
import { SlotList } from './slot-list';
import { useBooking } from './use-booking';
import { useFocusOnShow } from '../../components/hooks/use-focus-on-show';
import { visitorOf } from './visitor-of';

/** The zone the visitor's browser is in ("Europe/Lisbon"); the studio's when it says none. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface BookingOfferProps {
  def: FormDefinition;
  /** The submission just stored: its id is the proof, for the function, that this visitor sent it. */
  submissionId: string;
  /** The answers just sent, where the name and e-mail are read (form.json `lead`). */
  answers: Record<string, unknown>;
  /** The form's own "sent" title, said first: the usual success toast waits until the offer closes. */
  sent: string;
  /** Closes the offer; the runner then does what the form does after a send (toast, screen, redirect). */
  onContinue: () => void;
  /** The visitor's zone; the browser's when left out (tests pass one). */
  zone?: string;
}

/**
 * Offered right after a briefing is sent on a form with `booking`: the next free slots in the
 * visitor's zone, a pick, a confirmation with the name and e-mail already given, and the booked call.
 * "Prefiro que me chamem" leaves at any point but the booking's own request.
 */
export function BookingOffer({ def, submissionId, answers, sent, onContinue, zone }: BookingOfferProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const shownZone = useMemo(() => zoneOrStudio(zone ?? browserZone()), [zone]);
  const visitor = useMemo(() => visitorOf(def.form.lead, answers), [def.form.lead, answers]);
  const { phase, choose, back, confirm, retry } = useBooking({ formId: def.id, submissionId, zone: shownZone, locale });
  const heading = useRef<HTMLHeadingElement>(null);
  // The send button the focus was on is gone: the offer's heading takes it.
  useFocusOnShow(heading);

  return (
    <Box borderWidth="1px" borderColor="purple.200" borderRadius="lg" p={{ base: '4', md: '6' }} maxW="full">
      <Stack gap="5">
        <Box>
          <Text color="green.800" fontWeight="semibold" mb="1">
            {sent}
          </Text>
          <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
            {t('booking.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('booking.intro')}
          </Text>
        </Box>

        {phase.kind === 'loading' && (
          <HStack role="status" gap="3">
            <Spinner size="sm" color="purple.600" aria-hidden="true" />
            <Text>{t('booking.loading')}</Text>
          </HStack>
        )}
        {phase.kind === 'choosing' && (
          <SlotList
            slots={phase.slots}
            zone={shownZone}
            locale={locale}
            notice={phase.notice}
            focus={!!phase.notice || !!phase.again}
            onChoose={(slot) => choose(phase.slots, slot)}
          />
        )}
        {phase.kind === 'confirming' && (
          <ConfirmStep
            chosen={phase.chosen}
            zone={shownZone}
            locale={locale}
            visitor={visitor}
            sending={phase.sending}
            onConfirm={() => confirm(phase.slots, phase.chosen)}
            onBack={() => back(phase.slots)}
          />
        )}
        {phase.kind === 'booked' && (
          <BookedMessage start={phase.start} zone={shownZone} locale={locale} email={visitor.email} place={phase.place} onDone={onContinue} />
        )}
        {phase.kind === 'refused' && <Text role="alert">{t(`booking.refusal.${phase.reason}`)}</Text>}
        {phase.kind === 'failed' && (
          <Stack gap="3" role="alert" align="flex-start">
            <Text>{t(`booking.failed.${phase.what}`)}</Text>
            <Button variant="outline" colorPalette="purple" onClick={retry}>
              {t('booking.retry')}
            </Button>
          </Stack>
        )}

        {phase.kind !== 'booked' && (
          <Button
            variant={phase.kind === 'refused' || (phase.kind === 'choosing' && phase.slots.length === 0) ? 'solid' : 'ghost'}
            colorPalette="purple"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            disabled={phase.kind === 'confirming' && phase.sending}
            onClick={onContinue}
          >
            {t('booking.decline')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
