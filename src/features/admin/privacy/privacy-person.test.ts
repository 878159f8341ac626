import { describe, expect, it } from 'vitest';
import { personQuery } from './privacy-person';

describe('personQuery', () => {
  it('reads an e-mail as the summaries store it (trimmed, lower case)', () => {
    expect(personQuery('  Ana.Souza@Example.COM ')).toEqual({
      kind: 'email',
      person: { email: 'ana.souza@example.com' },
      key: { field: 'emailKey', values: ['ana.souza@example.com'] },
    });
  });

  it('finds a phone typed with or without Brazil’s code under both spellings', () => {
    expect(personQuery('(11) 98888-7777')).toMatchObject({ kind: 'phone', person: { phone: '(11) 98888-7777' }, key: { field: 'phoneDigits', values: ['11988887777', '5511988887777'] } });
    expect(personQuery('+55 11 98888-7777')).toMatchObject({ key: { values: ['5511988887777', '11988887777'] } });
  });

  it('refuses what is neither an e-mail nor a phone', () => {
    for (const typed of ['', 'Ana Souza', 'ana@', '1234', '11 9888a-7777', '1'.repeat(16)]) expect(personQuery(typed)).toEqual({ kind: 'invalid' });
  });
});
