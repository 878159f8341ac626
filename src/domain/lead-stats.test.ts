import { describe, expect, it } from 'vitest';
import {
  contributionDelta,
  campaignKey,
  contributionOf,
  countedChanged,
  type CountedLead,
  glanceCounts,
  LEAD_STATS_FIELDS,
  type MonthStats,
  monthsBetween,
  nestedByDoc,
  outcomesOf,
  reasonKey,
  storedEntries,
} from './lead-stats';

// 21:30 in São Paulo on 31 October is already 1 November in UTC: the lead counts in October.
const lead = (over: Partial<CountedLead> = {}): CountedLead => ({
  formId: 'contato',
  stage: 'novo',
  spam: false,
  due: null,
  receivedAt: new Date('2026-11-01T00:30:00Z'),
  ...over,
});
const sum = (leads: CountedLead[]) => nestedByDoc(leads.flatMap(contributionOf));

describe('what a lead adds to the counters', () => {
  it('counts a new lead in its stage, its form and the day and month it arrived in Brazil', () => {
    expect(Object.fromEntries(sum([lead()]))).toEqual({
      pipeline: { stage: { novo: 1 }, form: { contato: 1 } },
      'month-2026-10': { received: { contato: 1 }, days: { '2026-10-31': { contato: 1 } } },
    });
  });

  it('counts spam in its stage alone, never as received or per form', () => {
    expect(Object.fromEntries(sum([lead({ stage: 'spam', spam: true })]))).toEqual({ pipeline: { stage: { spam: 1 } } });
  });

  it('counts a won lead with its value, a lost one with its reason (none, or trimmed), an open follow-up by its day', () => {
    const docs = sum([
      lead({ stage: 'fechado', wonValue: 150_000 }),
      lead({ stage: 'fechado', wonValue: null }),
      lead({ stage: 'perdido', lostReason: ' Preço ' }),
      lead({ stage: 'perdido', lostReason: null }),
      lead({ stage: 'em_contato', due: '2026-11-20' }),
    ]);
    expect(docs.get('month-2026-10')).toMatchObject({ won: { contato: 2 }, wonValue: { contato: 150_000 }, lost: { contato: 2 }, lostReasons: { 'r:Preço': 1, none: 1 } });
    expect(docs.get('pipeline')).toMatchObject({ due: { '2026-11-20': 1 }, stage: { fechado: 2, perdido: 2, em_contato: 1 } });
  });

  it('counts a partial lead (issue 40) apart: in its own counter alone, never in a stage, a form, a follow-up day or a month', () => {
    expect(Object.fromEntries(sum([lead({ partial: true, stage: 'em_contato', due: '2026-11-20' })]))).toEqual({ pipeline: { partial: { contato: 1 } } });
  });

  it('marks in its month a lead that was a partial lead, besides counting it as any lead', () => {
    expect(sum([lead({ fromPartial: true })]).get('month-2026-10')).toEqual({ received: { contato: 1 }, days: { '2026-10-31': { contato: 1 } }, fromPartial: { contato: 1 } });
  });

  it('counts where a lead came from (issue 41): its channel and its campaign, received, won and the won value', () => {
    const docs = sum([
      lead({ channel: 'instagram', campaign: 'Natal 2026!' }),
      lead({ channel: 'instagram', campaign: 'natal-2026', stage: 'fechado', wonValue: 150_000 }),
      lead({ channel: 'google' }),
      // Spam and a partial lead say nothing of where leads come from; a channel that is no plain key is left out.
      lead({ channel: 'google', stage: 'spam', spam: true }),
      lead({ channel: 'google', partial: true }),
      lead({ channel: 'a.b' }),
    ]);
    expect(docs.get('month-2026-10')).toMatchObject({
      channels: { instagram: { received: 2, won: 1, wonValue: 150_000 }, google: { received: 1 } },
      campaigns: { 'natal-2026': { received: 2, won: 1, wonValue: 150_000 } },
    });
    expect(Object.keys((docs.get('month-2026-10') as { channels: object }).channels)).toEqual(['instagram', 'google']);
    expect(campaignKey('  Black Friday — Promoção ')).toBe('black-friday-promocao');
  });

  it('adds nothing for a form id that is not a plain key (a counter path must not be steered by a document)', () => {
    expect(contributionOf(lead({ formId: 'a.b' }))).toEqual([]);
    expect(contributionOf(lead({ formId: '' }))).toEqual([]);
  });

  it('adds only to maps that the index configuration leaves unindexed (firestore.indexes.json)', () => {
    const all = [
      lead(),
      lead({ stage: 'fechado', wonValue: 1 }),
      lead({ stage: 'perdido', due: '2026-11-20' }),
      lead({ stage: 'em_contato', due: '2026-11-20' }),
      lead({ partial: true }),
      lead({ fromPartial: true }),
      lead({ channel: 'instagram', campaign: 'natal-2026', link: 'l0123456789abcdef' }),
    ].flatMap(contributionOf);
    expect(new Set(all.map((e) => e.path[0]))).toEqual(new Set(LEAD_STATS_FIELDS));
  });

  it("keeps a reason's text apart from the key of no reason", () => {
    expect(reasonKey('none')).toBe('r:none');
    expect(reasonKey('  ')).toBe('none');
  });
});

