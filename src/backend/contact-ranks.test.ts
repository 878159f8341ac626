import { beforeEach, expect, it, vi } from 'vitest';
import type { PersonLead } from '../domain/person-group';
import { type PersonDoc, personIndexKeys } from '../domain/person-index';
import { loadContactRanks } from './contact-ranks';
import { readPeople } from './person-leads';

/*
 * The inbox's "2º contato" marks read the people index by id, two documents a row at most, never a
 * query over the leads; a person whose document stopped listing leaves its rows unmarked rather than
 * wrongly ranked. Firestore is replaced at its seam by an index built from stored leads.
 */
vi.mock('./person-leads', () => ({ readPeople: vi.fn() }));
vi.mock('./inbox', () => ({ inboxReads: { documents: 0, countReads: 0 } }));

const day = (n: number) => new Date(Date.UTC(2026, 4, n));
const lead = (id: string, fields: Partial<PersonLead>): PersonLead => ({ id, emailKey: null, phoneDigits: null, receivedAt: day(10), stage: 'novo', ...fields });

/** The index the function would keep for the stored leads; `capped` keys say they stopped listing. */
function indexOf(stored: PersonLead[], capped: string[] = []) {
  const docs = new Map<string, PersonDoc>();
  for (const l of stored) {
    for (const key of personIndexKeys(l)) {
      const doc = docs.get(key) ?? { leads: {} };
      doc.leads![l.id] = { at: l.receivedAt!.getTime(), spam: l.stage === 'spam' };
      docs.set(key, doc);
    }
  }
  for (const key of capped) docs.set(key, { ...docs.get(key), capped: true });
  vi.mocked(readPeople).mockImplementation(async (keys) => new Map(keys.map((k) => [k, docs.get(k)])));
}

beforeEach(() => {
  vi.mocked(readPeople).mockReset();
});

it('ranks a page of 25 rows from two documents a row at most, across forms and phone spellings, spam never counted', async () => {
  const rows = Array.from({ length: 25 }, (_, i) => lead(`row${i}`, { emailKey: `p${i}@x.com`, phoneDigits: `1198765${String(4300 + i)}` }));
  const earlier = lead('old', { emailKey: 'someone@x.com', phoneDigits: '5511987654303', receivedAt: day(1) });
  const bot = lead('bot', { emailKey: 'p4@x.com', receivedAt: day(1), stage: 'spam' });
  indexOf([...rows, earlier, bot]);
  const ranks = await loadContactRanks(rows);
  expect(readPeople).toHaveBeenCalledTimes(1);
  expect(vi.mocked(readPeople).mock.calls[0][0]).toHaveLength(50);
  // The same number with 55, on another form's lead.
  expect(ranks.get('row3')).toBe(2);
  expect(ranks.get('row4')).toBe(1);
});

it('leaves a row unmarked when a document of its person stopped listing', async () => {
  const row = lead('row', { emailKey: 'ana@x.com', phoneDigits: '11987654321' });
  const other = lead('mailOnly', { emailKey: 'bia@x.com' });
  indexOf([row, other, lead('old', { emailKey: 'bia@x.com', receivedAt: day(1) })], ['p:11987654321']);
  const ranks = await loadContactRanks([row, other]);
  expect(ranks.has('row')).toBe(false);
  expect(ranks.get('mailOnly')).toBe(2);
});
