import { FUNNEL_CAPS, FUNNEL_GAP_SECONDS, type FunnelDoc, type FunnelEvent, isEventMs, isVisitId, STEP_ID_PATTERN } from '../domain/funnel';
import { sessionStore } from './session-store';

/** What the form runner tells the funnel (src/domain/funnel.ts has the data model). */
export interface FunnelRecorder {
  /** The form's page was shown. Once per visit. */
  viewed(): void;
  /** The visitor gave a first answer. Once per visit. */
  started(): void;
  /** A step of a form shown in steps was shown. Once per step and visit. */
  reachedStep(stepId: string): void;
  /** A send was stopped by validation; the names are the form's own questions (def.fields' keys). */
  failedSend(fieldNames: string[]): void;
  /**
   * The answers were stored. Once per visit. Counted by the function from the submission when it named
   * the visit (sendCarried), by an event of the recorder's own otherwise.
   */
  submitted(): void;
  /** "Continuar depois": a draft saved with its link e-mailed (once per visit). */
  saved(): void;
  /** The page was opened from a draft's link, its answers restored (once per visit). */
  resumed(): void;
}

const NOTHING: FunnelRecorder = { viewed() {}, started() {}, reachedStep() {}, failedSend() {}, submitted() {}, saved() {}, resumed() {} };

const VISIT_KEY = 'movaly.funnel.visit';
const PENDING_KEY = 'movaly.funnel.pending';
const formKey = (formId: string) => `movaly.funnel.form.${formId}`;
/** A visit's events wait this long for the next ones before they are sent (then at the next idle moment). */
const BATCH_DELAY_MS = 4000;
/**
 * Nor while the visitor is typing or tapping: the first send loads Firebase (about 100 kB) and signs
 * the visitor in, long tasks on a phone, which between two keys would hold the next one up.
 */
const QUIET_MS = 2000;
/** Waiting past the gate's gap by this much keeps clocks and the server's commit time from refusing a batch. */
const GAP_MARGIN_MS = 1500;
/** Failed sends recorded per form and visit: past this a visitor pressing send again and again adds nothing. */
const INVALID_MAX = 20;
/** Events kept waiting at most (a page offline for long drops the oldest). */
const PENDING_MAX = 120;
const TRIES = 3;
const stepId = new RegExp(STEP_ID_PATTERN);
/** An event's time: milliseconds since the visit first viewed the form, within the rules' cap. */
const msSince = (origin: number) => Math.min(FUNNEL_CAPS.ms, Math.max(0, Math.round(Date.now() - origin)));

interface Pending {
  form: string;
  event: FunnelEvent;
  tries: number;
}
/** Per form and visit: when it was first viewed (the events' time origin) and what was counted once. */
interface FormVisit {
  origin: number;
  seen: string[];
  invalid: number;
}

let pending: Pending[] | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;
let lastSentAt = 0;
let store: Storage | undefined;
let lastInputAt = 0;

/**
 * The funnel recorder of one form. Nothing leaves the page while the visitor types: events wait in
 * memory (and in sessionStorage when the page is hidden), and are sent in batches at an idle moment, by
 * a module loaded only then. Every failure is silent: the funnel must never disturb a visitor. Outside
 * a browser (the prerender) it does nothing.
 */
