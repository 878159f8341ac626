import { useTranslation } from 'react-i18next';

/**
 * A bullet list kept as a JSON array in the translation files, so each language may say it in as many
 * lines as it needs. Anything but strings is dropped rather than rendered as "[object Object]".
 */
export function useTextList(key: string): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
