import { Table, useBreakpointValue } from '@chakra-ui/react';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { InboxLead } from '../../../backend/inbox';
import { paths } from '../../../config/paths';
import { todayInBrazil } from '../../../domain/studio-time';
import { ContactButtons, LeadCallChip, PartialBadge } from '../lead';
import { useFormTitles } from '../shared/form-titles';
import { formatDay, STAGE_COLORS } from './inbox-stage';
import { ROW, useInboxRowStyles } from './inbox-row-styles';
import { formatDateTime } from '../shared/lead-view';
import { activityAge } from './activity-age';
import { ContactRankBadge } from './contact-rank-badge';
import { type RowSelection, SelectAllHeader, SelectRowCell } from '../bulk-actions';
import { useContactRanks } from './use-contact-ranks';

/** The classes a row's contact links and checkbox take (styled by the table's root). */
const CONTACT_CLASSES = { wrap: ROW.wrap, link: ROW.contact };
const CHECK_CLASSES = { cell: ROW.checkCell, box: ROW.check };

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
  const rowStyles = useInboxRowStyles();
  // The rows' one callback stays the same while the view (and so the selection) changes: a row
  // whose lead did not change is not drawn again when the table dims for the next view.
  const current = useRef(selection);
  useLayoutEffect(() => {
    current.current = selection;
  }, [selection]);
  const onCheck = useCallback((id: string, on: boolean) => current.current?.set(id, on), []);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
      <Table.Root size="sm" striped css={rowStyles}>
        <Table.Caption srOnly>{t('admin.inbox.caption', { page })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {selection && <SelectAllHeader rows={rows} selection={selection} className={ROW.check} />}
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
            <InboxRow
              key={lead.id}
              lead={lead}
              rank={ranks.get(lead.id)}
              wide={wide}
              today={today}
              formTitle={titleOf(lead.formId)}
              greetingTitle={forLeads.titleOf(lead.formId, lead.locale)}
              emailOf={emailOf}
              checked={selection ? selection.ids.has(lead.id) : undefined}
              onCheck={onCheck}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface InboxRowProps {
  lead: InboxLead;
  /** Which contact of their person this lead is, once known. */
  rank?: number;
  wide: boolean;
  today: string;
  /** The form's title in the staff member's language, and in the lead's (the contact buttons' greeting). */
  formTitle: string;
  greetingTitle: string;
  emailOf: (uid: string) => string;
  /** Whether its box is ticked; undefined: the table draws no boxes. */
  checked?: boolean;
  onCheck: (id: string, on: boolean) => void;
}

const InboxRow = memo(function InboxRow({ lead, rank, wide, today, formTitle, greetingTitle, emailOf, checked, onCheck }: InboxRowProps) {
  const { t } = useTranslation();
  const name = lead.name || lead.email || t('admin.inbox.unnamed');
  const followUp = (
    <>
      {formatDay(lead.followUp)}
      {lead.due && lead.due < today && (
        <span className={ROW.badge} data-palette="red" style={{ marginInlineStart: '0.5rem' }}>
          {t('admin.inbox.late')}
        </span>
      )}
    </>
  );
  // "Última atividade: há 3 dias" under the received time, once something has happened since.
  const days = activityAge(lead, today);
  const ago = days === undefined ? '' : days === 0 ? t('admin.inbox.activityToday') : days === 1 ? t('admin.inbox.activityYesterday') : t('admin.inbox.activityDaysAgo', { count: days });
  const activity = days === undefined ? null : (
    <div className={ROW.muted}>
      {t('admin.inbox.lastActivity')}: {ago}
    </div>
  );
  const assignee = lead.assignee ? emailOf(lead.assignee) : <span className={ROW.faint}>{t('admin.inbox.nobody')}</span>;
  const stage = (
    <span className={ROW.badge} data-palette={STAGE_COLORS[lead.stage] ?? 'gray'}>
      {t(`admin.inbox.stages.${lead.stage}`)}
    </span>
  );
  return (
    <tr>
      {checked !== undefined && <SelectRowCell lead={lead} name={name} checked={checked} onCheck={onCheck} classes={CHECK_CLASSES} />}
      <th scope="row" className={ROW.nameCell}>
        <RouterLink className={ROW.link} to={paths.adminLead(lead.formId, lead.docId)}>
          {name}
        </RouterLink>
        {lead.company && <div className={ROW.muted}>{lead.company}</div>}
        <ContactRankBadge rank={rank} />
        <PartialBadge lead={lead} />
        {!wide && (
          <div className={`${ROW.stack} ${ROW.muted}`} style={{ marginTop: '0.25rem' }}>
            <div>{formTitle}</div>
            <div>{formatDateTime(lead.receivedAt)}</div>
            {activity}
            {stage}
            <LeadCallChip call={lead.call} />
            <div>
              {t('admin.inbox.assignee')}: {assignee}
            </div>
            {lead.followUp && (
              <div>
                {t('admin.inbox.followUp')}: {followUp}
              </div>
            )}
          </div>
        )}
      </th>
      {wide && <td className={ROW.formCell}>{formTitle}</td>}
      <td className={ROW.contactCell}>
        <div className={ROW.stack}>
          {lead.email && <div style={{ wordBreak: 'break-all' }}>{lead.email}</div>}
          {lead.phone && <div style={{ whiteSpace: 'nowrap' }}>{lead.phone}</div>}
          <ContactButtons summary={lead} formTitle={greetingTitle} plainClass={CONTACT_CLASSES} />
        </div>
      </td>
      {wide && (
        <>
          <td className={ROW.nowrapCell}>
            {formatDateTime(lead.receivedAt)}
            {activity}
          </td>
          <td>
            <div className={ROW.stack}>
              {stage}
              <LeadCallChip call={lead.call} />
            </div>
          </td>
          <td className={ROW.assigneeCell}>{assignee}</td>
          <td className={ROW.nowrapCell}>{followUp}</td>
        </>
      )}
    </tr>
  );
});
