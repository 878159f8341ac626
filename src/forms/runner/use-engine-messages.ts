import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineMessages } from '../core/engine-messages';

/** Kept as placeholders: withLimit fills them per field and per text, with the counts in the visitor's number format. */
const PLACEHOLDERS = { limit: '{{limit}}', length: '{{length}}', min: '{{min}}', max: '{{max}}', interpolation: { skipOnVariables: true } };
/** The rules' messages (normalize.ts), each read with its placeholders kept. */
const RULES = ['between', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'integer', 'number', 'minLength', 'pattern', 'email', 'uri', 'date', 'choice', 'uniqueItems'] as const;

/** The engine's own messages in the visitor's language (`{{limit}}` and `{{length}}` are filled where the counts are known). */
export function useEngineMessages(): EngineMessages {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      maxLength: t('engine.maxLength', PLACEHOLDERS),
      maxLengthTyped: t('engine.maxLengthTyped', PLACEHOLDERS),
      maxItems: t('engine.maxItems', PLACEHOLDERS),
      minItems: t('engine.minItems', PLACEHOLDERS),
      submissionTooLong: t('engine.submissionTooLong', PLACEHOLDERS),
      required: t('engine.required'),
      ...(Object.fromEntries(RULES.map((rule) => [rule, t(`engine.${rule}`, PLACEHOLDERS)])) as Record<(typeof RULES)[number], string>),
      invalid: t('engine.invalid'),
      numberLocale: t('engine.numberLocale'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
    [t, i18n.language],
  );
}
