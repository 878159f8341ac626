import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n';

/**
 * "2º contato" on the row of a returning person (their second lead or later, any form); nothing for a
 * first contact, or while the marks load. The ordinal's form comes from the language's own rules
 * (English 2nd, 3rd, 11th; Portuguese and Spanish one form), its words from the locale files.
 */
export function ContactRankBadge({ rank }: { rank: number | undefined }) {
  const { t, i18n } = useTranslation();
  if (!rank || rank < 2) return null;
  const form = new Intl.PluralRules(toLocale(i18n.language), { type: 'ordinal' }).select(rank);
  return (
    // On a line of its own, under the name (and company).
    <Box mt="1">
      <Badge colorPalette="teal" variant="subtle" size="sm" title={t('admin.inbox.contactRankHint')}>
        {t(`admin.inbox.contactRank.${form}`, { n: rank, defaultValue: t('admin.inbox.contactRank.other', { n: rank }) })}
      </Badge>
    </Box>
  );
}
