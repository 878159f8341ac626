import { describe, expect, it } from 'vitest';
import { leadId, matchesText, newLead, parseLeadId, phoneSearch, searchIndex, searchPlan } from './lead';
import { todayInBrazil } from './studio-time';

describe('the inbox search index', () => {
  const index = searchIndex({ name: 'Ana Editória', email: 'ana@example.com', phone: '(11) 98765-4321', company: 'Estúdio Sol' });

  it('answers a search of three characters exactly from the stored pieces, accents and case ignored', () => {
    for (const query of ['tór', 'DIT', '987', 'a e']) {
      const plan = searchPlan(query)!;
      expect(plan.exact, query).toBeDefined();
      expect(index.pieces[plan.exact!], query).toBe(true);
      expect(matchesText(index.text, plan.folded), query).toBe(true);
    }
    expect(index.pieces[searchPlan('zqx')!.exact!]).toBeUndefined();
  });

  it('checks a search of one character against the text alone', () => {
    for (const query of ['a', 'ó']) {
      const plan = searchPlan(query)!;
      expect(plan, query).toEqual({ folded: plan.folded, candidates: [] });
      expect(matchesText(index.text, plan.folded), query).toBe(true);
    }
    expect(matchesText(index.text, searchPlan('q')!.folded)).toBe(false);
  });

  it('answers a search of two characters along its stored pair, dated like the pieces', () => {
    const receivedAt = new Date('2026-11-30T12:00:00Z');
    const lead = newLead(
      { formId: 'contato', collection: 'contato', docId: 'd1', receivedAt, locale: 'pt', spamReason: null, updatedAt: receivedAt },
      { name: 'Ana Editória', email: 'ana@example.com', phone: '(11) 98765-4321', company: 'Estúdio Sol' },
    );
    for (const query of ['DI', 'a@', '(1', '54', 'Só']) {
      const plan = searchPlan(query)!;
      expect(plan, query).toEqual({ folded: plan.folded, pair: plan.folded, candidates: [] });
      expect(lead.pairs![plan.pair!], query).toBe(receivedAt);
    }
    // Within one text only: the name's last letters and the e-mail's first are no pair.
    expect(lead.pairs!['aa']).toBeUndefined();
    expect(lead.pairs!['zq']).toBeUndefined();
  });

  it("dates each piece with the lead's received time, for a broad search's newest-first pages", () => {
    const receivedAt = new Date('2026-11-30T12:00:00Z');
    const lead = newLead({ formId: 'contato', collection: 'contato', docId: 'd1', receivedAt, locale: 'pt', spamReason: null, updatedAt: receivedAt }, { name: 'Ana Sol' });
    expect(Object.keys(lead.recent!).sort()).toEqual(Object.keys(lead.pieces).sort());
    expect(new Set(Object.values(lead.recent!))).toEqual(new Set([receivedAt]));
  });

  it('finds a longer search anywhere in a word, not only at its start', () => {
    for (const query of ['ditoria', 'xample', 'ESTUDIO s', '98765', '11987654321']) {
      const plan = searchPlan(query)!;
      expect(plan.exact, query).toBeUndefined();
      expect(plan.candidates.every((piece) => index.pieces[piece] === true), query).toBe(true);
      expect(matchesText(index.text, plan.folded), query).toBe(true);
    }
    expect(matchesText(index.text, searchPlan('ditorial')!.folded)).toBe(false);
  });

  it('finds a phone however either side typed it: spaces, parentheses, dashes, a plus, with or without 55', () => {
    const stored = ['+55 11 98765-4321', '(11) 98765-4321', '11 98765-4321', '5511987654321', '+55 (11) 98765-4321'];
    const queries = ['(11) 98765-4321', '11 98765-4321', '+55 11 98765-4321', '+55 (11) 98765-4321', '55 11 98765-4321', '5511987654321', '11987654321', '98765-4321', '98765 4321'];
    for (const phone of stored) {
      const { pieces, text } = searchIndex({ name: 'Ana', phone });
      for (const query of queries) {
        const plan = searchPlan(query)!;
        const where = `${query} -> ${phone}`;
        expect(plan.candidates.every((piece) => pieces[piece] === true), where).toBe(true);
        expect(matchesText(text, plan.folded), where).toBe(true);
      }
      // Another number is not found, however typed.
      expect(matchesText(text, searchPlan('(11) 98765-4322')!.folded), phone).toBe(false);
      expect(matchesText(text, searchPlan('+55 21 98765-4321')!.folded), phone).toBe(false);
    }
  });

  it('drops only a country code 55, and leaves a search that is not a phone as text', () => {
    expect(phoneSearch('+55 11 98765-4321')).toBe('11987654321');
    // Eleven digits starting with 55: Rio Grande do Sul's area code, not the country's.
    expect(phoneSearch('(55) 98765-4321')).toBe('55987654321');
    expect(phoneSearch('+351 912 345 678')).toBe('351912345678');
    for (const query of ['Ana 11', 'ana@55.com', '(11)', '1.5', 'Rua 25 de Março']) expect(phoneSearch(query), query).toBeUndefined();
    expect(searchPlan('Estúdio 1.5')!.folded).toBe('estudio 1.5');
  });

  it('has no plan for an empty search', () => {
    expect(searchPlan('   ')).toBeUndefined();
  });
});

describe('a new summary', () => {
  const base = { formId: 'contato', collection: 'contact_messages', docId: 'd1', receivedAt: 1, locale: 'pt', updatedAt: 1 };

  it('starts a real lead as novo and a trap-caught one as spam', () => {
    expect(newLead({ ...base, spamReason: null }, { name: 'Ana' })).toMatchObject({ stage: 'novo', spam: false });
    expect(newLead({ ...base, spamReason: 'honeypot' }, { name: 'Bot' })).toMatchObject({ stage: 'spam', spam: true, spamReason: 'honeypot' });
  });

  it('keeps the e-mail and the phone digits as keys for privacy requests', () => {
    const summary = newLead({ ...base, spamReason: null }, { email: ' Ana@Example.com ', phone: '+55 (11) 9876-5432' });
    expect(summary).toMatchObject({ email: 'Ana@Example.com', emailKey: 'ana@example.com', phoneDigits: '551198765432' });
  });
});

describe('ids and days', () => {
  it('round-trips a lead id', () => {
    expect(parseLeadId(leadId('form_sites', 'AbC'))).toEqual({ formId: 'form_sites', docId: 'AbC' });
  });

  it('names the calendar day in Brazil, not in UTC', () => {
    expect(todayInBrazil(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-25');
  });
});
