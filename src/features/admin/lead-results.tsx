import { Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { DeliveryBadge, StatusBadge } from './lead-badges';
import { formatDateTime, leadColumns, type LeadView, storedAnswers } from './lead-view';
import { TablePager } from './table-pager';
import { useLeadPage } from './use-lead-page';

interface LeadResultsProps {
  view: LeadView;
  words: string[];
  searching: boolean;
}

/** The table of one form's leads: columns from its `lead` fields, newest first, live, paged. */
export function LeadResults({ view, words, searching }: LeadResultsProps) {
  const { t } = useTranslation();
  const { leads, error, pageNumber, next, previous } = useLeadPage(view.def.form.collection, words);
  const columns = leadColumns(view);

  if (error) return <Text role="alert" color="red.600">{t('admin.company.loadError')}</Text>;
  if (!leads) return <PageSpinner />;
  if (leads.length === 0 && pageNumber === 1) {
    return <Text role="status">{searching ? t('admin.leads.emptySearch') : t('admin.leads.empty')}</Text>;
  }
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped>
          <Table.Caption srOnly>{t('admin.leads.caption', { form: view.title, page: pageNumber })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('admin.leads.receivedAt')}</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.field} scope="col">
                  {c.label}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col">{t('admin.leads.statusHeader')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('admin.leads.deliveryHeader')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {leads.map((lead) => {
              const answers = storedAnswers(view, lead.data);
              const cell = (field: string) => (answers[field] === undefined ? '' : String(answers[field]));
              return (
                <Table.Row key={lead.id}>
                  <Table.Cell whiteSpace="nowrap">
                    <Link asChild color="purple.700" fontWeight="medium">
                      <RouterLink to={paths.adminLead(view.def.id, lead.id)}>{formatDateTime(lead.createdAt) || t('admin.leads.open')}</RouterLink>
                    </Link>
                  </Table.Cell>
                  {columns.map((c) => (
                    <Table.Cell key={c.field}>{cell(c.field)}</Table.Cell>
                  ))}
                  <Table.Cell>
                    <StatusBadge status={lead.data.status} />
                  </Table.Cell>
                  <Table.Cell>
                    <DeliveryBadge delivery={lead.data.delivery} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {leads.length === 0 && <Text role="status">{t('admin.leads.emptySearch')}</Text>}
      <TablePager pageNumber={pageNumber} previous={previous} next={next} />
    </>
  );
}
