import { describe, expect, it } from 'vitest';
import { newestNote } from './lead-standings';

const at = (iso: string) => ({ toDate: () => new Date(iso), seconds: 0, nanoseconds: 0 });

describe('the last note of a lead (the CSV\'s "Última nota")', () => {
  it('is the newest note by its time, whatever order Firestore returns them in', () => {
    expect(
      newestNote([
        { at: at('2026-05-01T10:00:00Z'), text: 'primeira' },
        { at: at('2026-05-03T10:00:00Z'), text: 'a mais nova' },
        { at: at('2026-05-02T10:00:00Z'), text: 'do meio' },
      ]),
    ).toBe('a mais nova');
  });

  it('is null without notes, and skips an entry without text', () => {
    expect(newestNote([])).toBeNull();
    expect(newestNote([{ at: at('2026-05-03T10:00:00Z'), text: null }, { at: at('2026-05-01T10:00:00Z'), text: 'escrita' }])).toBe('escrita');
  });
});
