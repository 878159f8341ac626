import { describe, expect, it } from 'vitest';
import { FUNNEL_SEND, SOURCE_SEND } from '../forms/core/record';
import { firstTouchOf, packFirstTouch } from './lead-source';
import { addDays, foldFunnelDay, FUNNEL_CAPS, funnelSendId, funnelSendOf, funnelStages, median, mergeDays, NO_CHANNEL, totalsOf } from './funnel';
import { brazilDay, brazilDayStart } from './studio-time';

const DAY = '2026-03-10';

describe('folding a day of funnel events', () => {
  const docs = [
    // Visit a: views, starts, reaches two steps, fails a send, sends. Its events came in two documents.
    { form: 'f', visit: 'a', events: [{ kind: 'view' as const, ms: 0 }, { kind: 'start' as const, ms: 5000 }, { kind: 'step' as const, step: 'one', ms: 6000 }] },
    { form: 'f', visit: 'a', events: [{ kind: 'step' as const, step: 'two', ms: 20_000 }, { kind: 'invalid' as const, fields: ['email', 'nome'], ms: 30_000 }, { kind: 'submit' as const, ms: 65_000 }] },
    // Visit b: views, starts, reaches step one, leaves; a step repeated (a reload) counts once.
    { form: 'f', visit: 'b', events: [{ kind: 'view' as const, ms: 0 }, { kind: 'start' as const, ms: 1000 }, { kind: 'step' as const, step: 'one', ms: 2000 }, { kind: 'step' as const, step: 'one', ms: 9000 }] },
    // Visit c: a branch skips step one; it leaves at step two.
    { form: 'f', visit: 'c', events: [{ kind: 'view' as const, ms: 0 }, { kind: 'start' as const, ms: 1000 }, { kind: 'step' as const, step: 'two', ms: 2000 }, { kind: 'invalid' as const, fields: ['email', 'email'], ms: 3000 }] },
    // Visit d: only looked. Another form's visit stays in its own total.
    { form: 'f', visit: 'd', events: [{ kind: 'view' as const, ms: 0 }] },
    { form: 'g', visit: 'a', events: [{ kind: 'view' as const, ms: 0 }] },
  ];

  it('gives one total per form and stage, each visit counted once', () => {
    const [{ channels, ...f }, g] = foldFunnelDay(DAY, docs);
    expect(f).toEqual({
      form: 'f',
      day: DAY,
      visits: 4,
      views: 4,
      starts: 3,
      submits: 1,
      steps: { one: 2, two: 2 },
      left: { 'step:one': 1, 'step:two': 1, view: 1 },
      invalidSends: 2,
      invalid: { email: 2, nome: 1 },
      finishSeconds: [60],
      saved: 0,
      resumed: 0,
      resumedSubmits: 0,
    });
    // No visit named its channel: all of them are under "not recorded", with the same totals.
    const totals: Record<string, unknown> = { ...f };
    delete totals.form;
    delete totals.day;
    expect(channels).toEqual({ [NO_CHANNEL]: totals });
    expect(g).toMatchObject({ form: 'g', visits: 1, views: 1, starts: 0 });
  });

  it('gives the same totals when the same documents are folded again, in any order', () => {
    expect(foldFunnelDay(DAY, [...docs].reverse())).toEqual(foldFunnelDay(DAY, docs));
  });

  it('keeps the share at each step among the visits that reached it (a skipped step is no drop-off)', () => {
    const [f] = foldFunnelDay(DAY, docs);
    const stages = funnelStages(f, ['one', 'two']);
    expect(stages.map((s) => [s.stage, s.reached, s.kept])).toEqual([
      ['view', 4, 0.75],
      ['start', 3, 1],
      ['step:one', 2, 0.5],
      ['step:two', 2, 0.5],
      ['submit', 1, 1],
    ]);
  });

  it('merges days and takes the median of the finish times', () => {
    const [f] = foldFunnelDay(DAY, docs);
    const sum = mergeDays('f', [f, { ...f, day: addDays(DAY, 1), finishSeconds: [10, 200] }]);
    expect(sum).toMatchObject({ views: 8, steps: { one: 4, two: 4 }, invalid: { email: 4, nome: 2 }, finishSeconds: [10, 60, 200] });
    expect(median(sum.finishSeconds)).toBe(60);
    expect(median([])).toBeUndefined();
  });
});

