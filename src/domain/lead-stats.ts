/*
 * The admin home's figures, kept as counters (issue 39). The glance (leads per stage, per form over
 * the last 30 days, overdue follow-ups), "Resultados" (per month and per form: received, won, the won
 * value, lost, the lost reasons) and the per-form index were counted over the lead summaries on every
 * load: about 70 aggregations and 700 documents for one visit of /admin, each of them a scan of the
 * whole collection on the emulator (a count took 0.3-0.4 s at 20,000 leads, and they queued). Now the
 * function keeps what each lead adds to those figures in a few small documents, and the page reads
 * at most eight documents, whatever the number of leads.
 *
 * `lead_stats/pipeline`: what the leads are now (per stage, spam included; per form, spam left out;
 *   per follow-up day of the open leads).
 * `lead_stats/month-YYYY-MM`: the leads received that month in Brazil, spam left out: per form, per
 *   day and form, won (count and value), lost, and the lost reasons.
 * `lead_stats/links`: per campaign link (issue 41, ./campaign-link.ts), over all time, the leads that
 *   landed through it, won and the won value, spam left out.
 * `lead_counted/{leadId}`: what one lead added (its counters), so that a change of the lead moves only
 *   the difference and a repeated event moves nothing (functions/src/lead-stats.ts). The function's
 *   alone: no browser reads it.
 *
 * React- and Firebase-free: the function, the page, the bench and the rules generator read the same names.
 */

import { brazilDay } from './studio-time';
import type { Stage } from './lead';

export const LEAD_STATS = 'lead_stats';
export const LEAD_COUNTED = 'lead_counted';
export const PIPELINE_STATS = 'pipeline';
export const monthStatsId = (month: string) => `month-${month}`;
export const LINK_STATS = 'links';

/** Every map of the counter documents (PipelineStats and MonthStats): none is queried (firestore.indexes.json indexes none). */
export const LEAD_STATS_FIELDS = ['stage', 'form', 'due', 'partial', 'received', 'days', 'won', 'wonValue', 'lost', 'lostReasons', 'fromPartial', 'channels', 'campaigns', 'links'] as const satisfies readonly (keyof PipelineStats | keyof MonthStats | keyof LinkStats)[];

/** A lost lead without a reason, and the prefix of a told one (a reason's text may be anything, 'none' too). */
export const NO_REASON = 'none';
const REASON = 'r:';
export const reasonKey = (reason: string | null | undefined): string => (reason?.trim() ? `${REASON}${reason.trim()}` : NO_REASON);
/** The text of a reason key ('' for none, as the lost leads' reasons were grouped before). */
export const reasonOf = (key: string): string => (key.startsWith(REASON) ? key.slice(REASON.length) : '');

type Counts = Record<string, number>;
export interface PipelineStats {
  stage?: Partial<Record<Stage, number>>;
  /** Per form, spam left out (the per-form index). */
  form?: Counts;
  /** Open leads per follow-up day ('YYYY-MM-DD'): the overdue ones are those before today. */
  due?: Counts;
  /** Partial leads per form (issue 40): counted here alone, apart from the pipeline's figures. */
  partial?: Counts;
}
export interface MonthStats {
  /** Per form, spam left out. */
  received?: Counts;
  /** Per day ('YYYY-MM-DD') and form, spam left out. */
  days?: Record<string, Counts>;
  won?: Counts;
  /** Per form, the won values told, in cents. */
  wonValue?: Counts;
  lost?: Counts;
  /** Per reason key (reasonKey). */
  lostReasons?: Counts;
  /** Per form, the leads of the month that were partial leads before the visitor sent them. */
  fromPartial?: Counts;
  /**
   * Where the month's leads came from (issue 41): per channel, and per campaign (its name as a plain
   * key: campaignKey), the leads received, won and the won value in cents. Spam left out, as above.
   */
  channels?: Record<string, SourceCounts>;
  campaigns?: Record<string, SourceCounts>;
}
/** `lead_stats/links`: per link key (campaign-link.ts linkKey). */
export interface LinkStats {
  links?: Record<string, SourceCounts>;
}
export interface SourceCounts {
  received?: number;
  won?: number;
  wonValue?: number;
}

/** What of a lead summary the counters look at. */
export interface CountedLead {
  formId: string;
  stage: Stage;
  spam: boolean;
  due: string | null;
  receivedAt: Date;
  wonValue?: number | null;
  lostReason?: string | null;
  /** A partial lead (src/domain/form-drafts.ts), and a lead that was one. */
  partial?: boolean;
  fromPartial?: boolean;
  /** Where its visit came from (issue 41): the channel and the campaign's name, when known. */
  channel?: string | null;
  campaign?: string | null;
  /** The key of the campaign link its visit landed through (campaign-link.ts leadLinkKey), when any. */
  link?: string | null;
}

/** One counter: a `lead_stats` document, the path of map keys in it, and what the lead adds to it. */
export interface Entry {
  doc: string;
  path: string[];
  n: number;
}

const SAFE_KEY = /^[\w-]{1,100}$/;

