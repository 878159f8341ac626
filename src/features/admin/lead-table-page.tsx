import { Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { normalizeSearch } from '../../forms/core/search-terms';
import { toLocale } from '../../i18n';
import { ExportCsvButton } from './export-csv-button';
import { LeadResults } from './lead-results';
import { LeadSearchForm } from './lead-search-form';
import { leadView } from './lead-view';
import './strings';
import { useFormDefinition } from './use-form-definition';

export { leadTableLoader } from './lead-prefetch';

/** `/admin/leads/:formId`, and `/admin/form-sites` with the form given by the route. */
export function LeadTablePage({ formId }: { formId?: string }) {
  const params = useParams();
  return <LeadTable formId={formId ?? params.formId ?? ''} />;
}

function LeadTable({ formId }: { formId: string }) {
  const { t, i18n } = useTranslation();
  const def = useFormDefinition(formId);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const words = normalizeSearch(q);

  if (def === null) return <UnknownForm />;
  if (!def) return <PageSpinner />;
  const view = leadView(def, toLocale(i18n.language));
  return (
    <Container maxW="6xl" py="10">
      <Stack gap="6">
        <Stack gap="2">
          <Link asChild color="purple.700" alignSelf="start">
            <RouterLink to={paths.adminLeads}>{t('admin.leads.backToIndex')}</RouterLink>
          </Link>
          <Heading as="h1" size="2xl">
            {view.title}
          </Heading>
          <Text color="fg.muted">{t('admin.leads.tableText')}</Text>
        </Stack>
        <HStack align="end" justify="space-between" wrap="wrap" gap="4">
          <Stack flex="1">
            <LeadSearchForm key={q} value={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
          </Stack>
          <ExportCsvButton view={view} words={words} />
        </HStack>
        {q && words.length === 0 ? (
          <Text role="status">{t('admin.leads.emptySearch')}</Text>
        ) : (
          <LeadResults key={`${formId}|${words.join(' ')}`} view={view} words={words} searching={!!q} />
        )}
      </Stack>
    </Container>
  );
}

function UnknownForm() {
  const { t } = useTranslation();
  return (
    <Container maxW="xl" py="16">
      <Heading as="h1" size="xl" mb="4">
        {t('admin.leads.unknownForm')}
      </Heading>
      <Link asChild color="purple.700">
        <RouterLink to={paths.adminLeads}>{t('admin.leads.backToIndex')}</RouterLink>
      </Link>
    </Container>
  );
}
