import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_LIMITS } from '../../../domain/booking/availability';
import { copyMondayToWeekdays, type DraftRange, fieldId, nextRange } from './availability-draft';
import { FieldError, Fieldset, Legend, PathField } from './field-parts';
import { AddRowButton, RemovableRow } from './row-actions';

/** Monday first, as a Brazilian week is read; indexes are Date's (0 = Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface WeeklyHoursProps {
  weekly: DraftRange[][];
  onChange: (update: (weekly: DraftRange[][]) => DraftRange[][]) => void;
  errorOf: (path: string) => string | undefined;
}

/**
 * The weekly hours: one fieldset per weekday (its name is the legend), each range a group of a start and
 * an end, with buttons to add and remove ranges and to copy Monday to the other weekdays.
 */
export function WeeklyHours({ weekly, onChange, errorOf }: WeeklyHoursProps) {
  const { t } = useTranslation();
  const dayName = (day: number) => t(`admin.availability.weekday.${day}`);

  const setDay = (day: number, ranges: DraftRange[]) => onChange((all) => all.map((r, d) => (d === day ? ranges : r)));
  const setRange = (day: number, index: number, change: Partial<DraftRange>) =>
    onChange((all) => all.map((ranges, d) => (d === day ? ranges.map((r, i) => (i === index ? { ...r, ...change } : r)) : ranges)));

  return (
    <Stack gap="4">
      <Box>
        <Button variant="outline" size="sm" onClick={() => onChange(copyMondayToWeekdays)}>
          {t('admin.availability.copyMonday')}
        </Button>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('admin.availability.copyMondayHint')}
        </Text>
      </Box>
      {WEEK_ORDER.map((day) => {
        const ranges = weekly[day] ?? [];
        const full = ranges.length >= AVAILABILITY_LIMITS.rangesPerDay;
        const addId = fieldId(`weekly.${day}.add`);
        return (
          <Box key={day} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
            <Fieldset aria-describedby={errorOf(`weekly.${day}`) ? `${fieldId(`weekly.${day}`)}-error` : undefined}>
              <Legend>{dayName(day)}</Legend>
              <Stack gap="3" clear="both">
                {ranges.length === 0 && <Text color="fg.muted">{t('admin.availability.noHours')}</Text>}
                {ranges.map((range, index) => {
                  const at = `weekly.${day}.${index}`;
                  const name = t('admin.availability.rangeName', { n: index + 1 });
                  return (
                    <RemovableRow
                      key={range.key}
                      name={name}
                      removeLabel={t('admin.availability.removeRangeOf', { range: name, day: dayName(day) })}
                      onRemove={() => setDay(day, ranges.filter((_, i) => i !== index))}
                      addId={addId}
                    >
                      <SimpleGrid columns={2} gap="2" flex="1" minW="200px">
                        <PathField
                          path={`${at}.start`}
                          type="time"
                          label={t('admin.availability.start')}
                          value={range.start}
                          onChange={(e) => setRange(day, index, { start: e.target.value })}
                          // A problem of the whole range (an overlap) is said at its start, the field that moves it.
                          error={errorOf(`${at}.start`) ?? errorOf(at)}
                        />
                        <PathField
                          path={`${at}.end`}
                          type="time"
                          label={t('admin.availability.end')}
                          value={range.end}
                          onChange={(e) => setRange(day, index, { end: e.target.value })}
                          error={errorOf(`${at}.end`)}
                        />
                      </SimpleGrid>
                    </RemovableRow>
                  );
                })}
                <FieldError path={`weekly.${day}`} text={errorOf(`weekly.${day}`)} />
                <AddRowButton
                  id={addId}
                  full={full}
                  fullText={t('admin.availability.rangesFull', { count: AVAILABILITY_LIMITS.rangesPerDay })}
                  text={t('admin.availability.addRange')}
                  ariaLabel={t('admin.availability.addRangeTo', { day: dayName(day) })}
                  onAdd={() => setDay(day, [...ranges, nextRange(ranges)])}
                  focusId={fieldId(`weekly.${day}.${ranges.length}.start`)}
                />
              </Stack>
            </Fieldset>
          </Box>
        );
      })}
    </Stack>
  );
}
