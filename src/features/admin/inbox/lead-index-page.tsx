import { Badge, Container, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { readPipelineStats } from '../../../backend/lead-stats-reads';
import { paths } from '../../../config/paths';
import { NEWSLETTER_FORM_ID } from '../../../domain/lead';
import { formEntries } from '../../../forms/browser-registry';
import { useFormTitles } from '../shared/form-titles';
import { PageHeading } from '../shared/page-heading';
import '../staff-strings';

/**
 * Every registered form with how many leads it holds, spam left out (the counter the function keeps:
 * one document read, src/domain/lead-stats.ts), and the newsletter.
 * An archived form (form.json `archived`) is off the site but its leads stay here, marked as such.
 */
export function LeadIndexPage() {
  const { t } = useTranslation();
  const { titleOf } = useFormTitles();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      console.warn('Lead counts not loaded', error);
      if (live) setFailed(true);
    };
    // Counted from the lead summaries, as the table each opens lists them.
    readPipelineStats().then((stats) => {
      if (!live) return;
      setCounts(Object.fromEntries([...formEntries.map((e) => e.id), NEWSLETTER_FORM_ID].map((form) => [form, stats.form?.[form] ?? 0])));
    }, fail);
    return () => {
      live = false;
    };
  }, []);

  const count = (form: string) => (form in counts ? String(counts[form]) : '…');
  const forms = formEntries.map((e) => ({ id: e.id, title: titleOf(e.id), archived: !!e.meta.archived }));
  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <PageHeading title={t('admin.leads.indexTitle')} text={t('admin.leads.indexText')} size="3xl" />
        {failed && (
          <Text role="alert" color="red.600">
            {t('admin.company.loadError')}
          </Text>
        )}
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('admin.leads.formHeader')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {t('admin.leads.countHeader')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {forms.map((form) => (
              <Table.Row key={form.id}>
                <Table.Cell>
                  <Link asChild color="purple.700">
                    <RouterLink to={paths.adminLeadForm(form.id)}>{form.title}</RouterLink>
                  </Link>
                  {form.archived ? (
                    <Badge ms="2" colorPalette="gray" title={t('admin.leads.archivedHint')}>
                      {t('admin.leads.archived')}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{count(form.id)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell>
                {/* Not a form definition: its own table, beside the forms with its count. */}
                <Link asChild color="purple.700">
                  <RouterLink to={paths.adminNewsletter}>{t('admin.leads.newsletter')}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="end">{count(NEWSLETTER_FORM_ID)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Stack>
    </Container>
  );
}
