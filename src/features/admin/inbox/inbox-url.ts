import type { InboxPosition } from '../../../backend/inbox';
import { type Direction, INBOX_SORTS, type InboxFilters, type InboxSort, isDay, isIdleDays, isStage } from '../../../backend/inbox-plan';
import { boundedText, isChannel, UTM_VALUE_MAX } from '../../../domain/lead-source';

/*
 * The inbox's whole view lives in the URL (?q=&form=&stage=&assignee=&from=&to=&overdue=1&partial=1&channel=instagram&campaign=natal-2026&idle=7
 * &sort=activity&dir=asc&page=2),
 * so Back, Forward, a reload and a shared link show the same leads. A later page also carries the
 * cursor it starts after (or ends before): the web SDK cannot skip to page N, so the URL remembers
 * where page N starts. Unknown or malformed values are dropped, never passed to Firestore.
 */

export interface InboxView {
  search: string;
  filters: InboxFilters;
  position: InboxPosition;
}

export function readInboxView(params: URLSearchParams, fixed: InboxFilters = {}): InboxView {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const stage = text('stage');
  const from = text('from');
  const to = text('to');
  const page = Number(params.get('page'));
  const sort = text('sort');
  const dir = text('dir');
  const idle = Number(text('idle'));
  const channel = text('channel');
  return {
    search: text('q') ?? '',
    filters: {
      form: text('form'),
      stage: isStage(stage) ? stage : undefined,
      assignee: text('assignee'),
      from: isDay(from) ? from : undefined,
      to: isDay(to) ? to : undefined,
      overdue: params.get('overdue') === '1' || undefined,
      partial: params.get('partial') === '1' || undefined,
      channel: isChannel(channel) ? channel : undefined,
      campaign: boundedText(params.get('campaign'), UTM_VALUE_MAX) || undefined,
      idle: isIdleDays(idle) ? idle : undefined,
      // Received is the plain order: not named in the URL.
      sort: INBOX_SORTS.includes(sort as InboxSort) && sort !== 'received' ? (sort as InboxSort) : undefined,
      direction: dir === 'asc' || dir === 'desc' ? (dir as Direction) : undefined,
      ...fixed,
    },
    position: {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      after: text('after'),
      before: text('before'),
    },
  };
}

/** The URL of a view: empty values and page 1 are left out, so the plain inbox is `/admin`. */
export function writeInboxView({ search, filters, position }: InboxView, fixed: InboxFilters = {}): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set('q', search.trim());
  if (!('form' in fixed)) set('form', filters.form);
  set('stage', filters.stage);
  set('assignee', filters.assignee);
  set('from', filters.from);
  set('to', filters.to);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.partial) params.set('partial', '1');
  set('channel', filters.channel);
  set('campaign', filters.campaign);
  if (filters.idle) params.set('idle', String(filters.idle));
  if (filters.sort !== 'received') set('sort', filters.sort);
  set('dir', filters.direction);
  if (position.page > 1) {
    params.set('page', String(position.page));
    set('after', position.after);
    set('before', position.before);
  }
  return params;
}

/** The plain inbox: no search, no filter, page 1 ("Limpar filtros"). */
export const EMPTY_VIEW: InboxView = { search: '', filters: {}, position: { page: 1 } };

/** The same view with some filters changed: back to page 1, since the old cursor belongs to another list. */
export function withFilters(view: InboxView, change: Partial<InboxFilters> & { search?: string }): InboxView {
  const { search, ...filters } = change;
  return { search: search ?? view.search, filters: { ...view.filters, ...filters }, position: { page: 1 } };
}
