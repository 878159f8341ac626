import { Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { InboxRowsProps } from './inbox-section';
import { StageBadge } from './inbox-stage';
import { DeliveryBadge, PartialBadge } from '../lead';
import { formatDateTime, leadColumns, type LeadView } from '../shared/lead-view';
import { useSubmissions } from './use-lead-page';

/**
 * The table of one form's leads: the summaries' columns named by the form's `lead` questions, the
 * pipeline stage, and the delivery of each summary e-mail read from the submissions themselves.
 */
export function LeadResults({ view, rows, page, busy }: InboxRowsProps & { view: LeadView }) {
  const { t } = useTranslation();
  const columns = leadColumns(view);
  const submissions = useSubmissions(
    view.def.form.collection,
    // A partial lead has no submission yet (its answers are its draft's): its row says "Parcial" instead.
    rows.filter((lead) => !lead.partial).map((lead) => lead.docId),
  );

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" aria-busy={busy} opacity={busy ? 0.6 : 1}>
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>{t('admin.leads.caption', { form: view.title, page })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('admin.leads.receivedAt')}</Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.field} scope="col">
                {c.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader scope="col">{t('admin.inbox.stage')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('admin.leads.deliveryHeader')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((lead) => (
            <Table.Row key={lead.id}>
              <Table.Cell whiteSpace="nowrap">
                <Link asChild color="purple.700" fontWeight="medium">
                  <RouterLink to={paths.adminLead(view.def.id, lead.docId)}>{formatDateTime(lead.receivedAt) || t('admin.leads.open')}</RouterLink>
                </Link>
              </Table.Cell>
              {columns.map((c) => (
                <Table.Cell key={c.field}>{lead[c.role] ?? ''}</Table.Cell>
              ))}
              <Table.Cell>
                <StageBadge stage={lead.stage} />
              </Table.Cell>
              <Table.Cell>
                {lead.partial ? (
                  <PartialBadge lead={lead} />
                ) : submissions ? (
                  <DeliveryBadge delivery={submissions.get(lead.docId)?.data.delivery} />
                ) : (
                  <Text as="span" color="fg.muted">
                    …
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
