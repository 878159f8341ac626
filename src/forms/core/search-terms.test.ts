import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, searchTerms } from './search-terms';

describe('search terms', () => {
  it('normalizes what is typed: lower case, no accents, words of 2+ characters, capped at 20', () => {
    expect(normalizeSearch('  JOÃO  da Conceição ')).toEqual(['joao', 'da', 'conceicao']);
    expect(normalizeSearch('a b')).toEqual([]);
    expect(normalizeSearch('ana.silva@exemplo.com')).toEqual(['ana', 'silva', 'exemplo', 'com']);
    expect(normalizeSearch('x'.repeat(30))).toEqual(['x'.repeat(20)]);
    expect(normalizeSearch('Ana ana ANA')).toEqual(['ana']);
  });

  it('stores every prefix of 2..20 characters of every word', () => {
    expect(searchTerms('Zé Açaí')).toEqual(['ze', 'ac', 'aca', 'acai']);
    const long = searchTerms('Paralelepipedoparalelepipedo');
    expect(long).toContain('pa');
    expect(long).toContain('paralelepipedoparale');
    expect(long.every((t) => t.length >= 2 && t.length <= 20)).toBe(true);
  });

  it("lets a phone be found by its digits typed without punctuation", () => {
    const terms = searchTerms('(11) 98765-4321');
    expect(terms).toContain('98765');
    expect(terms).toContain('11987654321');
    expect(terms).toContain('1198');
  });

  it('a name with accents is found by words typed without them, and every word must match', () => {
    const stored = [...searchTerms('Conceição Araújo'), ...searchTerms('conceicao@example.com')];
    expect(matchesSearch(stored, normalizeSearch('CONCEICAO arau'))).toBe(true);
    expect(matchesSearch(stored, normalizeSearch('conceicao silva'))).toBe(false);
    expect(matchesSearch(undefined, normalizeSearch('ana'))).toBe(false);
    expect(matchesSearch(undefined, [])).toBe(true);
  });
});
