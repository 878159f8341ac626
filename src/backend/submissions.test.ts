// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { FUNNEL_SEND, submissionMeta, toStoredAnswers } from '../forms/core/record';

/*
 * What a submission carries for the funnel (the send counted from the stored submission, src/domain/funnel.ts):
 * the tab's visit when the recorder made one, nothing otherwise, and never a lost send for the funnel's
 * sake. Firestore is replaced at its one seam, ./gated-create; the recorder is the real one.
 */
const { created, sent } = vi.hoisted(() => ({
  created: vi.fn<(collection: string, data: Record<string, unknown>) => Promise<string>>(),
  sent: vi.fn<(docs: unknown[]) => Promise<void>>(),
}));
vi.mock('./gated-create', () => ({ gatedCreate: created }));
vi.mock('./funnel-send', () => ({ sendFunnelDocs: sent }));

const def = readRegistry().forms.find((f) => f.id === 'contato')!;
const trap = { honeypot: '', fillMs: 9000 };
const answers = () => toStoredAnswers(def, def.example!);

async function freshPage() {
  vi.resetModules();
  const recorder = await import('./funnel-recorder');
  const { submitAnswers } = await import('./submissions');
  return { recorder, submit: () => submitAnswers(def, def.example!, 'pt', trap) };
}

beforeEach(() => {
  sessionStorage.clear();
  created.mockReset();
  created.mockResolvedValue('lead-1');
  sent.mockReset();
  sent.mockResolvedValue();
});

describe('a submission and the funnel', () => {
  it('names the visit and the time since it viewed the form, and the recorder then sends no submit of its own', async () => {
    const { recorder, submit } = await freshPage();
    const funnel = recorder.funnelFor(def.id);
    funnel.viewed();
    expect(await submit()).toBe('lead-1');
    const [[collection, data]] = created.mock.calls;
    expect(collection).toBe(def.form.collection);
    expect(data).toEqual({
      ...answers(),
      ...submissionMeta(def, 'pt'),
      fill_ms: 9000,
      [FUNNEL_SEND.visit]: sessionStorage.getItem('movaly.funnel.visit'),
      [FUNNEL_SEND.ms]: expect.any(Number),
    });
    expect(data[FUNNEL_SEND.visit]).toMatch(/^[0-9a-f]{32}$/);
    funnel.submitted();
    await vi.dynamicImportSettled();
    await new Promise((r) => setTimeout(r, 0));
    const kinds = sent.mock.calls.flatMap(([docs]) => (docs as { events: { kind: string }[] }[]).flatMap((d) => d.events.map((e) => e.kind)));
    // The view went at once after the send; the send itself is the function's to count.
    expect(kinds).toEqual(['view']);
  });

  it('names no visit when the recorder made none (storage blocked, an old tab): the answers go as before', async () => {
    const { submit } = await freshPage();
    await submit();
    expect(created.mock.calls[0][1]).toEqual({ ...answers(), ...submissionMeta(def, 'pt'), fill_ms: 9000 });
  });

  it('sends the answers again without the visit when the rules refuse it (rules older than the page), and the recorder counts the send', async () => {
    const { recorder, submit } = await freshPage();
    const funnel = recorder.funnelFor(def.id);
    funnel.viewed();
    created.mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(await submit()).toBe('lead-1');
    expect(created).toHaveBeenCalledTimes(2);
    expect(created.mock.calls[0][1]).toHaveProperty(FUNNEL_SEND.visit);
    expect(created.mock.calls[1][1]).not.toHaveProperty(FUNNEL_SEND.visit);
    expect(created.mock.calls[1][1]).not.toHaveProperty(FUNNEL_SEND.ms);
    funnel.submitted();
    await vi.dynamicImportSettled();
    await new Promise((r) => setTimeout(r, 0));
    const kinds = sent.mock.calls.flatMap(([docs]) => (docs as { events: { kind: string }[] }[]).flatMap((d) => d.events.map((e) => e.kind)));
    expect(kinds).toEqual(['view', 'submit']);
  });

  it('does not send twice for any other failure: the form says so and keeps the answers', async () => {
    const { recorder, submit } = await freshPage();
    recorder.funnelFor(def.id).viewed();
    created.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await expect(submit()).rejects.toThrow('offline');
    expect(created).toHaveBeenCalledTimes(1);
  });
});
