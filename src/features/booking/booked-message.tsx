import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPlace } from '../../domain/booking/availability';
import { zoneName } from '../../domain/booking/booking-email-when';
import type { Locale } from '../../forms/core/definition';
import { callMoment } from '../../domain/booking/lead-call';
import { useFocusOnShow } from '../../components/hooks/use-focus-on-show';

interface BookedMessageProps {
  start: number;
  zone: string;
  locale: Locale;
  email?: string;
  place?: CallPlace['kind'];
  onDone: () => void;
}

/** "Conversa marcada: qui, 4 dez, 15:00 (horário de Brasília)", and that the invitation goes by e-mail. */
export function BookedMessage({ start, zone, locale, email, place, onDone }: BookedMessageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading);
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none" color="green.800">
        {t('booking.booked', { when: callMoment(start, locale, zone), zone: zoneName(zone, locale, start) })}
      </Heading>
      <Text overflowWrap="anywhere">{email ? t('booking.inviteTo', { email }) : t('booking.invite')}</Text>
      {place && <Text>{t(`booking.place.${place}`)}</Text>}
      <Button colorPalette="purple" alignSelf="flex-start" onClick={onDone}>
        {t('booking.done')}
      </Button>
    </Stack>
  );
}
