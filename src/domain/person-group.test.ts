import { describe, expect, it } from 'vitest';
import { batchedValues, chunks, contactRank, contactRanks, mergeTimelines, otherLeadsOf, type PersonLead, personValues, samePerson } from './person-group';

const day = (n: number) => new Date(Date.UTC(2026, 4, n, 12));
const lead = (id: string, fields: Partial<PersonLead> = {}): PersonLead => ({ id, emailKey: null, phoneDigits: null, receivedAt: day(1), ...fields });

describe('samePerson', () => {
  it('joins a phone typed with and without Brazil\'s code, either way round', () => {
    const national = lead('a', { phoneDigits: '11987654321' });
    const international = lead('b', { phoneDigits: '5511987654321' });
    expect(samePerson(national, international)).toBe(true);
    expect(samePerson(international, national)).toBe(true);
  });

  it('joins e-mails that differ only in case or spaces, as older summaries may hold them', () => {
    expect(samePerson(lead('a', { emailKey: 'Ana.Souza@Example.com' }), lead('b', { emailKey: ' ana.souza@example.com' }))).toBe(true);
  });

  it('joins on either key alone: another e-mail with the same phone is the same person', () => {
    expect(samePerson(lead('a', { emailKey: 'a@x.com', phoneDigits: '11987654321' }), lead('b', { emailKey: 'b@x.com', phoneDigits: '5511987654321' }))).toBe(true);
  });

  it('keeps apart other numbers, a Rio Grande do Sul number beginning with 55, and leads without e-mail or phone', () => {
    expect(samePerson(lead('a', { phoneDigits: '11987654321' }), lead('b', { phoneDigits: '11987654320' }))).toBe(false);
    // 55 is also an area code: (55) 98765-4321 is not 98765-4321 typed without its area code.
    expect(samePerson(lead('a', { phoneDigits: '55987654321' }), lead('b', { phoneDigits: '987654321' }))).toBe(false);
    expect(samePerson(lead('a', { phoneDigits: '55987654321' }), lead('b', { phoneDigits: '5555987654321' }))).toBe(true);
    expect(samePerson(lead('a'), lead('b'))).toBe(false);
    // Too few digits to be a phone: '1234' typed twice is not a person.
    expect(samePerson(lead('a', { phoneDigits: '1234' }), lead('b', { phoneDigits: '1234' }))).toBe(false);
  });
});

describe('personValues', () => {
  it('asks for the e-mail as stored and the phone in both spellings', () => {
    expect(personValues({ emailKey: 'ana@x.com', phoneDigits: '11987654321' })).toEqual({ emails: ['ana@x.com'], phones: ['11987654321', '5511987654321'] });
    expect(personValues({ emailKey: null, phoneDigits: '5511987654321' })).toEqual({ emails: [], phones: ['11987654321', '5511987654321'] });
    expect(personValues({ emailKey: null, phoneDigits: '987654321' })).toEqual({ emails: [], phones: ['987654321'] });
    expect(personValues({ emailKey: null, phoneDigits: null })).toEqual({ emails: [], phones: [] });
  });
});

describe('otherLeadsOf', () => {
  it('lists the person\'s other leads once each, newest first, without this one or strangers', () => {
    const me = lead('me', { emailKey: 'ana@x.com', phoneDigits: '11987654321', receivedAt: day(3) });
    const byMail = lead('mail', { emailKey: 'ANA@x.com', receivedAt: day(1) });
    const byPhone = lead('phone', { phoneDigits: '5511987654321', receivedAt: day(5) });
    const stranger = lead('other', { emailKey: 'bia@x.com', receivedAt: day(4) });
    // Found by both the e-mail query and the phone query: listed once.
    const both = lead('both', { emailKey: 'ana@x.com', phoneDigits: '11987654321', receivedAt: day(2) });
    const found = [me, byMail, byPhone, stranger, both, both];
    expect(otherLeadsOf(me, found).map((l) => l.id)).toEqual(['phone', 'both', 'mail']);
  });

  it('is empty when the person sent only this lead', () => {
    const me = lead('me', { emailKey: 'ana@x.com' });
    expect(otherLeadsOf(me, [me])).toEqual([]);
  });
});

describe('contactRank', () => {
  const first = lead('first', { emailKey: 'ana@x.com', receivedAt: day(1) });
  const second = lead('second', { phoneDigits: '5511987654321', emailKey: 'ana@x.com', receivedAt: day(2) });
  const third = lead('third', { phoneDigits: '11987654321', receivedAt: day(3) });

  it('counts the person\'s leads received before this one, whatever their form or how the phone was typed', () => {
    const found = [third, first, second];
    expect(contactRank(first, found)).toBe(1);
    expect(contactRank(second, found)).toBe(2);
    expect(contactRank(third, found)).toBe(2); // shares only the phone with `second`; `first` is another e-mail only
    expect(contactRanks([first, second], [third]).get('second')).toBe(2);
  });

  it('leaves out leads in spam, and orders leads of the same moment the same way every time', () => {
    const spam = lead('spam', { emailKey: 'ana@x.com', receivedAt: day(0), stage: 'spam' });
    expect(contactRank(second, [spam, second])).toBe(1);
    const twinA = lead('a', { emailKey: 'ana@x.com', receivedAt: day(1) });
    const twinB = lead('b', { emailKey: 'ana@x.com', receivedAt: day(1) });
    expect([contactRank(twinA, [twinA, twinB]), contactRank(twinB, [twinA, twinB])]).toEqual([1, 2]);
  });
});

describe('batchedValues', () => {
  it('asks for each value once, at most 30 to a query', () => {
    const rows = Array.from({ length: 25 }, (_, i) => lead(String(i), { emailKey: `p${i % 20}@x.com`, phoneDigits: `119876543${String(i).padStart(2, '0')}` }));
    const { emails, phones } = batchedValues(rows);
    expect(emails.map((c) => c.length)).toEqual([20]);
    // 25 phones in two spellings each: 50 values, two queries.
    expect(phones.map((c) => c.length)).toEqual([30, 20]);
    expect(chunks([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});

describe('mergeTimelines', () => {
  it('interleaves the leads\' histories newest first, each entry naming its lead and form', () => {
    const merged = mergeTimelines([
      { leadId: 'L1', formId: 'clone_digital', entries: [{ id: 'r1', at: day(1) }, { id: 'n1', at: day(4) }] },
      { leadId: 'L2', formId: 'criacao_sites', entries: [{ id: 'r2', at: day(2) }] },
    ]);
    expect(merged.map((e) => [e.formId, e.entry.id])).toEqual([
      ['clone_digital', 'n1'],
      ['criacao_sites', 'r2'],
      ['clone_digital', 'r1'],
    ]);
  });
});
