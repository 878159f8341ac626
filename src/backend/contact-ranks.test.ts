import { beforeEach, expect, it, vi } from 'vitest';
import type { PersonLead } from '../domain/person-group';
import { loadContactRanks } from './contact-ranks';
import { readPersonLeads } from './person-leads';

/*
 * The inbox's "2º contato" marks cost a few `in` queries per page, never one per row; a query that
 * met its cap leaves its rows unmarked rather than wrongly ranked. Firestore is replaced at its seam.
 */
vi.mock('./person-leads', () => ({ readPersonLeads: vi.fn() }));
vi.mock('./inbox', () => ({ inboxReads: { documents: 0, countReads: 0 } }));

const day = (n: number) => new Date(Date.UTC(2026, 4, n));
const lead = (id: string, fields: Partial<PersonLead>): PersonLead => ({ id, emailKey: null, phoneDigits: null, receivedAt: day(10), stage: 'novo', ...fields });

/** Answers each query with the stored leads whose field holds one of its values. */
function storeOf(stored: PersonLead[], cappedField?: string) {
  vi.mocked(readPersonLeads).mockImplementation(async (field, values) => ({
    leads: stored.filter((l) => values.includes(String(l[field]))) as never,
    capped: field === cappedField,
  }));
}

beforeEach(() => {
  vi.mocked(readPersonLeads).mockReset();
});

it('ranks a page of 25 rows with one query by e-mail and two by phone, across forms and phone spellings', async () => {
  const rows = Array.from({ length: 25 }, (_, i) => lead(`row${i}`, { emailKey: `p${i}@x.com`, phoneDigits: `1198765${String(4300 + i)}` }));
  const earlier = lead('old', { emailKey: 'someone@x.com', phoneDigits: '5511987654303', receivedAt: day(1) });
  storeOf([...rows, earlier]);
  const ranks = await loadContactRanks(rows);
  expect(readPersonLeads).toHaveBeenCalledTimes(3);
  expect(vi.mocked(readPersonLeads).mock.calls.map(([field, values]) => [field, values.length])).toEqual([
    ['emailKey', 25],
    ['phoneDigits', 30],
    ['phoneDigits', 20],
  ]);
  expect(ranks.get('row3')).toBe(2);
  expect(ranks.get('row4')).toBe(1);
});

it('leaves a row unmarked when a query of its person met the cap', async () => {
  const row = lead('row', { emailKey: 'ana@x.com', phoneDigits: '11987654321' });
  const other = lead('mailOnly', { emailKey: 'bia@x.com' });
  storeOf([row, other, lead('old', { emailKey: 'bia@x.com', receivedAt: day(1) })], 'phoneDigits');
  const ranks = await loadContactRanks([row, other]);
  expect(ranks.has('row')).toBe(false);
  expect(ranks.get('mailOnly')).toBe(2);
});
