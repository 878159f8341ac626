import { FUNNEL_SEND, SOURCE_SEND } from '../forms/core/record';
import { isChannel, leadSourceOf } from './lead-source';

/*
 * The briefing funnel's data model, shared by the browser's recorder (src/backend/funnel-recorder.ts), the rules
 * generator, the submission trigger, the daily fold (functions/src/funnel-fold.ts) and the staff page.
 * React- and Firebase-free.
 *
 * A visit is a random id kept in the tab's sessionStorage: no cookie, no IP, no answer, no e-mail, no
 * account id. The browser creates small documents in `funnel_events` (never changed afterwards); the send
 * itself is counted from the stored submission, which names its visit (FUNNEL_SEND): the submission
 * trigger writes that visit's 'submit' event (funnelSendOf), so a page closed right after the send still
 * counts. A scheduled function folds each finished day into one total per form,
 * `funnel_daily/{form}__{day}`, and deletes events older than FUNNEL_RETENTION_DAYS.
 */

export const FUNNEL_EVENTS = 'funnel_events';
export const FUNNEL_DAILY = 'funnel_daily';
/** `funnel_folds/{day}`: written once a day's events are folded, so the job and the page know which days are done. */
export const FUNNEL_FOLDS = 'funnel_folds';
export const FUNNEL_RETENTION_DAYS = 90;

/**
 * The funnel's own gap of the per-client rate gate (src/domain/submit-gate.ts). Submissions wait 60
 * s; the recorder sends a batch at most this often, and a visitor leaving the page seconds after the
 * last batch must still get their last events through, so the gap is short. At 10 s a client writes at
 * most 6 documents a minute of at most FUNNEL_CAPS.events small events each.
 */
export const FUNNEL_GAP_SECONDS = 10;

/** 'saved' and 'resumed': "Continuar depois" (issue 40), a draft saved with its link, and a page opened from one. */
export const FUNNEL_KINDS = ['view', 'start', 'step', 'invalid', 'submit', 'saved', 'resumed'] as const;
export type FunnelKind = (typeof FUNNEL_KINDS)[number];

/** The caps the rules enforce (and the recorder respects, so it is never refused in normal use). */
export const FUNNEL_CAPS = {
  /**
   * Events per document. A failed send's event costs the rules about 100 of the 1,000 expressions a
   * request may evaluate (the emulator refuses a document of 9, whatever their fields): 6 leaves a
   * margin, and a visit seldom has more in one batch (the rest go in the next).
   */
  events: 6,
  /** Field names per failed send; more are cut (the first ones are where the visitor was stopped). */
  fields: 12,
  /** A step id's length. */
  step: 64,
  /** Milliseconds since the visit opened the form: 30 days, far past any real visit. */
  ms: 30 * 24 * 3600 * 1000,
} as const;
export const VISIT_ID_PATTERN = '^[0-9a-f]{32}$';
export const STEP_ID_PATTERN = `^[A-Za-z0-9_-]{1,${FUNNEL_CAPS.step}}$`;
const visitIdPattern = new RegExp(VISIT_ID_PATTERN);

/** A visit id and an event time of the shapes the rules accept (the recorder sends nothing else). */
export const isVisitId = (value: unknown): value is string => typeof value === 'string' && visitIdPattern.test(value);
export const isEventMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= FUNNEL_CAPS.ms;

export interface FunnelEvent {
  kind: FunnelKind;
  /** The step reached (kind 'step' only). */
  step?: string;
  /** The form's own field names left invalid by a failed send (kind 'invalid' only). */
  fields?: string[];
  /** Milliseconds since this visit first viewed this form. */
  ms: number;
}

/**
 * One stored document: some events of one visit of one form. `at` is the server's time. `channel`: the
 * channel of the visit's first touch (issue 41, ./lead-source.ts), so the funnel splits by where
 * visits came from; absent when the tab kept none (and in the documents stored before it).
 */
export interface FunnelDoc<T = unknown> {
  form: string;
  visit: string;
  channel?: string;
  events: FunnelEvent[];
  at: T;
}

/** The key of the visits whose channel is not known, in a day's `channels`. */
export const NO_CHANNEL = 'none';

/**
 * The funnel document that counts the send of a stored submission of `formId` (its fields as stored),
 * or undefined when the submission names no visit, or one of a shape the rules refuse (a script writing
 * with the admin SDK goes around them). It is the same 'submit' event the recorder would send, so the
 * fold and the page count it as they always have, and once per visit however many say so.
 */
export function funnelSendOf(formId: string, submission: Record<string, unknown>): Omit<FunnelDoc, 'at'> | undefined {
  const visit = submission[FUNNEL_SEND.visit];
  const ms = submission[FUNNEL_SEND.ms];
  if (!isVisitId(visit) || !isEventMs(ms)) return undefined;
  const carried = submission[SOURCE_SEND.touch];
  const channel = carried === undefined ? undefined : leadSourceOf(carried).channel;
  return { form: formId, visit, ...(channel ? { channel } : {}), events: [{ kind: 'submit', ms }] };
}

