import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineMessages } from '../core/engine-messages';

/** The engine's own messages in the visitor's language (`{{limit}}` is filled per field). */
export function useEngineMessages(): EngineMessages {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      maxLength: t('engine.maxLength', { limit: '{{limit}}', interpolation: { skipOnVariables: true } }),
      maxItems: t('engine.maxItems', { limit: '{{limit}}', interpolation: { skipOnVariables: true } }),
      submissionTooLong: t('engine.submissionTooLong', { limit: '{{limit}}', interpolation: { skipOnVariables: true } }),
      required: t('engine.required'),
      invalid: t('engine.invalid'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
    [t, i18n.language],
  );
}
