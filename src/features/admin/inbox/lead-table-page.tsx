import { Container, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { toLocale } from '../../../i18n';
import { ExportCsvButton } from '../csv-export';
import { InboxSection } from './inbox-section';
import { LeadResults } from './lead-results';
import { leadView } from '../shared/lead-view';
import '../staff-strings';
import { useFormDefinition } from '../shared/use-form-definition';
import { MissingRecordPage } from '../shared/missing-record-page';
import { PageHeading } from '../shared/page-heading';

export { leadTableLoader } from './lead-prefetch';

/** `/admin/leads/:formId`, and `/admin/form-sites` with the form given by the route. */
export function LeadTablePage({ formId }: { formId?: string }) {
  const params = useParams();
  return <LeadTable formId={formId ?? params.formId ?? ''} />;
}

/**
 * One form's leads: the inbox's search, filters and pages fixed to this form (spam left out unless
 * chosen), with the form's own columns, and its CSV export.
 */
function LeadTable({ formId }: { formId: string }) {
  const { t, i18n } = useTranslation();
  const def = useFormDefinition(formId);

  if (def === null) return <MissingRecordPage title={t('admin.leads.unknownForm')} back={{ to: paths.adminLeads, label: t('admin.leads.backToIndex') }} />;
  if (!def) return <PageSpinner />;
  const view = leadView(def, toLocale(i18n.language));
  return (
    <Container maxW="6xl" py="10">
      <Stack gap="6">
        <PageHeading title={view.title} text={t('admin.leads.tableText')} back={{ to: paths.adminLeads, label: t('admin.leads.backToIndex') }} />
        <InboxSection
          key={formId}
          fixed={{ form: formId }}
          idPrefix="lead"
          emptyTexts={{ empty: t('admin.leads.empty'), filtered: t('admin.leads.emptySearch') }}
          // Spec 000 §8's words for the forms' table, as the form index says them too.
          loadErrorText={t('admin.company.loadError')}
          // The export follows the search: one term, the whole text typed, matched anywhere.
          actions={({ search }) => <ExportCsvButton view={view} search={search ?? ''} />}
          table={(props) => <LeadResults view={view} {...props} />}
        />
      </Stack>
    </Container>
  );
}
