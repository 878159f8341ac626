import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DaySlotList } from '../../components/booking/day-slot-list';
import type { BookingRefusal, OpenSlot } from '../../domain/booking/booking';
import type { Locale } from '../../forms/core/definition';

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
  /** The heading's level: 2 on a page of its own (the manage page), 3 inside the offer. */
  level?: 2 | 3;
  onChoose: (slot: OpenSlot) => void;
}

/** The next free slots, by day in the visitor's zone, each a button named with its day and time. */
export function SlotList({ slots, zone, locale, notice, focus, level, onChoose }: SlotListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      {notice && (
        <Text role="alert" fontWeight="medium" color="orange.800">
          {t(`booking.refusal.${notice}`)}
        </Text>
      )}
      <DaySlotList
        slots={slots}
        zone={zone}
        locale={locale}
        heading={(zoneName) => t('booking.slotsHeading', { zone: zoneName })}
        empty={t('booking.noSlots')}
        focus={focus}
        openDays={OPEN_DAYS}
        level={level}
        slotCount={(count) => t('booking.slotCount', { count })}
        onChoose={onChoose}
      />
    </Stack>
  );
}
