import { describe, expect, it } from 'vitest';
import { WON_VALUE_MAX } from './lead';
import { formatReais, parseReais } from './money';

describe('parseReais', () => {
  it('reads values typed the Brazilian way as integer cents', () => {
    expect(parseReais('1.500,00')).toBe(150_000);
    expect(parseReais('1500')).toBe(150_000);
    expect(parseReais('1.500')).toBe(150_000);
    expect(parseReais('R$ 1.500,5')).toBe(150_050);
    expect(parseReais(' 2.000.000,99 ')).toBe(200_000_099);
    expect(parseReais('0,99')).toBe(99);
    expect(parseReais('1500.50')).toBe(150_050);
  });

  it('takes an empty field as no value', () => {
    expect(parseReais('')).toBeNull();
    expect(parseReais('  R$ ')).toBeNull();
  });

  it('refuses what is not a value in reais', () => {
    for (const typed of ['abc', '-100', '1,500,00', '1.50.0', '15,000', '1,234', '12.5.0', '1e5', '1.500,']) {
      expect([typed, parseReais(typed)]).toEqual([typed, 'badValue']);
    }
  });

  it('refuses a value over the ceiling', () => {
    expect(parseReais(String(WON_VALUE_MAX / 100))).toBe(WON_VALUE_MAX);
    expect(parseReais(String(WON_VALUE_MAX / 100 + 1))).toBe('valueTooLarge');
  });
});

describe('formatReais', () => {
  it('writes cents as reais in the staff language', () => {
    expect(formatReais(150_000, 'pt').replace(/\s/g, ' ')).toBe('R$ 1.500,00');
    expect(formatReais(150_050, 'en')).toBe('R$1,500.50');
  });
});