describe('"Continuar depois" in the funnel (issue 40)', () => {
  it('counts the visits that saved a draft, the visits opened from its link, and those of them that sent', () => {
    const [f] = foldFunnelDay(DAY, [
      // On the phone: saved twice (a second save from the same visit counts once), left.
      { form: 'f', visit: 'p', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }, { kind: 'saved', ms: 60_000 }, { kind: 'saved', ms: 90_000 }] },
      // On the computer: opened from the link, sent.
      { form: 'f', visit: 'c', events: [{ kind: 'view', ms: 0 }, { kind: 'resumed', ms: 500 }, { kind: 'start', ms: 2000 }, { kind: 'submit', ms: 30_000 }] },
      // Opened from the link again elsewhere, not sent; and a send with no draft at all.
      { form: 'f', visit: 'd', events: [{ kind: 'view', ms: 0 }, { kind: 'resumed', ms: 500 }] },
      { form: 'f', visit: 'e', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 500 }, { kind: 'submit', ms: 9000 }] },
    ]);
    expect(f).toMatchObject({ visits: 4, submits: 2, saved: 1, resumed: 2, resumedSubmits: 1 });
  });

  it('reads the days folded before it as none', () => {
    const [f] = foldFunnelDay(DAY, [{ form: 'f', visit: 'c', events: [{ kind: 'resumed', ms: 0 }, { kind: 'submit', ms: 10 }] }]);
    const before = foldFunnelDay(DAY, [{ form: 'f', visit: 'x', events: [{ kind: 'view', ms: 0 }] }])[0];
    for (const key of ['saved', 'resumed', 'resumedSubmits'] as const) delete before[key];
    expect(mergeDays('f', [before, f])).toMatchObject({ saved: 0, resumed: 1, resumedSubmits: 1 });
  });
});

describe('the send counted from the stored submission', () => {
  const VISIT = '0123456789abcdef0123456789abcdef';
  const submission = (visit: unknown, ms: unknown) => ({ nome: 'Ana', email: 'ana@example.com', [FUNNEL_SEND.visit]: visit, [FUNNEL_SEND.ms]: ms });

  it("is the visit's 'submit' event, as the recorder would send it, and nothing of the answers", () => {
    const doc = funnelSendOf('f', submission(VISIT, 95_000));
    expect(doc).toEqual({ form: 'f', visit: VISIT, events: [{ kind: 'submit', ms: 95_000 }] });
    expect(JSON.stringify(doc)).not.toContain('ana');
  });

  it('is nothing when the submission names no visit, or one of a shape the rules refuse', () => {
    const refused: [unknown, unknown][] = [
      [undefined, undefined],
      [VISIT, undefined],
      [undefined, 1000],
      ['ana@example.com', 1000],
      [VISIT.toUpperCase(), 1000],
      [VISIT.slice(1), 1000],
      [42, 1000],
      [VISIT, -1],
      [VISIT, 1.5],
      [VISIT, FUNNEL_CAPS.ms + 1],
      [VISIT, '1000'],
    ];
    for (const [visit, ms] of refused) expect(funnelSendOf('f', submission(visit, ms)), JSON.stringify([visit, ms])).toBeUndefined();
  });

  it('has one id per submission, so a trigger delivered again writes the same document', () => {
    expect(funnelSendId('f', 'abc')).toBe(funnelSendId('f', 'abc'));
    expect(funnelSendId('f', 'abc')).not.toBe(funnelSendId('f', 'abd'));
    expect(funnelSendId('f', 'abc')).not.toBe(funnelSendId('g', 'abc'));
  });

  it("counts a visit's send once, whether the function, the recorder or both recorded it", () => {
    const browser = { form: 'f', visit: VISIT, events: [{ kind: 'view' as const, ms: 0 }, { kind: 'start' as const, ms: 5000 }, { kind: 'submit' as const, ms: 95_000 }] };
    const server = funnelSendOf('f', submission(VISIT, 95_010))!;
    const [both] = foldFunnelDay(DAY, [browser, server, server]);
    expect(both).toMatchObject({ visits: 1, views: 1, starts: 1, submits: 1, finishSeconds: [90] });
    expect(foldFunnelDay(DAY, [{ ...browser, events: browser.events.slice(0, 2) }, server])).toEqual([both]);
  });

  it('counts a visit whose page closed before its own events left: it sent, so it viewed and started too', () => {
    const [f] = foldFunnelDay(DAY, [funnelSendOf('f', submission(VISIT, 95_000))!]);
    expect(f).toMatchObject({ visits: 1, views: 1, starts: 1, submits: 1, left: {}, finishSeconds: [] });
    expect(funnelStages(f, []).map((s) => [s.stage, s.reached, s.kept])).toEqual([
      ['view', 1, 1],
      ['start', 1, 1],
      ['submit', 1, 1],
    ]);
  });
});

