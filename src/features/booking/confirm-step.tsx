import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenSlot } from '../../domain/booking/booking';
import { zoneName } from '../../domain/booking/booking-email-when';
import type { Locale } from '../../forms/core/definition';
import { callMoment } from '../../domain/booking/lead-call';
import { useFocusOnShow } from '../../components/hooks/use-focus-on-show';
import type { Visitor } from './visitor-of';

interface ConfirmStepProps {
  chosen: OpenSlot;
  zone: string;
  locale: Locale;
  visitor: Visitor;
  sending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The chosen time and who books it, as the briefing gave them (nothing is typed twice). */
export function ConfirmStep({ chosen, zone, locale, visitor, sending, onConfirm, onBack }: ConfirmStepProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading);
  return (
    <Stack gap="4">
      <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
        {t('booking.confirmHeading')}
      </Heading>
      <Text fontWeight="semibold" fontSize="lg">
        {t('booking.chosen', { when: callMoment(chosen.start, locale, zone), zone: zoneName(zone, locale, chosen.start) })}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" overflowWrap="anywhere">
        {visitor.name && (
          <>
            <Text as="dt" color="fg.muted">
              {t('booking.name')}
            </Text>
            <Text as="dd">{visitor.name}</Text>
          </>
        )}
        {visitor.email && (
          <>
            <Text as="dt" color="fg.muted">
              {t('booking.email')}
            </Text>
            <Text as="dd">{visitor.email}</Text>
          </>
        )}
      </Box>
      <Text color="fg.muted" fontSize="sm">
        {t('booking.fromBriefing')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="purple" onClick={onConfirm} loading={sending} loadingText={t('booking.confirming')}>
          {t('booking.confirm')}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={sending}>
          {t('booking.change')}
        </Button>
      </Stack>
    </Stack>
  );
}
