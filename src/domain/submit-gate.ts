import { FUNNEL_EVENTS, FUNNEL_GAP_SECONDS } from './funnel';

/**
 * The per-client rate limit on public writes. Every visitor write (a briefing, a contact message, a
 * newsletter signup) is a batch of two documents: the lead itself and the client's gate for that
 * collection, `submit_gates/{uid}/collections/{collection}` = `{ last: <server time> }`. The rules
 * accept the lead only when the same batch moves the gate to the request's time, and move a gate only
 * when its last write is at least GAP_SECONDS old; `uid` is the visitor's anonymous Firebase Auth
 * account, kept across reloads. See docs/leads-delivery-and-abuse.md for what it does and does not stop.
 */
export const SUBMIT_GATE = {
  root: 'submit_gates',
  sub: 'collections',
  /** One write per collection per client in this many seconds: far above a person's pace. */
  gapSeconds: 60,
} as const;

/**
 * Collections whose gate moves more often than SUBMIT_GATE.gapSeconds. The funnel's recorder sends its
 * batches of events every few seconds and when the page is hidden (src/domain/funnel.ts says why).
 */
export const GATE_GAP_OVERRIDES: Readonly<Record<string, number>> = { [FUNNEL_EVENTS]: FUNNEL_GAP_SECONDS };

/** The gap of one collection's gate, in seconds. */
export const gateGapSeconds = (collection: string): number => GATE_GAP_OVERRIDES[collection] ?? SUBMIT_GATE.gapSeconds;

/** The gate document of one client for one collection. */
export function submitGatePath(uid: string, collection: string): string {
  return `${SUBMIT_GATE.root}/${uid}/${SUBMIT_GATE.sub}/${collection}`;
}

/** Seconds left before a client whose last write to a collection was at `lastMs` may write again. */
export function secondsUntilOpen(lastMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil(SUBMIT_GATE.gapSeconds - (nowMs - lastMs) / 1000));
}
