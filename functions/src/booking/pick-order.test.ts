import { describe, expect, it } from 'vitest';
import { mostTellingRefusal, roundRobinOrder } from './pick-order';

describe('who is tried first for a start', () => {
  it('the least loaded first, equals by id, everyone once', () => {
    expect(roundRobinOrder(['c', 'a', 'b'], { a: 2, b: 0, c: 0 })).toEqual(['b', 'c', 'a']);
    expect(roundRobinOrder([], {})).toEqual([]);
  });
});

describe('the refusal told when nobody is free', () => {
  it('is the one checked last', () => {
    expect(mostTellingRefusal(['outsideHours', 'taken', 'notice'])).toBe('taken');
    expect(mostTellingRefusal(['past'])).toBe('past');
  });
});