/**
 * The summary fields the counters and the people index read (contributionOf here, personIndexKeys and
 * the received time and spam flag in ./person-index.ts): a write that changes none of them moves nothing.
 */
export const COUNTED_FIELDS = ['formId', 'stage', 'spam', 'due', 'receivedAt', 'wonValue', 'lostReason', 'partial', 'fromPartial', 'source', 'emailKey', 'phoneDigits'] as const;

/** Equal values: a timestamp by its own test, a map (a lead's `source`) by its content. */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a !== null && typeof a === 'object' && typeof (a as { isEqual?: unknown }).isEqual === 'function') return (a as { isEqual: (o: unknown) => boolean }).isEqual(b);
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
};

/** A campaign's name as a counter's key: folded, anything but letters, digits, '_' and '-' made '-' ('Black Friday' -> 'black-friday'). */
export const campaignKey = (campaign: string): string =>
  campaign
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

/** Whether a write of a summary (its data before and after; undefined: none) may move a counter or an index entry. */
export function countedChanged(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  if (!before || !after) return true;
  return COUNTED_FIELDS.some((field) => !sameValue(before[field], after[field]));
}

/** The counters a lead adds to, each with what it adds. A form id or a day that is not a plain key is left out. */
export function contributionOf(lead: CountedLead): Entry[] {
  const entries: Entry[] = [];
  const add = (doc: string, path: string[], n = 1) => n !== 0 && entries.push({ doc, path, n });
  const { formId, stage, spam } = lead;
  if (!SAFE_KEY.test(formId)) return entries;
  // A partial lead stays apart from every pipeline figure until the visitor sends it (then its lead counts once).
  if (lead.partial) {
    add(PIPELINE_STATS, ['partial', formId]);
    return entries;
  }
  add(PIPELINE_STATS, ['stage', stage]);
  if (!spam) add(PIPELINE_STATS, ['form', formId]);
  if (lead.due && /^\d{4}-\d{2}-\d{2}$/.test(lead.due) && !spam) add(PIPELINE_STATS, ['due', lead.due]);
  if (spam || Number.isNaN(lead.receivedAt.getTime())) return entries;
  const day = brazilDay(lead.receivedAt);
  const month = monthStatsId(day.slice(0, 7));
  add(month, ['received', formId]);
  add(month, ['days', day, formId]);
  if (lead.fromPartial) add(month, ['fromPartial', formId]);
  // Where it came from: a channel of the known list, a campaign by its key (a document cannot steer the path).
  const channel = lead.channel && SAFE_KEY.test(lead.channel) ? lead.channel : undefined;
  const campaign = lead.campaign ? campaignKey(lead.campaign) : '';
  const link = lead.link && SAFE_KEY.test(lead.link) ? lead.link : undefined;
  for (const [doc, map, key] of [
    [month, 'channels', channel],
    [month, 'campaigns', SAFE_KEY.test(campaign) ? campaign : undefined],
    [LINK_STATS, 'links', link],
  ] as const) {
    if (!key) continue;
    add(doc, [map, key, 'received']);
    if (stage === 'fechado') {
      add(doc, [map, key, 'won']);
      if (typeof lead.wonValue === 'number' && Number.isFinite(lead.wonValue) && lead.wonValue > 0) add(doc, [map, key, 'wonValue'], Math.round(lead.wonValue));
    }
  }
  if (stage === 'fechado') {
    add(month, ['won', formId]);
    if (typeof lead.wonValue === 'number' && Number.isFinite(lead.wonValue) && lead.wonValue > 0) add(month, ['wonValue', formId], Math.round(lead.wonValue));
  }
  if (stage === 'perdido') {
    add(month, ['lost', formId]);
    add(month, ['lostReasons', reasonKey(lead.lostReason)]);
  }
  return entries;
}

const keyOf = (entry: Pick<Entry, 'doc' | 'path'>) => JSON.stringify([entry.doc, ...entry.path]);

/** What moves the counters from `before` (what the lead added) to `after` (what it adds now); none when equal. */
export function contributionDelta(before: readonly Entry[], after: readonly Entry[]): Entry[] {
  const sums = new Map<string, Entry>();
  for (const [entries, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    for (const entry of entries) {
      const key = keyOf(entry);
      const seen = sums.get(key);
      if (seen) seen.n += sign * entry.n;
      else sums.set(key, { doc: entry.doc, path: [...entry.path], n: sign * entry.n });
    }
  }
  return [...sums.values()].filter((entry) => entry.n !== 0);
}

/** The entries of a stored `lead_counted` document (anything malformed counts as nothing added). */
export function storedEntries(data: unknown): Entry[] {
  const entries = (data as { entries?: unknown } | undefined)?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.filter(
    (e): e is Entry =>
      !!e && typeof e.doc === 'string' && Array.isArray(e.path) && e.path.every((p: unknown) => typeof p === 'string') && typeof e.n === 'number',
  );
}

/** Entries summed into nested objects per document (`{ stage: { novo: 3 } }`), each leaf then made by `leaf`. */
export function nestedByDoc<T = number>(entries: readonly Entry[], leaf: (n: number) => T = (n) => n as T): Map<string, Record<string, unknown>> {
  const docs = new Map<string, Record<string, unknown>>();
  for (const { doc, path, n } of entries) {
    let at = docs.get(doc) ?? {};
    docs.set(doc, at);
    path.slice(0, -1).forEach((key) => {
      at[key] = (at[key] as Record<string, unknown> | undefined) ?? {};
      at = at[key] as Record<string, unknown>;
    });
    const last = path[path.length - 1];
    at[last] = ((at[last] as number | undefined) ?? 0) + n;
  }
  const mapLeaves = (node: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typeof v === 'number' ? leaf(v) : mapLeaves(v as Record<string, unknown>)]));
  return new Map([...docs].map(([doc, tree]) => [doc, mapLeaves(tree)]));
}