export function funnelFor(formId: string): FunnelRecorder {
  const storage = sessionStore();
  if (!storage || typeof crypto === 'undefined' || typeof crypto.getRandomValues !== 'function') return NOTHING;
  start(storage);
  const record = (event: Omit<FunnelEvent, 'ms'>, once?: string) => {
    try {
      const state = formVisit(storage, formId);
      if (once && state.seen.includes(once)) return;
      visitId(storage); // the visit exists from its first event, sent or not yet
      if (event.kind === 'invalid' && state.invalid++ >= INVALID_MAX) return;
      if (once) state.seen.push(once);
      storage.setItem(formKey(formId), JSON.stringify(state));
      enqueue({ form: formId, event: { ...event, ms: msSince(state.origin) }, tries: 0 });
    } catch {
      // A full or refused storage: the funnel is not worth a visitor's trouble.
    }
  };
  return {
    viewed: () => record({ kind: 'view' }, 'view'),
    started: () => record({ kind: 'start' }, 'start'),
    reachedStep: (step) => {
      if (stepId.test(step)) record({ kind: 'step', step }, `step:${step}`);
    },
    failedSend: (fieldNames) => {
      const fields = [...new Set(fieldNames.filter((f) => typeof f === 'string' && f !== ''))].slice(0, FUNNEL_CAPS.fields);
      if (fields.length) record({ kind: 'invalid', fields });
    },
    submitted: () => {
      record({ kind: 'submit' }, 'submit');
      sendSoon();
    },
    saved: () => {
      record({ kind: 'saved' }, 'saved');
      sendSoon();
    },
    resumed: () => record({ kind: 'resumed' }, 'resumed'),
  };
}

/** What a submission carries for the funnel (src/forms/core/record.ts, FUNNEL_SEND). */
export interface SubmissionVisit {
  visit: string;
  ms: number;
}

/**
 * The tab's visit and the milliseconds since it first viewed `formId`, for the submission to carry, so
 * that the function counts the send from the stored submission even if this page goes before a batch
 * of its own could leave. Undefined when the recorder never made a visit for this form (storage blocked,
 * outside a browser) or what is stored is not of the shape the rules accept: the submission then goes
 * without them. Reads only, never makes a visit; never throws.
 */
