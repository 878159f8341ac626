import { describe, expect, it } from 'vitest';
import { searchPlan } from './lead';
import { rarestPiece } from './search-piece';

const along = (search: string) => rarestPiece(searchPlan(search)!.candidates);

describe('the piece a broad search pages along', () => {
  it("is the one of the search's rarest characters", () => {
    expect(along('souza')).toBe('ouz');
    expect(along('@gmail.com')).toBe('@gm');
    expect(along('Anunciação Tavares')).toBe('tav');
  });

  it('weighs a character it does not know as the rarest', () => {
    expect(rarestPiece(['aay', 'a&a', 'aaa'])).toBe('a&a');
  });

  it('is the first of equals, and none for no pieces', () => {
    expect(rarestPiece(['abc', 'bca'])).toBe('abc');
    expect(rarestPiece([])).toBeUndefined();
  });
});