/** The sum of `counts` over keys that pass `keep`. */
export const sumOf = (counts: Counts | undefined, keep: (key: string) => boolean = () => true): number =>
  Object.entries(counts ?? {}).reduce((total, [key, n]) => (keep(key) && typeof n === 'number' ? total + n : total), 0);

/** The figures of the admin home's glance that the counters give. */
export interface GlanceCounts {
  byStage: Partial<Record<Stage, number>>;
  /** Per form, the leads received from `from` to `today` (Brazilian days, both included), spam left out. */
  byForm: Record<string, number>;
  /** Open leads whose follow-up day is before today. */
  overdue: number;
  /** Partial leads now (issue 40), apart from the stages. */
  partial: number;
}

/** The months ('YYYY-MM') a range of Brazilian days touches, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const id = `${year}-${String(month).padStart(2, '0')}`;
    if (id > last || months.length > 240) return months;
    months.push(id);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/** The glance's counts from the pipeline document and the month documents of `from`..`today`. */
export function glanceCounts(
  pipeline: PipelineStats,
  months: ReadonlyMap<string, MonthStats>,
  { stages, formIds, from, today }: { stages: readonly Stage[]; formIds: readonly string[]; from: string; today: string },
): GlanceCounts {
  const byStage = Object.fromEntries(stages.map((stage) => [stage, pipeline.stage?.[stage] ?? 0]));
  const byForm = Object.fromEntries(formIds.map((form) => [form, 0]));
  for (const month of monthsBetween(from, today)) {
    for (const [day, forms] of Object.entries(months.get(month)?.days ?? {})) {
      if (day < from || day > today) continue;
      for (const form of formIds) byForm[form] += forms[form] ?? 0;
    }
  }
  return { byStage, byForm, overdue: sumOf(pipeline.due, (day) => day < today), partial: sumOf(pipeline.partial) };
}

/** "Resultados" from the month documents: per month (oldest first), per form over all of them, and the lost reasons. */
export function outcomesOf(months: readonly string[], docs: ReadonlyMap<string, MonthStats>, formIds: readonly string[]) {
  const perMonth = months.map((month) => {
    const doc = docs.get(month) ?? {};
    return { month, received: sumOf(doc.received), won: sumOf(doc.won), wonValue: sumOf(doc.wonValue), lost: sumOf(doc.lost) };
  });
  const byForm = formIds
    .map((formId) => ({
      formId,
      received: months.reduce((n, month) => n + (docs.get(month)?.received?.[formId] ?? 0), 0),
      won: months.reduce((n, month) => n + (docs.get(month)?.won?.[formId] ?? 0), 0),
    }))
    .filter((row) => row.received > 0);
  const reasons = new Map<string, number>();
  for (const month of months) {
    for (const [key, n] of Object.entries(docs.get(month)?.lostReasons ?? {})) {
      if (n > 0) reasons.set(reasonOf(key), (reasons.get(reasonOf(key)) ?? 0) + n);
    }
  }
  const byReason = [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  // Leads that were partial leads ("Continuar depois" with consent) before the visitor sent them.
  const fromPartial = months.reduce((n, month) => n + sumOf(docs.get(month)?.fromPartial), 0);
  return { months: perMonth, byForm, byReason, fromPartial, byChannel: bySource(months, docs, 'channels'), byCampaign: bySource(months, docs, 'campaigns') };
}

/** One row of "Resultados" by channel or campaign over the months. */
export interface SourceOutcome {
  key: string;
  received: number;
  won: number;
  wonValue: number;
}

/** The months' leads per channel or per campaign, the most received first. */
function bySource(months: readonly string[], docs: ReadonlyMap<string, MonthStats>, map: 'channels' | 'campaigns'): SourceOutcome[] {
  const rows = new Map<string, SourceOutcome>();
  for (const month of months) {
    for (const [key, counts] of Object.entries(docs.get(month)?.[map] ?? {})) {
      const row = rows.get(key) ?? { key, received: 0, won: 0, wonValue: 0 };
      row.received += counts.received ?? 0;
      row.won += counts.won ?? 0;
      row.wonValue += counts.wonValue ?? 0;
      rows.set(key, row);
    }
  }
  return [...rows.values()].filter((row) => row.received > 0).sort((a, b) => b.received - a.received || b.wonValue - a.wonValue || a.key.localeCompare(b.key));
}
