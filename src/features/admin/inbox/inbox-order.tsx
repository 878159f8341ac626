import { Box, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultDirection,
  type Direction,
  IDLE_DAYS,
  idleApplies,
  INBOX_SORTS,
  type InboxFilters,
  type InboxSort,
  orderFieldOf,
  type OrderField,
} from '../../../backend/inbox-plan';
import { isOpenStage } from '../../../domain/lead';
import { FieldLabel } from '../shared/form-picker';
import { withFilters } from './inbox-url';
import type { ViewChange } from './use-inbox-view';

/*
 * The inbox's order (received, last activity, follow-up; either way) and its idle filter ("sem
 * atividade há N dias"), beside the other filters and, like them, in the URL (issue 29 part 4).
 * A query ranges on its order's field only, so the overdue and idle filters choose the order
 * themselves (the order's select then shows it, disabled, and says why) and the received-day range
 * applies only to a list by received time.
 */

const SORT_OF: Record<OrderField, InboxSort> = { receivedAt: 'received', lastActivityAt: 'activity', due: 'followUp' };

/** What the hint under the filters says, when the view's order or a filter sets the received-day range aside. */
export function orderHintKey(filters: InboxFilters): string | undefined {
  if (filters.overdue) return 'admin.inbox.overdueHint';
  if (idleApplies(filters)) return 'admin.inbox.idleHint';
  const field = orderFieldOf(filters);
  if (field === 'lastActivityAt') return 'admin.inbox.activityHint';
  if (field === 'due') return 'admin.inbox.followUpHint';
  return undefined;
}

interface InboxOrderProps {
  filters: InboxFilters;
  onChange: (change: ViewChange) => void;
  /** The control ids' maker (the filters' prefix). */
  id: (name: string) => string;
  /** The id of the hint under the filters, when one shows. */
  hintId?: string;
}

/** Three cells of the filters' grid: the idle filter, the order and its direction. */
export function InboxOrder({ filters, onChange, id, hintId }: InboxOrderProps) {
  const { t } = useTranslation();
  const field = orderFieldOf(filters);
  // The overdue and idle filters each list by their own field: the choice waits until they are off.
  const forced = !!filters.overdue || idleApplies(filters);
  const direction = filters.direction ?? defaultDirection(filters);
  const days = filters.idle;

  const chooseIdle = (value: string) =>
    onChange((now) => {
      const idle = Number(value) || undefined;
      // One range per query: idle and overdue take turns; idle is about the open stages only.
      const closed = now.filters.stage && !isOpenStage(now.filters.stage);
      return withFilters(now, idle ? { idle, overdue: undefined, ...(closed ? { stage: undefined } : {}) } : { idle: undefined });
    });
  const chooseSort = (value: string) =>
    // A new order starts its own way round (newest first, the earliest day first).
    onChange((now) => withFilters(now, { sort: value === 'received' ? undefined : (value as InboxSort), direction: undefined }));
  const chooseDirection = (value: string) =>
    // The order's own default is left out of the URL: the plain inbox stays `/admin`.
    onChange((now) => withFilters(now, { direction: value === defaultDirection(now.filters) ? undefined : (value as Direction) }));

  const ways = field === 'due' ? (['asc', 'desc'] as const) : (['desc', 'asc'] as const);
  const wayLabel = (way: Direction) =>
    field === 'due' ? t(way === 'asc' ? 'admin.inbox.earliestFirst' : 'admin.inbox.latestFirst') : t(way === 'desc' ? 'admin.inbox.newestFirst' : 'admin.inbox.oldestFirst');

  return (
    <>
      <Select id={id('idle')} label={t('admin.inbox.activity')} value={days ? String(days) : ''} onChange={chooseIdle}>
        <option value="">{t('admin.inbox.anyActivity')}</option>
        {IDLE_DAYS.map((n) => (
          <option key={n} value={n}>
            {t('admin.inbox.idleDays', { count: n })}
          </option>
        ))}
        {/* A count from the URL that is not offered still shows as chosen. */}
        {days && !(IDLE_DAYS as readonly number[]).includes(days) && <option value={days}>{t('admin.inbox.idleDays', { count: days })}</option>}
      </Select>
      <Select id={id('sort')} label={t('admin.inbox.sortBy')} value={SORT_OF[field]} onChange={chooseSort} disabled={forced} describedBy={forced ? hintId : undefined}>
        {INBOX_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`admin.inbox.sorts.${sort}`)}
          </option>
        ))}
      </Select>
      <Select id={id('direction')} label={t('admin.inbox.direction')} value={direction} onChange={chooseDirection}>
        {ways.map((way) => (
          <option key={way} value={way}>
            {wayLabel(way)}
          </option>
        ))}
      </Select>
    </>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The id of the text that says why it is disabled, when it is. */
  describedBy?: string;
  children: ReactNode;
}

/** A native select under its label, as the other filters (LabelledSelect), that can also be disabled with a reason. */
function Select({ id, label, value, onChange, disabled, describedBy, children }: SelectProps) {
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} bg="bg" aria-describedby={describedBy}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
