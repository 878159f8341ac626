import { describe, expect, it } from 'vitest';
import { LOST_REASON_ITEM_MAX, LOST_REASONS_MAX } from '../domain/lead';
import { parseReasonLines } from './pipeline-settings';

describe('the lost reasons typed one per line', () => {
  it('keeps each reason once, trimmed, in the order typed, without blank lines', () => {
    expect(parseReasonLines('  Preço \n\nPrazo\npreço\n  Sem   resposta ')).toEqual(['Preço', 'Prazo', 'Sem resposta']);
    expect(parseReasonLines('\n  \n')).toEqual([]);
  });

  it('refuses a list the rules would refuse: too many, or one too long', () => {
    const many = Array.from({ length: LOST_REASONS_MAX + 1 }, (_, i) => `Motivo ${i}`);
    expect(parseReasonLines(many.join('\n'))).toBe('tooMany');
    expect(parseReasonLines(many.slice(1).join('\n'))).toHaveLength(LOST_REASONS_MAX);
    expect(parseReasonLines(`Preço\n${'x'.repeat(LOST_REASON_ITEM_MAX + 1)}`)).toBe('tooLong');
  });
});
