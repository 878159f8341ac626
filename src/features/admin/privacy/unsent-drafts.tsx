import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExportedDraft } from '../../../domain/draft-export';
import { toLocale } from '../../../i18n';
import { formatMoment } from '../lead';
import { StaffTable } from '../shared/staff-table';

/**
 * The person's "Continuar depois" drafts saved without the consent box (issue 40): staff never see
 * them anywhere else, but they are the person's data, so a privacy request finds, exports and deletes
 * them. Which form, the address the link went to, the last save and until when the link works; not
 * the answers (those go in the export).
 */
export function UnsentDrafts({ drafts, query, titleOf }: { drafts: ExportedDraft[]; query: string; titleOf: (formId: string) => string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const moment = (iso: string | null) => (iso ? formatMoment(new Date(iso), locale) : '');
  return (
    <Stack gap="2">
      <Text>{t('admin.privacy.draftsText', { count: drafts.length })}</Text>
      <StaffTable
        caption={t('admin.privacy.draftsCaption', { query })}
        columns={[t('admin.privacy.form'), t('admin.privacy.email'), t('admin.privacy.savedAt'), t('admin.privacy.expiresAt')]}
        striped
      >
        {drafts.map((draft) => (
          <Table.Row key={draft.id}>
            <Table.Cell>{titleOf(draft.formId)}</Table.Cell>
            <Table.Cell>{draft.email}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{moment(draft.savedAt)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{moment(draft.expiresAt)}</Table.Cell>
          </Table.Row>
        ))}
      </StaffTable>
    </Stack>
  );
}
