import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import type { OpenSlot } from '../../domain/booking/booking';
import { groupByDay, type SlotDay } from '../../domain/booking/day-groups';
import type { Locale } from '../../forms/core/definition';
import { useFocusOnShow } from '../hooks/use-focus-on-show';

interface DaySlotListProps {
  slots: OpenSlot[];
  /** The zone the days and times are shown in (the studio's when unknown); the heading names it. */
  zone: string;
  locale: Locale;
  /** The list's heading, given the zone's name: "Próximos horários livres (horário de Brasília)". */
  heading: (zoneName: string) => string;
  /** Said instead of the days when there is no free time. */
  empty: string;
  /** Whether the heading takes the focus on appearing. */
  focus: boolean;
  /** Small buttons and plain day names: inside a staff panel. Otherwise each day is a heading and the buttons are a thumb's size. */
  compact?: boolean;
  /** Days shown open; later ones are collapsed behind their own button, so a phone's page stays short. All open when unset. */
  openDays?: number;
  /** A collapsed day's count beside its name: "3 horários". */
  slotCount?: (count: number) => string;
  /** The list heading's level, under the page's own headings (the days' are one below it); 3 by default. */
  level?: 2 | 3;
  onChoose: (slot: OpenSlot) => void;
}

/**
 * Free times by day in `zone`, each a button named with its day and time ("quinta-feira, 4 de
 * dezembro, 15:00") and carrying its instant in `data-start`. Shared by the visitor's booking and
 * manage pages and the staff's lead page, which give it their own words.
 */
export function DaySlotList({ slots, zone, locale, heading, empty, focus, compact, openDays = Infinity, slotCount, level = 3, onChoose }: DaySlotListProps) {
  const dayLevel = level === 2 ? 'h3' : 'h4';
  const grouped = useMemo(() => groupByDay(slots, zone, locale), [slots, zone, locale]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(headingRef, focus);
  const toggle = (key: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Stack gap={compact ? '3' : '4'}>
      <Heading as={`h${level}`} size={compact ? 'sm' : 'md'} ref={headingRef} tabIndex={-1} outline="none">
        {heading(grouped.zoneName)}
      </Heading>
      {grouped.days.length === 0 && <Text>{empty}</Text>}
      {grouped.days.map((day, index) =>
        index < openDays ? (
          <Box key={day.key}>
            {compact ? (
              <Text fontWeight="medium" mb="1">
                {day.label}
              </Text>
            ) : (
              <Heading as={dayLevel} size="sm" mb="2">
                {day.label}
              </Heading>
            )}
            <DaySlots day={day} compact={compact} onChoose={onChoose} />
          </Box>
        ) : (
          <Box key={day.key}>
            <Heading as={dayLevel} size="sm" mb="2">
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
                {slotCount && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({slotCount(day.slots.length)})
                  </Text>
                )}
              </Button>
            </Heading>
            <Box id={`booking-day-${day.key}`} hidden={!opened.has(day.key)}>
              {opened.has(day.key) && <DaySlots day={day} compact={compact} onChoose={onChoose} />}
            </Box>
          </Box>
        ),
      )}
    </Stack>
  );
}

/** One day's times: buttons that wrap on a narrow phone, each read with its day. */
function DaySlots({ day, compact, onChoose }: { day: SlotDay<OpenSlot>; compact?: boolean; onChoose: (slot: OpenSlot) => void }) {
  return (
    <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {day.slots.map((slot) => (
        <li key={slot.start}>
          <Button
            variant="outline"
            colorPalette="purple"
            size={compact ? 'sm' : 'md'}
            minW={compact ? undefined : '20'}
            aria-label={`${day.label}, ${slot.time}`}
            // The instant itself, for the tests that check a time is (or is no longer) offered.
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
