import { chakra, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_LIMITS, CALL_PLACE_KINDS } from '../../../domain/booking/availability';
import { fieldId, type PlaceKind } from './availability-draft';
import { FieldError, Fieldset, Legend, PathField } from './field-parts';

const Choice = chakra('label', { base: { display: 'flex', gap: '2', alignItems: 'start', py: '1', cursor: 'pointer' } });

interface CallPlaceFieldProps {
  kind: PlaceKind;
  link: string;
  onKind: (kind: PlaceKind) => void;
  onLink: (link: string) => void;
  errorOf: (path: string) => string | undefined;
}

/** Where the call happens: native radios in a fieldset, and the video link when a video call is chosen. */
export function CallPlaceField({ kind, link, onKind, onLink, errorOf }: CallPlaceFieldProps) {
  const { t } = useTranslation();
  const id = fieldId('place.kind');
  return (
    <Stack gap="3">
      <Fieldset aria-describedby={errorOf('place.kind') ? `${id}-error` : undefined}>
        <Legend>{t('admin.availability.placeLegend')}</Legend>
        <Stack gap="1" clear="both">
          {CALL_PLACE_KINDS.map((option) => (
            <Choice key={option} htmlFor={`${id}-${option}`}>
              <input id={`${id}-${option}`} type="radio" name={id} value={option} checked={kind === option} onChange={() => onKind(option)} />
              {t(`admin.availability.place.${option}`)}
            </Choice>
          ))}
        </Stack>
        <FieldError path="place.kind" text={errorOf('place.kind')} />
      </Fieldset>
      {kind === 'video' && (
        <PathField
          path="place.link"
          type="url"
          inputMode="url"
          autoComplete="url"
          label={t('admin.availability.link')}
          hint={t('admin.availability.linkHint')}
          placeholder="https://meet.google.com/…"
          value={link}
          maxLength={AVAILABILITY_LIMITS.linkLength}
          onChange={(e) => onLink(e.target.value)}
          error={errorOf('place.link')}
        />
      )}
    </Stack>
  );
}
