import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_LIMITS } from '../../../domain/booking/availability';
import { type DraftDaysOff, fieldId, nextKey } from './availability-draft';
import { FieldError, PathField } from './field-parts';
import { AddRowButton, RemovableRow } from './row-actions';

interface DaysOffListProps {
  daysOff: DraftDaysOff[];
  onChange: (update: (daysOff: DraftDaysOff[]) => DraftDaysOff[]) => void;
  errorOf: (path: string) => string | undefined;
}

/** Holidays and vacations: stretches of days (both ends included) with an optional label for the team. */
export function DaysOffList({ daysOff, onChange, errorOf }: DaysOffListProps) {
  const { t } = useTranslation();
  const full = daysOff.length >= AVAILABILITY_LIMITS.daysOff;
  const addId = fieldId('daysOff.add');
  const set = (index: number, change: Partial<DraftDaysOff>) => onChange((all) => all.map((off, i) => (i === index ? { ...off, ...change } : off)));
  return (
    <Stack gap="3">
      {daysOff.length === 0 && <Text color="fg.muted">{t('admin.availability.noDaysOff')}</Text>}
      {daysOff.map((off, index) => {
        const at = `daysOff.${index}`;
        const name = t('admin.availability.daysOffName', { n: index + 1 });
        return (
          <RemovableRow
            key={off.key}
            name={name}
            removeLabel={t('admin.availability.removeDaysOff', { name })}
            onRemove={() => onChange((all) => all.filter((_, i) => i !== index))}
            addId={addId}
            borderWidth="1px"
            rounded="md"
            p="3"
          >
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" flex="1" minW="200px">
              <PathField
                path={`${at}.from`}
                type="date"
                label={t('admin.availability.from')}
                value={off.from}
                // A single day is the common case: its end follows its start until it is set apart.
                onChange={(e) => set(index, off.to && off.to !== off.from ? { from: e.target.value } : { from: e.target.value, to: e.target.value })}
                error={errorOf(`${at}.from`) ?? errorOf(at)}
              />
              <PathField
                path={`${at}.to`}
                type="date"
                label={t('admin.availability.to')}
                value={off.to}
                min={off.from || undefined}
                onChange={(e) => set(index, { to: e.target.value })}
                error={errorOf(`${at}.to`)}
              />
              <PathField
                path={`${at}.label`}
                label={t('admin.availability.label')}
                value={off.label}
                maxLength={AVAILABILITY_LIMITS.labelLength}
                placeholder={t('admin.availability.labelExample')}
                onChange={(e) => set(index, { label: e.target.value })}
                error={errorOf(`${at}.label`)}
              />
            </SimpleGrid>
          </RemovableRow>
        );
      })}
      <FieldError path="daysOff" text={errorOf('daysOff')} />
      <AddRowButton
        id={addId}
        full={full}
        fullText={t('admin.availability.daysOffFull', { count: AVAILABILITY_LIMITS.daysOff })}
        text={t('admin.availability.addDaysOff')}
        onAdd={() => onChange((all) => [...all, { key: nextKey(), from: '', to: '', label: '' }])}
        focusId={fieldId(`daysOff.${daysOff.length}.from`)}
      />
    </Stack>
  );
}
