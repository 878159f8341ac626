import './booking-strings';
import { Box, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useFocusOnShow } from '../../components/hooks/use-focus-on-show';
import { ConfirmQuestion } from '../../components/ui/confirm-question';
import { zoneOrStudio } from '../../domain/booking/booking-email-when';
import { BOOKING_REFUSALS, type BookingRefusal } from '../../domain/booking/booking';
import { zoneName } from '../../domain/booking/booking-email-when';
import { type ManageRefusal, MAX_VISITOR_MOVES } from '../../domain/booking/manage';
import { STORAGE_KEY, toLocale } from '../../i18n';
import { callMoment } from '../../domain/booking/lead-call';
import { SlotList } from './slot-list';
import { type ManagePhase, useManageCall } from './use-manage-call';
import { useNoIndex } from './use-no-index';
import { OutcomeLine } from '../../components/ui/outcome-line';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A refusal the slot list says itself ("taken": here are fresh times). */
const isSlotRefusal = (reason: ManageRefusal): reason is BookingRefusal & ManageRefusal => (BOOKING_REFUSALS as readonly string[]).includes(reason);

/** Whether the visitor picked a language on this site before: then theirs wins over the booking's. */
function languageChosen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** `/conversa/:token`: the page the visitor's e-mail links to. */
export function ManageCallPage() {
  const { token = '' } = useParams();
  return <ManageCall token={token} />;
}

/**
 * A booked call as its visitor sees it, in their zone (named) and, until they pick another on the
 * site, in the language they booked in: cancel it (after a confirmation) or move it to another free
 * time. Nothing here names the staff member or anyone else's call.
 */
export function ManageCall({ token, zone }: { token: string; zone?: string }) {
  const { t, i18n } = useTranslation();
  const shownZone = useMemo(() => zoneOrStudio(zone ?? browserZone()), [zone]);
  const { phase, reload, goTo, cancel, move } = useManageCall(token, shownZone);
  useNoIndex();
  useDocumentTitle(t('booking.manage.title'));

  // The language the visitor booked in, unless they chose one on this site (that switch is remembered as theirs).
  const bookedLocale = phase.kind === 'ready' ? phase.call.locale : undefined;
  useEffect(() => {
    if (bookedLocale && !languageChosen() && toLocale(i18n.language) !== bookedLocale) void i18n.changeLanguage(bookedLocale);
  }, [bookedLocale, i18n]);

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('booking.manage.title')}
        </Heading>
        {phase.kind === 'loading' && (
          <HStack role="status" gap="3">
            <Spinner size="sm" color="purple.600" aria-hidden="true" />
            <Text>{t('booking.manage.loading')}</Text>
          </HStack>
        )}
        {phase.kind === 'unknown' && <Text role="alert">{t('booking.manage.refusal.unknownToken')}</Text>}
        {phase.kind === 'failed' && (
          <Stack gap="3" role="alert" align="flex-start">
            <Text>{t('booking.manage.failed.load')}</Text>
            <Button variant="outline" colorPalette="purple" onClick={reload}>
              {t('booking.retry')}
            </Button>
          </Stack>
        )}
        {phase.kind === 'ready' && <ReadyCall phase={phase} zone={shownZone} goTo={goTo} cancel={cancel} move={move} />}
      </Stack>
    </Container>
  );
}

type Ready = Extract<ManagePhase, { kind: 'ready' }>;
type Actions = Pick<ReturnType<typeof useManageCall>, 'goTo' | 'cancel' | 'move'>;

function ReadyCall({ phase, zone, goTo, cancel, move }: { phase: Ready; zone: string } & Actions) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { call, slots, step, sending, outcome } = phase;
  const when = (start: number) => t('booking.chosen', { when: callMoment(start, locale, zone), zone: zoneName(zone, locale, start) });
  const cancelled = call.status === 'cancelled';
  const [now] = useState(() => Date.now());
  const over = !cancelled && call.start <= now;
  const message = useRef<HTMLParagraphElement>(null);
  useFocusOnShow(message, !!outcome);

  return (
    <Stack gap="5">
      <Box borderWidth="1px" borderColor={cancelled ? 'border' : 'purple.200'} borderRadius="lg" p={{ base: '4', md: '6' }}>
        <Text color="fg.muted">{t(cancelled ? 'booking.manage.wasCall' : over ? 'booking.manage.pastCall' : 'booking.manage.yourCall')}</Text>
        <Text fontWeight="semibold" fontSize="lg" textDecoration={cancelled ? 'line-through' : undefined}>
          {when(call.start)}
        </Text>
        {!cancelled && !over && <Text mt="1">{t(`booking.place.${call.place}`)}</Text>}
        {cancelled && <Text mt="2">{t('booking.manage.isCancelled')}</Text>}
        {over && <Text mt="2">{t('booking.manage.isOver')}</Text>}
      </Box>

      {outcome && (
        <OutcomeLine ref={message} ok={'done' in outcome}>
          {'done' in outcome
            ? t(`booking.manage.done.${outcome.done}`, { when: when(call.start) })
            : 'error' in outcome
              ? t(`booking.manage.failed.${outcome.error}`)
              : isSlotRefusal(outcome.refused) && step.kind === 'choosing'
                ? t('booking.manage.pickAnother')
                : t(isSlotRefusal(outcome.refused) ? `booking.refusal.${outcome.refused}` : `booking.manage.refusal.${outcome.refused}`, { count: MAX_VISITOR_MOVES })}
        </OutcomeLine>
      )}

      {!cancelled && !over && step.kind === 'view' && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {slots.length > 0 && (
            <Button colorPalette="purple" onClick={() => goTo({ kind: 'choosing' })}>
              {t('booking.manage.reschedule')}
            </Button>
          )}
          <Button variant="outline" colorPalette="red" onClick={() => goTo({ kind: 'confirmCancel' })}>
            {t('booking.manage.cancel')}
          </Button>
        </Stack>
      )}
      {!cancelled && !over && step.kind === 'view' && slots.length === 0 && <Text color="fg.muted">{t('booking.manage.noSlots')}</Text>}

      {step.kind === 'confirmCancel' && (
        <ConfirmQuestion
          question={t('booking.manage.cancelQuestion', { when: when(call.start) })}
          yes={t('booking.manage.cancelYes')}
          no={t('booking.manage.keep')}
          sendingText={t('booking.manage.sending')}
          danger
          sending={sending}
          onYes={cancel}
          onNo={() => goTo({ kind: 'view' })}
        />
      )}
      {step.kind === 'choosing' && (
        <Stack gap="4">
          <SlotList
            slots={slots}
            zone={zone}
            locale={locale}
            notice={outcome && 'refused' in outcome && isSlotRefusal(outcome.refused) ? outcome.refused : undefined}
            focus
            level={2}
            onChoose={(chosen) => goTo({ kind: 'confirmMove', chosen })}
          />
          <Button variant="ghost" alignSelf="flex-start" onClick={() => goTo({ kind: 'view' })}>
            {t('booking.manage.back')}
          </Button>
        </Stack>
      )}
      {step.kind === 'confirmMove' && (
        <ConfirmQuestion
          question={t('booking.manage.moveQuestion', { when: when(step.chosen.start) })}
          yes={t('booking.manage.moveYes')}
          no={t('booking.change')}
          sendingText={t('booking.manage.sending')}
          sending={sending}
          onYes={() => move(step.chosen)}
          onNo={() => goTo({ kind: 'choosing', again: true })}
        />
      )}
    </Stack>
  );
}
