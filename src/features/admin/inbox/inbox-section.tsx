import { Button, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { InboxLead, InboxPosition, InboxResult } from '../../../backend/inbox';
import { INBOX_PAGE_SIZE, type InboxFilters } from '../../../backend/inbox-plan';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { InboxFiltersForm } from './inbox-filters';
import { useFormTitles } from '../shared/form-titles';
import { InboxBulkBar, type RowSelection, useRowSelection } from '../bulk-actions';
import { markStaffPhase } from '../../../backend/staff-phases';
import { useInbox, useStaff } from './inbox-state';
import { EMPTY_VIEW, type InboxView, writeInboxView } from './inbox-url';
import { useInboxView } from './use-inbox-view';

const Details = chakra('details', { base: { fontSize: 'sm', mt: '2', '& summary': { cursor: 'pointer' } } });

export interface InboxRowsProps {
  rows: InboxLead[];
  page: number;
  busy: boolean;
  titleOf: (formId: string) => string;
  emailOf: (uid: string) => string;
  /** The rows ticked for a bulk action; a table that draws no boxes ignores it. */
  selection: RowSelection;
}

interface InboxSectionProps {
  /** Filters the URL cannot change (the per-form viewer's form). */
  fixed?: InboxFilters;
  /** Draws the rows (the inbox's columns, or a form's own). */
  table: (props: InboxRowsProps) => ReactNode;
  /** Above the list, at its end (the per-form viewer's CSV export), given the view shown. */
  actions?: (view: InboxView) => ReactNode;
  idPrefix?: string;
  /** What an empty list says, when nothing narrows it and when something does. */
  emptyTexts?: { empty: string; filtered: string };
  /** What a failed load says, when the page has words of its own (a form's table: spec 000 §8's); else the inbox's. */
  loadErrorText?: string;
  /** Called once the first answer (rows, or an error) is shown. */
  onShown?: () => void;
}

/**
 * Search, filters, the live table, its total and its pages, all kept in the URL: the inbox on the
 * admin home and the per-form viewer are this same section with other columns.
 */
export function InboxSection({ fixed, table, actions, idPrefix, emptyTexts, loadErrorText, onShown }: InboxSectionProps) {
  const { t } = useTranslation();
  // Every change is made to the newest URL, so two made in quick succession both stay (issue 29).
  const { view, change, landing } = useInboxView(fixed);
  const { result, loading, error } = useInbox(view);
  const shown = !!result || !!error;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  // In the commit that draws them, before the paint: the bench's phase (src/backend/staff-phases.ts).
  useLayoutEffect(() => {
    if (result?.rows.length) markStaffPhase('rows');
  }, [result]);
  const { forms, titleOf } = useFormTitles();
  const { staff, emailOf } = useStaff();
  const href = (next: InboxView) => {
    const search = writeInboxView(next, fixed).toString();
    return search ? `?${search}` : '?';
  };
  // Ticked rows belong to the view shown: another page or filter starts with none.
  const selection = useRowSelection(writeInboxView(view, fixed).toString());
  const narrowed = !!view.search || Object.entries(view.filters).some(([key, value]) => value && !(fixed && key in fixed));
  const clear = () => change(() => EMPTY_VIEW);

  let body: ReactNode;
  if (error) body = <LoadError error={error} text={loadErrorText} />;
  else if (!result) body = <PageSpinner />;
  else if (result.rows.length === 0 && !loading) {
    body =
      result.page > 1 ? (
        <Stack role="status" gap="2" align="start">
          <Text>{t('admin.inbox.emptyPage')}</Text>
          <Link asChild color="purple.700">
            <RouterLink to={href({ ...view, position: { page: 1 } })}>{t('admin.inbox.firstPage')}</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack role="status" gap="3" align="start" py="4">
          <Text>{narrowed ? (emptyTexts?.filtered ?? t('admin.inbox.emptyFiltered')) : (emptyTexts?.empty ?? t('admin.inbox.empty'))}</Text>
          {narrowed && (
            <Button variant="outline" colorPalette="purple" onClick={clear}>
              {t('admin.inbox.clear')}
            </Button>
          )}
        </Stack>
      );
  } else {
    body = (
      <>
        {table({ rows: result.rows, page: result.page, busy: loading, titleOf, emailOf, selection })}
        <Pager result={result} loading={loading} href={(position) => href({ ...view, position })} />
      </>
    );
  }

  return (
    <Stack gap="4">
      <InboxFiltersForm
        view={view}
        landing={landing}
        onChange={change}
        forms={forms}
        staff={staff}
        formFixed={!!fixed?.form}
        idPrefix={idPrefix}
      />
      {actions && <HStack justify="end">{actions(view)}</HStack>}
      {result?.broad && !loading && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.inbox.broad')}
        </Text>
      )}
      {/* Outside the body: its result line stays when the action empties the view. */}
      <InboxBulkBar selected={result?.rows.filter((lead) => selection.ids.has(lead.id)) ?? []} staff={staff} emailOf={emailOf} onClear={selection.clear} />
      {body}
    </Stack>
  );
}

/**
 * "1–25 de 312" (a broad search, uncounted: "Página 2") and the links to the pages around; links, so
 * that they open in a new tab and go in the history.
 */
function Pager({ result, loading, href }: { result: InboxResult; loading: boolean; href: (position: InboxPosition) => string }) {
  const { t } = useTranslation();
  const from = (result.page - 1) * INBOX_PAGE_SIZE + 1;
  const to = from + result.rows.length - 1;
  const status = loading
    ? t('admin.inbox.loading')
    : result.broad
      ? t('admin.inbox.pageOnly', { page: result.page })
      : result.total === undefined
      ? t('admin.inbox.rangeCounting', { from, to })
      : t('admin.inbox.range', { from, to, total: result.total });
  const step = (position: InboxPosition | undefined, label: string) =>
    position ? (
      <Button asChild variant="outline">
        <RouterLink to={href(position)}>{label}</RouterLink>
      </Button>
    ) : (
      <Button variant="outline" disabled>
        {label}
      </Button>
    );
  return (
    <HStack as="nav" aria-label={t('admin.inbox.pagination')} justify="space-between" gap="2">
      {step(result.previous, t('admin.inbox.previous'))}
      <Text role="status" aria-live="polite" textAlign="center">
        {status}
      </Text>
      {step(result.next, t('admin.inbox.next'))}
    </HStack>
  );
}

/**
 * The error in the staff member's language; Firestore's code only behind "Detalhes". A page's own
 * text replaces the inbox's general one; a missing index is still named, under it.
 */
function LoadError({ error, text }: { error: Error; text?: string }) {
  const { t } = useTranslation();
  const code = (error as { code?: string }).code ?? error.name;
  const missingIndex = code === 'failed-precondition';
  return (
    <Stack role="alert" gap="1" color="red.700">
      <Text>{text ?? (missingIndex ? t('admin.inbox.errorIndex') : t('admin.inbox.error'))}</Text>
      {text && missingIndex && <Text>{t('admin.inbox.errorIndex')}</Text>}
      <Details>
        <summary>{t('admin.inbox.details')}</summary>
        <Text as="code">{code}</Text>
      </Details>
    </Stack>
  );
}