export function visitForSubmission(formId: string): SubmissionVisit | undefined {
  try {
    const storage = sessionStore();
    const visit = storage?.getItem(VISIT_KEY);
    const state = storage && savedFormVisit(storage, formId);
    if (!state || !isVisitId(visit)) return undefined;
    const ms = msSince(state.origin);
    return isEventMs(ms) ? { visit, ms } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A submission naming this tab's visit was stored: the function counts its send, so the recorder's own
 * 'submit' is marked done and never sent (the form runner still calls submitted()). What else waits
 * goes now, the visitor having just pressed send, so a page closed soon after loses as little as can be.
 */
export function sendCarried(formId: string): void {
  try {
    const storage = sessionStore();
    const state = storage && savedFormVisit(storage, formId);
    if (storage && state && !state.seen.includes('submit')) {
      state.seen.push('submit');
      storage.setItem(formKey(formId), JSON.stringify(state));
    }
  } catch {
    // A refused storage: at worst the recorder sends a 'submit' too, which the fold counts once per visit.
  }
  sendSoon();
}

/** The tab's visit id: 16 random bytes in hex, made at the first event and kept until the tab closes. */
function visitId(storage: Storage): string {
  let id = storage.getItem(VISIT_KEY);
  if (!isVisitId(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    storage.setItem(VISIT_KEY, id);
  }
  return id;
}

function formVisit(storage: Storage, formId: string): FormVisit {
  // unreadable or absent: start the form's visit again
  return savedFormVisit(storage, formId) ?? { origin: Date.now(), seen: [], invalid: 0 };
}

function savedFormVisit(storage: Storage, formId: string): FormVisit | undefined {
  try {
    const saved = JSON.parse(storage.getItem(formKey(formId)) ?? 'null') as FormVisit | null;
    if (saved && typeof saved.origin === 'number' && Array.isArray(saved.seen)) return { origin: saved.origin, seen: saved.seen, invalid: Number(saved.invalid) || 0 };
  } catch {
    // unreadable
  }
  return undefined;
}

/** Once per page: events left unsent by the previous page of this tab, and the page-hide flush. */
function start(storage: Storage): void {
  if (pending) return;
  pending = [];
  store = storage;
  try {
    const saved = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]') as Pending[];
    storage.removeItem(PENDING_KEY);
    if (Array.isArray(saved)) pending.push(...saved.slice(-PENDING_MAX));
  } catch {
    // nothing usable was left
  }
  const leave = () => {
    // Kept for this tab's next page in case the send below does not finish before the page goes.
    try {
      storage.setItem(PENDING_KEY, JSON.stringify(pending ?? []));
    } catch {
      // storage full: the send below is the only chance
    }
    void flush(storage, true);
  };
  window.addEventListener('pagehide', leave);
  for (const type of ['keydown', 'pointerdown', 'input']) {
    document.addEventListener(type, () => (lastInputAt = Date.now()), { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    // Back on the page: its memory holds the events again, a later page must not send them twice.
    else storage.removeItem(PENDING_KEY);
  });
  if (pending.length) schedule(storage);
}

function enqueue(item: Pending): void {
  if (!pending || !store) return;
  pending.push(item);
  if (pending.length > PENDING_MAX) pending.splice(0, pending.length - PENDING_MAX);
  schedule(store);
}

/**
 * Sends what waits now, without the batch delay and the pause: called right after a send, when the
 * visitor is not typing (and Firebase is loaded already). The gate's gap still holds (flush waits for it).
 */
function sendSoon(): void {
  if (!pending?.length || !store || sending) return;
  if (timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
  void flush(store, false);
}

/**
 * Sends after the batch delay and the gate's gap, once the visitor has paused (QUIET_MS without a key
 * or a tap), at the next idle moment (or within 5 s of it).
 */
function schedule(storage: Storage, delay = BATCH_DELAY_MS): void {
  if (timer !== undefined || sending) return;
  const wait = Math.max(delay, lastSentAt + FUNNEL_GAP_SECONDS * 1000 + GAP_MARGIN_MS - Date.now(), lastInputAt + QUIET_MS - Date.now());
  timer = setTimeout(() => {
    if (Date.now() < lastInputAt + QUIET_MS) {
      timer = undefined;
      schedule(storage, 0);
      return;
    }
    const run = () => {
      timer = undefined;
      void flush(storage, false);
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 0);
  }, wait);
}

async function flush(storage: Storage, leaving: boolean): Promise<void> {
  if (sending || !pending?.length) return;
  // The gate would refuse a batch within the gap; a page being hidden keeps its events in storage instead.
  if (Date.now() < lastSentAt + FUNNEL_GAP_SECONDS * 1000 + GAP_MARGIN_MS) {
    if (!leaving) schedule(storage);
    return;
  }
  if (timer !== undefined && leaving) {
    clearTimeout(timer);
    timer = undefined;
  }
  const batch = takeBatch();
  sending = true;
  try {
    const visit = visitId(storage);
    const docs: Omit<FunnelDoc, 'at'>[] = batch.docs.map(({ form, events }) => ({ form, visit, events }));
    const { sendFunnelDocs } = await import('./funnel-send');
    await sendFunnelDocs(docs);
    lastSentAt = Date.now();
    storage.removeItem(PENDING_KEY);
  } catch (error) {
    if (error instanceof Error && error.name === 'FunnelTooSoonError' && 'waitMs' in error) {
      // Another page or tab of this visitor sent lately: the same events, once the gate opens.
      lastSentAt = Date.now() + Number(error.waitMs) - FUNNEL_GAP_SECONDS * 1000 - GAP_MARGIN_MS;
      pending?.unshift(...batch.items);
    } else {
      // Offline, refused or blocked: try again later, a few times, then let the events go.
      lastSentAt = Date.now();
      pending?.unshift(...batch.items.filter((item) => ++item.tries < TRIES));
    }
  } finally {
    sending = false;
  }
  if (pending?.length && !leaving) schedule(storage);
}

/** The waiting events as documents: per form, in order, at most the rules' cap of events each. */
function takeBatch(): { items: Pending[]; docs: { form: string; events: FunnelEvent[] }[] } {
  const items: Pending[] = [];
  const byForm = new Map<string, FunnelEvent[]>();
  const rest: Pending[] = [];
  for (const item of pending ?? []) {
    const events = byForm.get(item.form) ?? [];
    if (events.length < FUNNEL_CAPS.events) {
      events.push(item.event);
      byForm.set(item.form, events);
      items.push(item);
    } else rest.push(item);
  }
  pending = rest;
  return { items, docs: [...byForm].map(([form, events]) => ({ form, events })) };
}
