import { describe, expect, it } from 'vitest';
import { brazilDayStart, compareLeads, daysBefore, decodeCursor, encodeCursor, equalityClauses, inboxPlan, inMemory, matchesEquality, nextDay, UNASSIGNED } from './inbox-plan';

const today = '2026-03-10';

describe('the inbox query', () => {
  it('lists every lead but spam, newest first, when nothing is chosen', () => {
    expect(inboxPlan({}, { today })).toEqual({ where: [['spam', '==', false]], order: { field: 'receivedAt', direction: 'desc' } });
  });

  it('shows only spam when spam is the stage chosen, and one stage when another is', () => {
    expect(inboxPlan({ stage: 'spam' }, { today }).where).toEqual([['stage', '==', 'spam']]);
    expect(inboxPlan({ stage: 'em_contato' }, { today }).where).toEqual([['stage', '==', 'em_contato']]);
  });

  it('narrows by form, assignee (or nobody) and search piece with equality clauses', () => {
    expect(inboxPlan({ form: 'contato', assignee: 'uid-1' }, { today, piece: 'ana' }).where).toEqual([
      ['formId', '==', 'contato'],
      ['spam', '==', false],
      ['assignee', '==', 'uid-1'],
      ['grams', 'array-contains', 'ana'],
    ]);
    expect(inboxPlan({ assignee: UNASSIGNED }, { today }).where).toContainEqual(['assignee', '==', null]);
  });

  it('bounds the received time by whole days in Brazil, the last day included', () => {
    const { where } = inboxPlan({ from: '2026-02-27', to: '2026-02-28' }, { today });
    expect(where).toContainEqual(['receivedAt', '>=', new Date('2026-02-27T03:00:00Z')]);
    expect(where).toContainEqual(['receivedAt', '<', new Date('2026-03-01T03:00:00Z')]);
  });

  it('lists overdue follow-ups by their day, oldest first, ignoring the received range', () => {
    expect(inboxPlan({ overdue: true, from: '2026-01-01', form: 'contato' }, { today })).toEqual({
      where: [
        ['formId', '==', 'contato'],
        ['due', '<', today],
      ],
      order: { field: 'due', direction: 'asc' },
    });
  });

  it('leaves spam in only when asked by code (the export of a search), never by a stage left empty', () => {
    expect(inboxPlan({ form: 'contato', anyStage: true }, { today }).where).toEqual([['formId', '==', 'contato']]);
  });

  it('ignores a malformed day', () => {
    expect(inboxPlan({ from: '2026-13-45' }, { today }).where).toEqual([['spam', '==', false]]);
  });
});

describe("a long search's candidates, checked on the page", () => {
  const lead = (id: string, received: string, due: string | null = null) => ({ id, receivedAt: new Date(received), due });

  it('are asked with the equality clauses only', () => {
    const plan = inboxPlan({ form: 'contato', from: '2026-01-01', overdue: false }, { today });
    expect(equalityClauses(plan)).toEqual([
      ['formId', '==', 'contato'],
      ['spam', '==', false],
    ]);
  });

  it('are judged on the page by the same equality filters (the live part of a search sees every changed lead)', () => {
    const equal = matchesEquality(inboxPlan({ form: 'contato', assignee: UNASSIGNED }, { today }));
    expect(equal({ formId: 'contato', spam: false, assignee: null })).toBe(true);
    expect(equal({ formId: 'contato', spam: false })).toBe(true);
    expect(equal({ formId: 'contato', spam: true, assignee: null })).toBe(false);
    expect(equal({ formId: 'outro', spam: false, assignee: null })).toBe(false);
  });

  it('keep the received days and the overdue bound the query could not ask', () => {
    const days = inMemory(inboxPlan({ from: '2026-02-01', to: '2026-02-28' }, { today }));
    expect(days(lead('a', '2026-02-01T03:00:00Z'))).toBe(true);
    expect(days(lead('b', '2026-02-01T02:59:59Z'))).toBe(false);
    expect(days(lead('c', '2026-03-01T02:59:59Z'))).toBe(true);
    expect(days(lead('d', '2026-03-01T03:00:00Z'))).toBe(false);
    const overdue = inMemory(inboxPlan({ overdue: true }, { today }));
    expect(overdue(lead('e', '2026-01-01T00:00:00Z', '2026-03-09'))).toBe(true);
    expect(overdue(lead('f', '2026-01-01T00:00:00Z', today))).toBe(false);
    expect(overdue(lead('g', '2026-01-01T00:00:00Z', null))).toBe(false);
  });

  it('come in the list order: newest first, or the oldest follow-up first, ties by id like Firestore', () => {
    const leads = [lead('b', '2026-01-01T00:00:00Z', '2026-01-05'), lead('a', '2026-01-01T00:00:00Z', '2026-01-02'), lead('c', '2026-02-01T00:00:00Z', '2026-01-09')];
    expect([...leads].sort(compareLeads(inboxPlan({}, { today }))).map((l) => l.id)).toEqual(['c', 'b', 'a']);
    expect([...leads].sort(compareLeads(inboxPlan({ overdue: true }, { today }))).map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('calendar days', () => {
  it('starts a Brazilian day at 03:00 UTC and steps across month ends', () => {
    expect(brazilDayStart('2026-01-01').toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(daysBefore('2026-03-01', 29)).toBe('2026-01-31');
  });
});

describe('paging cursors', () => {
  it('keep a received time to the nanosecond and a document id with underscores', () => {
    const cursor = { value: { kind: 'time' as const, seconds: 1767225600, nanoseconds: 123456 }, id: 'contato__AbC' };
    const text = encodeCursor(cursor);
    expect(decodeCursor(text, 'receivedAt')).toEqual(cursor);
    expect(decodeCursor(text, 'due')).toBeUndefined();
  });

  it('keep a follow-up day, and refuse anything else', () => {
    expect(decodeCursor('2026-03-01~x__y', 'due')).toEqual({ value: { kind: 'day', day: '2026-03-01' }, id: 'x__y' });
    for (const bad of ['', '~id', '123.000000001~', 'abc~id', '1.2~id']) expect(decodeCursor(bad, 'receivedAt'), bad).toBeUndefined();
  });
});
