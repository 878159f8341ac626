import { FUNNEL_EVENTS, FUNNEL_GAP_SECONDS, type FunnelDoc } from '../domain/funnel';
import { channelOf, unpackFirstTouch } from '../domain/lead-source';
import { carriedFirstTouch } from './first-touch';
import { gatedWrite } from './gated-create';
import { visitorUid } from './visitor-identity';

/** The gate's gap has not passed (another page or tab of this visitor sent lately): try again after `waitMs`. */
export class FunnelTooSoonError extends Error {
  constructor(readonly waitMs: number) {
    super(`funnel gate closed for ${waitMs} ms`);
    this.name = 'FunnelTooSoonError';
  }
}

/** Past the gap by this much, so that the server's commit time is past it too. */
const MARGIN_MS = 1500;

/**
 * Sends buffered funnel events: one document per form with the client's funnel gate, in one batch,
 * through the visitors' gated write (./gated-create.ts). Loaded by src/backend/funnel-recorder.ts only
 * once the page is idle, so the public page's first paint and typing never wait for Firestore or Auth.
 * The gate is read first, whichever page or tab of the visitor moved it last. Each document names the
 * channel of the tab's first touch (issue 41), here rather than in the recorder, which is part of the
 * page's first JS.
 */
export async function sendFunnelDocs(docs: Omit<FunnelDoc, 'at'>[]): Promise<void> {
  const touch = unpackFirstTouch(carriedFirstTouch())?.touch;
  const channel = touch ? channelOf(touch) : undefined;
  await gatedWrite(FUNNEL_EVENTS, channel ? docs.map((doc) => ({ ...doc, channel })) : docs, {
    uid: visitorUid(),
    stamp: 'at',
    tooSoon: (lastMs, nowMs) => {
      // The recorder reschedules to the millisecond, past the gap with a margin.
      const wait = lastMs + FUNNEL_GAP_SECONDS * 1000 + MARGIN_MS - nowMs;
      return wait > 0 ? new FunnelTooSoonError(wait) : undefined;
    },
  });
}
