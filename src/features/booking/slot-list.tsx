import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRefusal, OpenSlot } from '../../domain/booking/booking';
import { groupByDay, type SlotDay } from '../../domain/booking/day-groups';
import type { Locale } from '../../forms/core/definition';
import { useFocusOnShow } from './use-focus-on-show';

/** Days shown open; later ones are collapsed behind their own button, so a phone's page stays short. */
const OPEN_DAYS = 3;

interface SlotListProps {
  slots: OpenSlot[];
  zone: string;
  locale: Locale;
  /** Why the last pick was refused ('taken': someone else just booked it); these are the fresh slots. */
  notice?: BookingRefusal;
  /** Whether to take the focus on appearing (back from the confirm step, or after a refusal). */
  focus: boolean;
  onChoose: (slot: OpenSlot) => void;
}

/** The next free slots, by day in the visitor's zone, each a button named with its day and time. */
export function SlotList({ slots, zone, locale, notice, focus, onChoose }: SlotListProps) {
  const { t } = useTranslation();
  const grouped = useMemo(() => groupByDay(slots, zone, locale), [slots, zone, locale]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, focus);
  const toggle = (key: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Stack gap="4">
      {notice && (
        <Text role="alert" fontWeight="medium" color="orange.800">
          {t(`booking.refusal.${notice}`)}
        </Text>
      )}
      <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
        {t('booking.slotsHeading', { zone: grouped.zoneName })}
      </Heading>
      {grouped.days.length === 0 && <Text>{t('booking.noSlots')}</Text>}
      {grouped.days.map((day, index) =>
        index < OPEN_DAYS ? (
          <Box key={day.key}>
            <Heading as="h4" size="sm" mb="2">
              {day.label}
            </Heading>
            <DaySlots day={day} onChoose={onChoose} />
          </Box>
        ) : (
          <Box key={day.key}>
            <Heading as="h4" size="sm" mb="2">
              <Button
                variant="ghost"
                size="sm"
                px="1"
                aria-expanded={opened.has(day.key)}
                aria-controls={`booking-day-${day.key}`}
                onClick={() => toggle(day.key)}
              >
                <span aria-hidden="true">{opened.has(day.key) ? '▾' : '▸'}</span>
                {day.label}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  ({t('booking.slotCount', { count: day.slots.length })})
                </Text>
              </Button>
            </Heading>
            <Box id={`booking-day-${day.key}`} hidden={!opened.has(day.key)}>
              {opened.has(day.key) && <DaySlots day={day} onChoose={onChoose} />}
            </Box>
          </Box>
        ),
      )}
    </Stack>
  );
}

/** One day's times: buttons that wrap on a narrow phone, each read with its day ("quinta-feira, 4 de dezembro, 15:00"). */
function DaySlots({ day, onChoose }: { day: SlotDay<OpenSlot>; onChoose: (slot: OpenSlot) => void }) {
  return (
    <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {day.slots.map((slot) => (
        <li key={slot.start}>
          <Button
            variant="outline"
            colorPalette="purple"
            size="md"
            minW="20"
            aria-label={`${day.label}, ${slot.time}`}
            // The instant itself, for the end-to-end test that checks the next visitor no longer sees it.
            data-start={slot.start}
            onClick={() => onChoose({ start: slot.start, end: slot.end })}
          >
            {slot.time}
          </Button>
        </li>
      ))}
    </Flex>
  );
}
