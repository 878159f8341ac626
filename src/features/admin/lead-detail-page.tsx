import { Box, Card, Container, DataList, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { type LeadDoc, watchLead } from '../../backend/leads';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import type { FormDefinition } from '../../forms/core/registry';
import { toLocale } from '../../i18n';
import { DeliveryBadge, StatusBadge } from './lead-badges';
import { answerGroups, formatDateTime, leadView, storedAnswers } from './lead-view';
import { ResendButton } from './resend-button';
import './strings';
import { useFormDefinition } from './use-form-definition';

interface Delivery {
  state?: string;
  attempts?: number;
  lastError?: string;
}

/** `/admin/leads/:formId/:docId`: one submission, every answer under its question, kept current. */
export function LeadDetailPage() {
  const { formId = '', docId = '' } = useParams();
  const { t } = useTranslation();
  const def = useFormDefinition(formId);
  const [lead, setLead] = useState<LeadDoc | null | undefined>();

  useEffect(() => {
    if (!def) return;
    return watchLead(def.form.collection, docId, (found) => setLead(found ?? null), (error) => {
      console.warn('Lead not loaded', error);
      setLead(null);
    });
  }, [def, docId]);

  if (def === null || lead === null) {
    return (
      <Container maxW="xl" py="16">
        <Heading as="h1" size="xl" mb="4">
          {t('admin.lead.notFound')}
        </Heading>
        <Link asChild color="purple.700">
          <RouterLink to={paths.adminLeads}>{t('admin.leads.backToIndex')}</RouterLink>
        </Link>
      </Container>
    );
  }
  if (!def || !lead) return <PageSpinner />;
  return <LeadDetail def={def} lead={lead} />;
}

function LeadDetail({ def, lead }: { def: FormDefinition; lead: LeadDoc }) {
  const { t, i18n } = useTranslation();
  const view = leadView(def, toLocale(i18n.language));
  const yesNo = { yes: t('admin.leads.yes'), no: t('admin.leads.no') };
  const groups = answerGroups(view, lead.data, yesNo, t('admin.lead.otherAnswers'));
  const answers = storedAnswers(view, lead.data);
  const nameField = def.form.lead.name;
  const name = nameField && typeof answers[nameField] === 'string' ? (answers[nameField] as string) : '';
  const delivery = (lead.data.delivery ?? {}) as Delivery;
  const errors = ((lead.data.validation as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? []).filter(Boolean);

  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <Link asChild color="purple.700" alignSelf="start">
          <RouterLink to={paths.adminLeadForm(def.id)}>{t('admin.lead.backToTable', { form: view.title })}</RouterLink>
        </Link>
        <Stack gap="1">
          <Text color="fg.muted">{view.title}</Text>
          <Heading as="h1" size="2xl">
            {name || t('admin.lead.untitled')}
          </Heading>
        </Stack>
        <Card.Root>
          <Card.Body gap="4">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{t('admin.leads.receivedAt')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(lead.createdAt)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('admin.leads.statusHeader')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <StatusBadge status={lead.data.status} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('admin.leads.deliveryHeader')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Box role="status">
                    <DeliveryBadge delivery={delivery} />
                  </Box>
                </DataList.ItemValue>
              </DataList.Item>
              {delivery.state === 'failed' && delivery.lastError && (
                <DataList.Item>
                  <DataList.ItemLabel>{t('admin.lead.lastError')}</DataList.ItemLabel>
                  <DataList.ItemValue>{delivery.lastError}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
            {delivery.state === 'failed' && <ResendButton formId={def.id} docId={lead.id} />}
          </Card.Body>
        </Card.Root>
        {errors.length > 0 && (
          <Box as="section" aria-labelledby="lead-errors" borderWidth="1px" borderColor="red.300" rounded="md" p="4">
            <Heading as="h2" size="md" id="lead-errors" color="red.700" mb="2">
              {t('admin.lead.validationErrors')}
            </Heading>
            <List.Root ps="5">
              {errors.map((e, i) => (
                <List.Item key={`${e.field}-${i}`}>
                  <Text as="span" fontWeight="semibold">
                    {view.fields[e.field]?.title ?? e.field}
                  </Text>
                  : {e.message}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {groups.map((group) => (
          <Box as="section" key={group.id} aria-labelledby={`group-${group.id}`}>
            <Heading as="h2" size="lg" id={`group-${group.id}`} mb="3">
              {group.title}
            </Heading>
            <DataList.Root>
              {group.rows.map((row) => (
                <DataList.Item key={row.name}>
                  <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                  <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                    {row.values.join('\n')}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