/**
 * The id of that document: one per submission, so a trigger delivered again (or the sweep judging a
 * submission whose event was lost) writes the same document, never a second one.
 */
export const funnelSendId = (formId: string, submissionId: string) => `${formId}__${submissionId}__send`;

/** One form's totals of one day (Brazil time), as stored in funnel_daily. */
export interface FunnelDay {
  form: string;
  day: string;
  /** Visits that sent at least one event that day. */
  visits: number;
  /** Visits that viewed the form, or sent it (a send implies the view, whose event a page closed at once may have lost). */
  views: number;
  /** Visits that started answering, or sent (likewise). */
  starts: number;
  /** Visits that sent, once each however many 'submit' events name them. */
  submits: number;
  /** Visits that reached each step. */
  steps: Record<string, number>;
  /**
   * Visits whose last stage that day was this one and that did not send: `view`, `start` or
   * `step:<id>`. The drop-off at a stage is counted among visits that reached it, so a branch that
   * skips a step never counts as leaving there.
   */
  left: Record<string, number>;
  /** Failed sends, and how often each field was among the invalid ones. */
  invalidSends: number;
  invalid: Record<string, number>;
  /** Seconds from the first answer to the send, one per visit that did both that day (sorted). */
  finishSeconds: number[];
  /**
   * "Continuar depois" (issue 40): visits that saved a draft, visits opened from a draft's link, and of
   * those the ones that sent. Absent from the totals folded before them (read as 0).
   */
  saved?: number;
  resumed?: number;
  resumedSubmits?: number;
  /**
   * The same totals per channel of the visits' first touch (issue 41; NO_CHANNEL for a visit whose
   * channel is not known). Absent from the totals folded before it.
   */
  channels?: Record<string, FunnelTotals>;
}
/** A day's totals without its split: what each channel holds. */
export type FunnelTotals = Omit<FunnelDay, 'form' | 'day' | 'channels'>;

/** The most finish times one day keeps (a day with more sends keeps the first ones: plenty for a median). */
export const FINISH_TIMES_MAX = 2000;

export const funnelDailyId = (form: string, day: string) => `${form}__${day}`;
export const stepStage = (step: string) => `step:${step}`;

/** The calendar day (yyyy-mm-dd) `n` days after `day` (negative for before). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const emptyTotals = (): FunnelTotals => ({ visits: 0, views: 0, starts: 0, submits: 0, steps: {}, left: {}, invalidSends: 0, invalid: {}, finishSeconds: [], saved: 0, resumed: 0, resumedSubmits: 0 });

export function emptyDay(form: string, day: string): FunnelDay {
  return { form, day, ...emptyTotals(), channels: {} };
}

/** A visit's channel as a day's key: a known channel, else NO_CHANNEL. */
const channelKey = (channel: unknown) => (isChannel(channel) ? channel : NO_CHANNEL);

const bump = (map: Record<string, number>, key: string, by = 1) => {
  map[key] = (map[key] ?? 0) + by;
};

/**
 * Folds the events of one day into one total per form. Every visit counts once per stage however many
 * documents or repeated events it sent, so folding the same documents again gives the same totals.
 */
export function foldFunnelDay(day: string, docs: Pick<FunnelDoc, 'form' | 'visit' | 'events' | 'channel'>[]): FunnelDay[] {
  const visits = new Map<string, { form: string; channel?: string; events: FunnelEvent[] }>();
  for (const doc of docs) {
    const key = `${doc.form}\u0000${doc.visit}`;
    const visit = visits.get(key) ?? { form: doc.form, events: [] };
    visit.events.push(...doc.events);
    // A visit has one first touch: the first document that names a known channel says it.
    if (!isChannel(visit.channel) && isChannel(doc.channel)) visit.channel = doc.channel;
    visits.set(key, visit);
  }
  const days = new Map<string, FunnelDay>();
  for (const { form, channel, events } of visits.values()) {
    const total = days.get(form) ?? emptyDay(form, day);
    days.set(form, total);
    foldVisit(total, events);
    const channels = (total.channels ??= {});
    foldVisit((channels[channelKey(channel)] ??= emptyTotals()), events);
  }
  const finish = (t: FunnelTotals) => {
    t.finishSeconds.sort((a, b) => a - b);
    t.finishSeconds = t.finishSeconds.slice(0, FINISH_TIMES_MAX);
  };
  for (const total of days.values()) {
    finish(total);
    Object.values(total.channels ?? {}).forEach(finish);
  }
  return [...days.values()].sort((a, b) => a.form.localeCompare(b.form));
}

