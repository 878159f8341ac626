import { describe, expect, it } from 'vitest';
import { leadId, matchesText, newLead, parseLeadId, searchIndex, searchPlan, todayInBrazil } from './lead';

describe('the inbox search index', () => {
  const index = searchIndex({ name: 'Ana Editória', email: 'ana@example.com', phone: '(11) 98765-4321', company: 'Estúdio Sol' });

  it('answers a search of up to three characters exactly from the stored pieces, accents and case ignored', () => {
    for (const query of ['a', 'DI', 'tór', 'ó', '987']) {
      const plan = searchPlan(query)!;
      expect(plan.exact, query).toBeDefined();
      expect(index.grams, query).toContain(plan.exact);
      expect(index.pieces[plan.exact!], query).toBe(plan.exact!.length === 3 ? true : undefined);
    }
    expect(index.grams).not.toContain(searchPlan('zq')!.exact);
  });

  it('finds a longer search anywhere in a word, not only at its start', () => {
    for (const query of ['ditoria', 'xample', 'ESTUDIO s', '98765', '11987654321']) {
      const plan = searchPlan(query)!;
      expect(plan.exact, query).toBeUndefined();
      expect(plan.candidates.every((piece) => index.grams.includes(piece)), query).toBe(true);
      expect(plan.candidates.every((piece) => index.pieces[piece] === true), query).toBe(true);
      expect(matchesText(index.text, plan.folded), query).toBe(true);
    }
    expect(matchesText(index.text, searchPlan('ditorial')!.folded)).toBe(false);
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
