import { describe, expect, it } from 'vitest';
import { callInput, knownZone } from './book-call-input';

describe("bookCall's input", () => {
  it('keeps a zone Intl knows and falls back to Brasília for one it does not', () => {
    expect(knownZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(knownZone('Mars/Olympus')).toBe('America/Sao_Paulo');
    expect(knownZone('')).toBe('America/Sao_Paulo');
    expect(knownZone('x'.repeat(200))).toBe('America/Sao_Paulo');
  });

  it('keeps pt, es and en, and reads any other language as pt', () => {
    expect(callInput({ start: 1, zone: 'UTC', locale: 'es' })).toEqual({ start: 1, zone: 'UTC', locale: 'es' });
    expect(callInput({ start: 1, zone: 'UTC', locale: 'fr' }).locale).toBe('pt');
  });

  it('refuses wrong types as invalid-argument', () => {
    for (const data of [undefined, { start: '1', zone: 'UTC', locale: 'pt' }, { start: 1, zone: 3, locale: 'pt' }, { start: 1, zone: 'UTC' }]) {
      expect(() => callInput(data)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    }
  });
});