function foldVisit(total: FunnelTotals, events: FunnelEvent[]): void {
  const ordered = [...events].sort((a, b) => a.ms - b.ms);
  const first = (kind: FunnelKind) => ordered.find((e) => e.kind === kind);
  const view = first('view');
  const start = first('start');
  const submit = first('submit');
  total.visits++;
  // A send is counted from the stored submission (funnelSendOf) even when the visit's earlier events
  // never left a page closed at once; a visit that sent viewed the form and started it, so the bars
  // never narrow upward and the share that finished stays within 100 %.
  if (view || submit) total.views++;
  if (start || submit) total.starts++;
  if (submit) total.submits++;
  const resumed = first('resumed');
  if (first('saved')) total.saved = (total.saved ?? 0) + 1;
  if (resumed) total.resumed = (total.resumed ?? 0) + 1;
  if (resumed && submit) total.resumedSubmits = (total.resumedSubmits ?? 0) + 1;
  const steps = new Set<string>();
  let last: string | undefined;
  for (const event of ordered) {
    if (event.kind === 'view' || event.kind === 'start') last = event.kind;
    if (event.kind === 'step' && event.step) {
      steps.add(event.step);
      last = stepStage(event.step);
    }
    if (event.kind === 'invalid') {
      total.invalidSends++;
      for (const field of new Set(event.fields ?? [])) bump(total.invalid, field);
    }
  }
  for (const step of steps) bump(total.steps, step);
  if (!submit && last) bump(total.left, last);
  if (submit && start && submit.ms >= start.ms) total.finishSeconds.push(Math.round((submit.ms - start.ms) / 1000));
}

/**
 * Totals over several days of one form: sums, and every finish time for the median; each channel's
 * summed the same way.
 */
export function mergeDays(form: string, days: FunnelDay[]): FunnelDay {
  const sum = emptyDay(form, days.length ? `${days[0].day}..${days[days.length - 1].day}` : '');
  addTotals(sum, days);
  const channels = new Set(days.flatMap((d) => Object.keys(d.channels ?? {})));
  sum.channels = Object.fromEntries([...channels].map((channel) => [channel, addTotals(emptyTotals(), days.flatMap((d) => d.channels?.[channel] ?? []))]));
  return sum;
}

function addTotals<T extends FunnelTotals>(sum: T, days: FunnelTotals[]): T {
  for (const d of days) {
    sum.visits += d.visits;
    sum.views += d.views;
    sum.starts += d.starts;
    sum.submits += d.submits;
    sum.invalidSends += d.invalidSends;
    sum.saved = (sum.saved ?? 0) + (d.saved ?? 0);
    sum.resumed = (sum.resumed ?? 0) + (d.resumed ?? 0);
    sum.resumedSubmits = (sum.resumedSubmits ?? 0) + (d.resumedSubmits ?? 0);
    for (const [k, v] of Object.entries(d.steps)) bump(sum.steps, k, v);
    for (const [k, v] of Object.entries(d.left)) bump(sum.left, k, v);
    for (const [k, v] of Object.entries(d.invalid)) bump(sum.invalid, k, v);
    sum.finishSeconds.push(...d.finishSeconds);
  }
  sum.finishSeconds.sort((a, b) => a - b);
  return sum;
}

/**
 * The totals of one channel of merged days (NO_CHANNEL: the visits with none known), or all of them
 * (`channel` undefined). A channel no visit came from has empty totals.
 */
export function totalsOf(merged: FunnelDay, channel: string | undefined): FunnelTotals {
  if (channel === undefined) return merged;
  return merged.channels?.[channel] ?? emptyTotals();
}

export function median(sorted: number[]): number | undefined {
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One bar of the funnel: how many visits reached a stage, and the share of them that went on. */
export interface FunnelStage {
  /** `view`, `start`, `step:<id>` or `submit`. */
  stage: string;
  step?: string;
  reached: number;
  /** Of those that reached it, the share that did not stop there (1 for the send). */
  kept: number | undefined;
}

/**
 * The stages in the form's order (steps as the form declares them, then any other step id the events
 * name). Each stage's share kept is computed from the visits that reached it.
 */
export function funnelStages(totals: Pick<FunnelDay, 'views' | 'starts' | 'submits' | 'steps' | 'left'>, stepOrder: string[]): FunnelStage[] {
  // Steps the form does not list (yet): most reached first, which is their order in a funnel.
  const extra = Object.keys(totals.steps)
    .filter((s) => !stepOrder.includes(s))
    .sort((a, b) => totals.steps[b] - totals.steps[a] || a.localeCompare(b));
  const kept = (reached: number, left: number) => (reached > 0 ? Math.max(0, reached - left) / reached : undefined);
  return [
    { stage: 'view', reached: totals.views, kept: kept(totals.views, totals.left.view ?? 0) },
    { stage: 'start', reached: totals.starts, kept: kept(totals.starts, totals.left.start ?? 0) },
    ...[...stepOrder, ...extra].map((step) => {
      const reached = totals.steps[step] ?? 0;
      return { stage: stepStage(step), step, reached, kept: kept(reached, totals.left[stepStage(step)] ?? 0) };
    }),
    { stage: 'submit', reached: totals.submits, kept: totals.submits > 0 ? 1 : undefined },
  ];
}
