import { Container, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { countDocuments } from '../../backend/leads';
import { paths } from '../../config/paths';
import { type FormDefinition } from '../../forms/core/registry';
import { formEntries, loadForm } from '../../forms/registry.browser';
import { toLocale } from '../../i18n';
import { leadView } from './lead-view';
import { NEWSLETTER_COLLECTION as NEWSLETTER } from './newsletter-collection';
import './strings';


/** Every registered form with how many submissions it holds (counted by the server), and the newsletter. */
export function LeadIndexPage() {
  const { t, i18n } = useTranslation();
  const [defs, setDefs] = useState<FormDefinition[]>();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      console.warn('Lead counts not loaded', error);
      if (live) setFailed(true);
    };
    Promise.all(formEntries.map((e) => loadForm(e.id))).then((loaded) => live && setDefs(loaded), fail);
    const collections = [...formEntries.map((e) => e.meta.collection), NEWSLETTER];
    for (const name of collections) {
      countDocuments(name).then((count) => live && setCounts((c) => ({ ...c, [name]: count })), fail);
    }
    return () => {
      live = false;
    };
  }, []);

  const locale = toLocale(i18n.language);
  const count = (name: string) => (name in counts ? String(counts[name]) : '…');
  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {t('admin.leads.indexTitle')}
          </Heading>
          <Text color="fg.muted">{t('admin.leads.indexText')}</Text>
        </Stack>
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
            {(defs ?? []).map((def) => (
              <Table.Row key={def.id}>
                <Table.Cell>
                  <Link asChild color="purple.700">
                    <RouterLink to={paths.adminLeadForm(def.id)}>{leadView(def, locale).title}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell textAlign="end">{count(def.form.collection)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell>
                {/* Not a form definition: its own table, beside the forms with its count. */}
                <Link asChild color="purple.700">
                  <RouterLink to={paths.adminNewsletter}>{t('admin.leads.newsletter')}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="end">{count(NEWSLETTER)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Stack>
    </Container>
  );
}
