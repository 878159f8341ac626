// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNNEL_CAPS, FUNNEL_GAP_SECONDS } from '../domain/funnel';

/*
 * The recorder's own logic: what it counts once, what it batches and when. The send (Firestore and
 * the visitor's Auth, ./funnel-send) is replaced by a recording function; the rules suite proves the
 * documents' shape against the real rules.
 */
const { sent } = vi.hoisted(() => ({ sent: vi.fn<(docs: unknown[]) => Promise<void>>() }));
vi.mock('./funnel-send', () => ({ sendFunnelDocs: (docs: unknown[]) => sent(docs) }));

async function recorder(formId = 'contato') {
  return (await freshModule()).funnelFor(formId);
}
/** The module as a new page loads it (its memory empty, the tab's sessionStorage kept). */
async function freshModule() {
  vi.resetModules();
  return import('./funnel-recorder');
}

/** Lets the batch delay, the idle fallback and the dynamic import run. */
async function settle(ms = 5000) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  sent.mockReset();
  sent.mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the funnel recorder', () => {
  it('counts view, start, each step and the send once per visit, and sends them in one batch later', async () => {
    const funnel = await recorder();
    funnel.viewed();
    funnel.viewed();
    funnel.started();
    funnel.started();
    funnel.reachedStep('contato');
    funnel.reachedStep('contato');
    funnel.reachedStep('not a step id!');
    funnel.failedSend(['email', 'email', '']);
    funnel.submitted();
    expect(sent).not.toHaveBeenCalled();
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
    const [[docs]] = sent.mock.calls as unknown as [[{ form: string; visit: string; events: { kind: string }[] }[]]];
    expect(docs).toHaveLength(1);
    expect(docs[0].form).toBe('contato');
    expect(docs[0].visit).toMatch(/^[0-9a-f]{32}$/);
    expect(docs[0].events.map((e) => e.kind)).toEqual(['view', 'start', 'step', 'invalid', 'submit']);
    expect(docs[0].events[3]).toMatchObject({ fields: ['email'] });
  });

  it('holds a batch back while the visitor types, and sends it once they pause', async () => {
    const funnel = await recorder();
    funnel.viewed();
    // Typing from 3 s to 9 s after the view, a key every 200 ms: past the 4 s the batch would wait.
    await vi.advanceTimersByTimeAsync(3000);
    for (let t = 0; t < 6000; t += 200) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.dynamicImportSettled();
    expect(sent).not.toHaveBeenCalled();
    await settle(3000);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('keeps the visit across pages of the tab: a reload does not count a second view', async () => {
    (await recorder()).viewed();
    await settle();
    const visit = (sent.mock.calls[0][0] as { visit: string }[])[0].visit;
    sent.mockClear();
    const again = await recorder();
    again.viewed();
    again.started();
    await settle(FUNNEL_GAP_SECONDS * 1000 + 5000);
    const docs = sent.mock.calls[0][0] as { visit: string; events: { kind: string }[] }[];
    expect(docs[0].visit).toBe(visit);
    expect(docs[0].events.map((e) => e.kind)).toEqual(['start']);
  });

  it("waits for the gate's gap between batches and splits more events than a document may hold", async () => {
    const funnel = await recorder();
    funnel.viewed();
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
    for (let i = 0; i < FUNNEL_CAPS.events + 2; i++) funnel.reachedStep(`s${i}`);
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
    await settle(FUNNEL_GAP_SECONDS * 1000);
    expect(sent).toHaveBeenCalledTimes(2);
    expect((sent.mock.calls[1][0] as { events: unknown[] }[])[0].events).toHaveLength(FUNNEL_CAPS.events);
    await settle(FUNNEL_GAP_SECONDS * 1000 + 2000);
    expect((sent.mock.calls[2][0] as { events: unknown[] }[])[0].events).toHaveLength(2);
  });

  it('swallows a failed send silently and tries again later', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    sent.mockRejectedValueOnce(new Error('offline'));
    (await recorder()).viewed();
    await settle();
    await settle(FUNNEL_GAP_SECONDS * 1000 + 2000);
    expect(sent).toHaveBeenCalledTimes(2);
    expect((sent.mock.calls[1][0] as { events: { kind: string }[] }[])[0].events.map((e) => e.kind)).toEqual(['view']);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('sends what waits at once after a send (no batch delay, no pause: the visitor just pressed send)', async () => {
    const funnel = await recorder();
    funnel.viewed();
    funnel.started();
    funnel.submitted();
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0][0] as { events: { kind: string }[] }[])[0].events.map((e) => e.kind)).toEqual(['view', 'start', 'submit']);
  });
});

describe('the send counted from the submission', () => {
  it('gives the submission the visit and the time since it viewed the form, once the recorder made the visit', async () => {
    const mod = await freshModule();
    const funnel = mod.funnelFor('contato');
    expect(mod.visitForSubmission('contato')).toBeUndefined();
    funnel.viewed();
    await vi.advanceTimersByTimeAsync(65_000);
    const carried = mod.visitForSubmission('contato');
    expect(carried?.visit).toMatch(/^[0-9a-f]{32}$/);
    expect(carried?.ms).toBe(65_000);
    // It reads only: no visit of a form this tab never viewed, and no new visit made for it.
    expect(mod.visitForSubmission('outro_form')).toBeUndefined();
    expect(sessionStorage.getItem('movaly.funnel.visit')).toBe(carried?.visit);
  });

  it('gives nothing of a visit id or a time the rules would refuse, nor outside a usable storage', async () => {
    const mod = await freshModule();
    mod.funnelFor('contato').viewed();
    sessionStorage.setItem('movaly.funnel.visit', 'ana@example.com');
    expect(mod.visitForSubmission('contato')).toBeUndefined();
    sessionStorage.setItem('movaly.funnel.visit', '0123456789abcdef0123456789abcdef');
    sessionStorage.setItem('movaly.funnel.form.contato', '{not json');
    expect(mod.visitForSubmission('contato')).toBeUndefined();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(mod.visitForSubmission('contato')).toBeUndefined();
    getItem.mockRestore();
  });

  it("sends no 'submit' of its own for a send the submission carried, and the rest of the visit at once", async () => {
    const mod = await freshModule();
    const funnel = mod.funnelFor('contato');
    funnel.viewed();
    funnel.started();
    funnel.reachedStep('contato');
    mod.sendCarried('contato');
    // The runner still tells the recorder, as it always has.
    funnel.submitted();
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
    expect(sent).toHaveBeenCalledTimes(1);
    await settle(FUNNEL_GAP_SECONDS * 1000 + 5000);
    const kinds = sent.mock.calls.flatMap(([docs]) => (docs as { events: { kind: string }[] }[]).flatMap((d) => d.events.map((e) => e.kind)));
    expect(kinds).toEqual(['view', 'start', 'step']);
    // A reload of the tab does not count it again either.
    sent.mockClear();
    (await recorder()).submitted();
    await settle(FUNNEL_GAP_SECONDS * 1000 + 5000);
    expect(sent).not.toHaveBeenCalled();
  });
});