describe('moving the counters', () => {
  it('is needed only when a counted field changed (a time by its value), or the lead came or went', () => {
    const at = (ms: number) => ({ ms, isEqual: (o: unknown) => (o as { ms?: number })?.ms === ms });
    const stored = { formId: 'contato', stage: 'novo', spam: false, due: null, receivedAt: at(1), emailKey: 'a@b.c', phoneDigits: '11987654321', assignee: null, lastActivityAt: at(1) };
    expect(countedChanged(stored, { ...stored, receivedAt: at(1), assignee: 'uid', lastActivityAt: at(9), name: 'Outro' })).toBe(false);
    for (const change of [{ stage: 'em_contato' }, { due: '2026-11-30' }, { receivedAt: at(2) }, { emailKey: 'x@y.z' }, { phoneDigits: null }, { spam: true }, { wonValue: 100 }, { lostReason: 'Preço' }]) {
      expect(countedChanged(stored, { ...stored, ...change })).toBe(true);
    }
    expect(countedChanged(undefined, stored)).toBe(true);
    expect(countedChanged(stored, undefined)).toBe(true);
  });

  it('moves only the difference: a stage change takes one from the old stage and gives one to the new', () => {
    const before = contributionOf(lead());
    const after = contributionOf(lead({ stage: 'em_contato' }));
    expect(contributionDelta(before, after)).toEqual([
      { doc: 'pipeline', path: ['stage', 'novo'], n: -1 },
      { doc: 'pipeline', path: ['stage', 'em_contato'], n: 1 },
    ]);
  });

  it('moves nothing when the lead adds what it added (a repeated event)', () => {
    expect(contributionDelta(contributionOf(lead()), contributionOf(lead()))).toEqual([]);
  });

  it('takes back everything a deleted lead added', () => {
    const before = contributionOf(lead({ stage: 'fechado', wonValue: 900 }));
    expect(contributionDelta(before, []).every((e) => e.n < 0)).toBe(true);
    expect(contributionDelta(before, []).length).toBe(before.length);
  });

  it('reads a stored record, and anything malformed as nothing added', () => {
    const entries = contributionOf(lead());
    expect(storedEntries({ entries })).toEqual(entries);
    expect(storedEntries(undefined)).toEqual([]);
    expect(storedEntries({ entries: [{ doc: 'pipeline', path: 'stage', n: 1 }, null] })).toEqual([]);
  });
});

describe('the figures the admin home reads from them', () => {
  it('names the months a range of days touches, across a year', () => {
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12-15', '2027-01-13')).toEqual(['2026-12', '2027-01']);
  });

  it('gives the glance: stages, each form over the window (its first and last days included), and overdue before today', () => {
    const months = new Map<string, MonthStats>([
      ['2026-10', { days: { '2026-10-31': { contato: 1 }, '2026-10-01': { contato: 5 } } }],
      ['2026-11', { days: { '2026-11-29': { contato: 2, clone_digital: 1 }, '2026-11-30': { contato: 1 } } }],
    ]);
    const counts = glanceCounts({ stage: { novo: 3, spam: 9 }, due: { '2026-11-28': 1, '2026-11-29': 2, '2026-11-30': 4 }, partial: { contato: 2, clone_digital: 1 } }, months, {
      stages: ['novo', 'fechado'],
      formIds: ['contato', 'clone_digital'],
      from: '2026-10-31',
      today: '2026-11-30',
    });
    expect(counts).toEqual({ byStage: { novo: 3, fechado: 0 }, byForm: { contato: 4, clone_digital: 1 }, overdue: 3, partial: 3 });
  });

  it('gives "Resultados" per month (a month without a document is zeros), per form over all months, and reasons by count', () => {
    const docs = new Map<string, MonthStats>([
      ['2026-10', { received: { contato: 3, clone_digital: 1 }, won: { contato: 1 }, wonValue: { contato: 500 }, lost: { contato: 2 }, lostReasons: { 'r:Prazo': 1, none: 1 } }],
      ['2026-11', { received: { contato: 1 }, lost: { contato: 1 }, lostReasons: { 'r:Prazo': 1, 'r:Preço': 0 }, fromPartial: { contato: 1, clone_digital: 1 } }],
    ]);
    expect(outcomesOf(['2026-09', '2026-10', '2026-11'], docs, ['contato', 'clone_digital', 'convite_pesquisa'])).toEqual({
      months: [
        { month: '2026-09', received: 0, won: 0, wonValue: 0, lost: 0 },
        { month: '2026-10', received: 4, won: 1, wonValue: 500, lost: 2 },
        { month: '2026-11', received: 1, won: 0, wonValue: 0, lost: 1 },
      ],
      byForm: [
        { formId: 'contato', received: 4, won: 1 },
        { formId: 'clone_digital', received: 1, won: 0 },
      ],
      byReason: [
        { reason: 'Prazo', count: 2 },
        { reason: '', count: 1 },
      ],
      fromPartial: 2,
      byChannel: [],
      byCampaign: [],
    });
  });

  it('gives "Resultados" per channel and per campaign over the months, the most received first', () => {
    const docs = new Map<string, MonthStats>([
      ['2026-10', { channels: { instagram: { received: 2, won: 1, wonValue: 500 }, google: { received: 3 } }, campaigns: { natal: { received: 2, won: 1, wonValue: 500 } } }],
      ['2026-11', { channels: { instagram: { received: 2, won: 1, wonValue: 1000 }, direto: { received: 0 } } }],
    ]);
    const { byChannel, byCampaign } = outcomesOf(['2026-10', '2026-11'], docs, []);
    expect(byChannel).toEqual([
      { key: 'instagram', received: 4, won: 2, wonValue: 1500 },
      { key: 'google', received: 3, won: 0, wonValue: 0 },
    ]);
    expect(byCampaign).toEqual([{ key: 'natal', received: 2, won: 1, wonValue: 500 }]);
  });
});
