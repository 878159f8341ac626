import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PrivacyLogEntry, watchPrivacyLog } from '../../../backend/privacy-requests';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { toLocale } from '../../../i18n';
import { formatMoment } from '../lead';
import { atEnd, StaffTable } from '../shared/staff-table';

/** The deletions made so far, newest first, live: when, who, how many leads and submissions of which forms; nothing of the person. */
export function PrivacyLog({ titleOf }: { titleOf: (formId: string) => string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [entries, setEntries] = useState<PrivacyLogEntry[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(
    () =>
      watchPrivacyLog(setEntries, (error) => {
        console.warn('Privacy log not loaded', error);
        setFailure(error.message);
      }),
    [],
  );

  let body;
  if (failure) body = <FailureNotice message={t('admin.privacy.errors.log')} detail={failure} detailsLabel={t('admin.privacy.details')} />;
  else if (!entries) body = <PageSpinner />;
  else if (entries.length === 0) body = <Text color="fg.muted">{t('admin.privacy.logEmpty')}</Text>;
  else {
    body = (
      <StaffTable
        caption={t('admin.privacy.logCaption')}
        columns={[t('admin.privacy.logWhen'), t('admin.privacy.logWho'), atEnd(t('admin.privacy.logCount')), atEnd(t('admin.privacy.logSubmissions')), t('admin.privacy.logForms')]}
      >
        {entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">{formatMoment(entry.at, locale)}</Table.Cell>
            <Table.Cell>{entry.byEmail ?? entry.by}</Table.Cell>
            <Table.Cell textAlign="end">{entry.leads}</Table.Cell>
            {/* A line written before submissions were counted apart: unknown, not zero. */}
            <Table.Cell textAlign="end">{entry.submissions ?? '—'}</Table.Cell>
            <Table.Cell>{entry.forms.map((formId) => titleOf(formId)).join(', ')}</Table.Cell>
          </Table.Row>
        ))}
      </StaffTable>
    );
  }
  return (
    <Box as="section" aria-labelledby="privacy-log-heading">
      <Heading as="h2" size="lg" id="privacy-log-heading" mb="1">
        {t('admin.privacy.logTitle')}
      </Heading>
      <Text color="fg.muted" mb="3">
        {t('admin.privacy.logText')}
      </Text>
      {body}
    </Box>
  );
}