describe('funnel days', () => {
  it('uses Brazil time (UTC-3) for a day', () => {
    expect(brazilDayStart(DAY).toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(brazilDay(new Date('2026-03-11T02:59:00Z'))).toBe(DAY);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the funnel split by channel (issue 41)', () => {
  const view = { kind: 'view' as const, ms: 0 };
  const start = { kind: 'start' as const, ms: 1000 };
  const submit = { kind: 'submit' as const, ms: 61_000 };
  const docs = [
    // Two visits from Instagram, one of which sent; the channel rides on every document of a visit.
    { form: 'f', visit: 'a', channel: 'instagram', events: [view, start] },
    { form: 'f', visit: 'a', channel: 'instagram', events: [submit] },
    { form: 'f', visit: 'b', channel: 'instagram', events: [view] },
    // A direct visit, and one whose first document was stored before the channel was kept.
    { form: 'f', visit: 'c', channel: 'direto', events: [view, start] },
    { form: 'f', visit: 'd', events: [view] },
    { form: 'f', visit: 'd', channel: 'google', events: [start, submit] },
    // A channel written around the page is "not recorded", never a key of its own.
    { form: 'f', visit: 'e', channel: 'myspace.evil/x', events: [view] },
  ];

  it('keeps each channel’s totals beside the whole, each visit under its one channel', () => {
    const [day] = foldFunnelDay(DAY, docs);
    expect(day).toMatchObject({ visits: 5, views: 5, starts: 3, submits: 2 });
    expect(Object.keys(day.channels!).sort()).toEqual(['direto', 'google', 'instagram', NO_CHANNEL]);
    expect(day.channels!.instagram).toMatchObject({ visits: 2, views: 2, starts: 1, submits: 1, finishSeconds: [60] });
    expect(day.channels!.google).toMatchObject({ visits: 1, views: 1, starts: 1, submits: 1 });
    expect(day.channels!.direto).toMatchObject({ visits: 1, starts: 1, submits: 0, left: { start: 1 } });
    expect(day.channels![NO_CHANNEL]).toMatchObject({ visits: 1, views: 1, starts: 0 });
  });

  it('merges each channel over the days, and gives one channel’s totals or the whole', () => {
    const [day] = foldFunnelDay(DAY, docs);
    const merged = mergeDays('f', [day, { ...day, day: addDays(DAY, 1) }]);
    expect(totalsOf(merged, 'instagram')).toMatchObject({ visits: 4, submits: 2, finishSeconds: [60, 60] });
    expect(totalsOf(merged, undefined)).toBe(merged);
    expect(totalsOf(merged, 'tiktok')).toMatchObject({ visits: 0, views: 0, submits: 0 });
    // Days folded before the split have none: the whole still adds up.
    expect(mergeDays('f', [{ ...day, channels: undefined }]).channels).toEqual({});
  });

  it("names the send's channel from the first touch the submission carries", () => {
    const visit = '0123456789abcdef0123456789abcdef';
    const touch = packFirstTouch(firstTouchOf(new URL('https://movaly.com.br/?utm_source=ig&utm_campaign=x'), '', 'https://movaly.com.br'));
    expect(funnelSendOf('f', { [FUNNEL_SEND.visit]: visit, [FUNNEL_SEND.ms]: 5, [SOURCE_SEND.touch]: touch })).toEqual({ form: 'f', visit, channel: 'instagram', events: [{ kind: 'submit', ms: 5 }] });
    expect(funnelSendOf('f', { [FUNNEL_SEND.visit]: visit, [FUNNEL_SEND.ms]: 5 })).toEqual({ form: 'f', visit, events: [{ kind: 'submit', ms: 5 }] });
  });
});

