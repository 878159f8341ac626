import { Badge, Link, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { InboxLead } from '../../../backend/inbox';
import { paths } from '../../../config/paths';
import { todayInBrazil } from '../../../domain/studio-time';
import { ContactButtons, LeadCallChip, PartialBadge } from '../lead';
import { useFormTitles } from '../shared/form-titles';
import { formatDay, StageBadge } from './inbox-stage';
import { formatDateTime } from '../shared/lead-view';
import { activityAge } from './activity-age';
import { ContactRankBadge } from './contact-rank-badge';
import { type RowSelection, SelectAllHeader, SelectRowCell } from '../bulk-actions';
import { useContactRanks } from './use-contact-ranks';

interface InboxTableProps {
  rows: InboxLead[];
  page: number;
  titleOf: (formId: string) => string;
  emailOf: (uid: string) => string;
  /** Set while another view loads: the rows shown are the previous view's. */
  busy: boolean;
  /** The rows ticked for a bulk action (inbox-bulk-bar.tsx): each row gets its box when given. */
  selection?: RowSelection;
}

/**
 * One row per lead. The name is the row's header and its link to the lead page (a screen reader
 * hears it with each cell); the contact cell has the one-tap buttons; the table scrolls sideways on a
 * phone instead of squeezing the columns.
 */
export function InboxTable({ rows, page, titleOf, emailOf, busy, selection }: InboxTableProps) {
  const { t } = useTranslation();
  const today = todayInBrazil();
  // The contact buttons greet a lead in the lead's language, naming the form in it.
  const forLeads = useFormTitles(rows.map((lead) => lead.locale));
  // A returning person's row says which contact this is; loaded after the rows are shown.
  const ranks = useContactRanks(rows);
  // Below `md` only the name and contact columns show: the rest is said under the name. Only the
  // layout in use is drawn (not both, one hidden by CSS): a page of rows is half the work to show.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const followUp = (lead: InboxLead) => (
    <>
      {formatDay(lead.followUp)}
      {lead.due && lead.due < today && (
        <Badge colorPalette="red" ms="2">
          {t('admin.inbox.late')}
        </Badge>
      )}
    </>
  );
  // "Última atividade: há 3 dias" under the received time, once something has happened since.
  const activity = (lead: InboxLead) => {
    const days = activityAge(lead, today);
    if (days === undefined) return null;
    const ago = days === 0 ? t('admin.inbox.activityToday') : days === 1 ? t('admin.inbox.activityYesterday') : t('admin.inbox.activityDaysAgo', { count: days });
    return (
      <Text fontSize="xs" color="fg.muted">
        {t('admin.inbox.lastActivity')}: {ago}
      </Text>
    );
  };
  const assignee = (lead: InboxLead) => (lead.assignee ? emailOf(lead.assignee) : <Text as="span" color="fg.muted">{t('admin.inbox.nobody')}</Text>);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>{t('admin.inbox.caption', { page })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {selection && <SelectAllHeader rows={rows} selection={selection} />}
            <Table.ColumnHeader scope="col">{t('admin.inbox.name')}</Table.ColumnHeader>
            {wide && <Table.ColumnHeader scope="col">{t('admin.inbox.form')}</Table.ColumnHeader>}
            <Table.ColumnHeader scope="col">{t('admin.inbox.contact')}</Table.ColumnHeader>
            {wide &&
              (['receivedAt', 'stage', 'assignee', 'followUp'] as const).map((column) => (
                <Table.ColumnHeader key={column} scope="col">
                  {t(`admin.inbox.${column}`)}
                </Table.ColumnHeader>
              ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((lead) => (
            <Table.Row key={lead.id}>
              {selection && <SelectRowCell lead={lead} name={lead.name || lead.email || t('admin.inbox.unnamed')} selection={selection} />}
              <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="normal" minW="36" maxW={{ base: '40', md: '60' }} verticalAlign="top">
                <Link asChild color="purple.700" fontWeight="medium">
                  <RouterLink to={paths.adminLead(lead.formId, lead.docId)}>{lead.name || lead.email || t('admin.inbox.unnamed')}</RouterLink>
                </Link>
                {lead.company && (
                  <Text fontSize="xs" color="fg.muted">
                    {lead.company}
                  </Text>
                )}
                <ContactRankBadge rank={ranks.get(lead.id)} />
                <PartialBadge lead={lead} />
                {!wide && (
                  <Stack gap="1" mt="1" fontSize="xs" color="fg.muted" align="start">
                    <Text>{titleOf(lead.formId)}</Text>
                    <Text>{formatDateTime(lead.receivedAt)}</Text>
                    {activity(lead)}
                    <StageBadge stage={lead.stage} />
                    <LeadCallChip call={lead.call} />
                    <Text>
                      {t('admin.inbox.assignee')}: {assignee(lead)}
                    </Text>
                    {lead.followUp && (
                      <Text>
                        {t('admin.inbox.followUp')}: {followUp(lead)}
                      </Text>
                    )}
                  </Stack>
                )}
              </Table.Cell>
              {wide && (
                <Table.Cell minW="32" maxW="52" whiteSpace="normal">
                  {titleOf(lead.formId)}
                </Table.Cell>
              )}
              <Table.Cell minW={{ base: '40', md: '44' }} whiteSpace="normal" verticalAlign="top">
                <Stack gap="1" fontSize="sm">
                  {lead.email && <Text wordBreak="break-all">{lead.email}</Text>}
                  {lead.phone && <Text whiteSpace="nowrap">{lead.phone}</Text>}
                  <ContactButtons summary={lead} formTitle={forLeads.titleOf(lead.formId, lead.locale)} size="xs" />
                </Stack>
              </Table.Cell>
              {wide && (
                <>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDateTime(lead.receivedAt)}
                    {activity(lead)}
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="1" align="start">
                      <StageBadge stage={lead.stage} />
                      <LeadCallChip call={lead.call} />
                    </Stack>
                  </Table.Cell>
                  <Table.Cell fontSize="sm" wordBreak="break-all">
                    {assignee(lead)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{followUp(lead)}</Table.Cell>
                </>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
