import { describe, expect, it } from 'vitest';
import { ORDER_VIEWS, valueViews } from '../domain/first-pages';
import { OPEN_STAGES } from '../domain/lead';
import { brazilDayStart } from '../domain/studio-time';
import {
  compareLeads,
  daysBefore,
  decodeCursor,
  encodeCursor,
  equalityClauses,
  idleBound,
  inboxPlan,
  inMemory,
  listedFor,
  matchesEquality,
  nextDay,
  UNASSIGNED,
} from './inbox-plan';

const today = '2026-03-10';

describe('the inbox query', () => {
  it('lists every lead but spam, newest first, when nothing is chosen', () => {
    expect(inboxPlan({}, { today })).toEqual({ where: [['spam', '==', false]], order: { field: 'receivedAt', direction: 'desc' } });
  });

  it('shows only spam when spam is the stage chosen, and one stage when another is', () => {
    expect(inboxPlan({ stage: 'spam' }, { today }).where).toEqual([['stage', '==', 'spam']]);
    expect(inboxPlan({ stage: 'em_contato' }, { today }).where).toEqual([['stage', '==', 'em_contato']]);
  });

  it('narrows by form and assignee (or nobody) with equality clauses', () => {
    expect(inboxPlan({ form: 'contato', assignee: 'uid-1' }, { today }).where).toEqual([
      ['formId', '==', 'contato'],
      ['spam', '==', false],
      ['assignee', '==', 'uid-1'],
    ]);
    expect(inboxPlan({ assignee: UNASSIGNED }, { today }).where).toContainEqual(['assignee', '==', null]);
  });

  it('lists only the partial leads (issue 40) with an equality, beside any other filter', () => {
    expect(inboxPlan({ partial: true, form: 'contato' }, { today }).where).toEqual([
      ['formId', '==', 'contato'],
      ['spam', '==', false],
      ['partial', '==', true],
    ]);
    expect(inboxPlan({}, { today }).where).not.toContainEqual(['partial', '==', true]);
  });

  it('narrows by where the visit came from (issue 41): a channel and a campaign, with equalities on the lead’s source', () => {
    expect(inboxPlan({ channel: 'instagram', campaign: 'natal-2026' }, { today }).where).toEqual([
      ['spam', '==', false],
      ['source.channel', '==', 'instagram'],
      ['source.utm.utm_campaign', '==', 'natal-2026'],
    ]);
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

describe('the order staff choose and the idle filter', () => {
  it('sorts by last activity, newest first unless asked the other way, spam left out as in the plain list', () => {
    expect(inboxPlan({ sort: 'activity' }, { today })).toEqual({ where: [['spam', '==', false]], order: { field: 'lastActivityAt', direction: 'desc' } });
    expect(inboxPlan({ sort: 'activity', direction: 'asc' }, { today }).order).toEqual({ field: 'lastActivityAt', direction: 'asc' });
    expect(inboxPlan({ sort: 'received', direction: 'asc' }, { today }).order).toEqual({ field: 'receivedAt', direction: 'asc' });
  });

  it('sorts by follow-up day over the open leads that have one, the earliest first, either way', () => {
    expect(inboxPlan({ sort: 'followUp', form: 'contato' }, { today })).toEqual({
      where: [
        ['formId', '==', 'contato'],
        ['due', '>=', ''],
      ],
      order: { field: 'due', direction: 'asc' },
    });
    expect(inboxPlan({ sort: 'followUp', direction: 'desc' }, { today }).order).toEqual({ field: 'due', direction: 'desc' });
  });

  it('applies the received-day range only to a list by received time (a query ranges on its order field only)', () => {
    const range = { from: '2026-02-01', to: '2026-02-28' };
    expect(inboxPlan({ ...range, sort: 'activity' }, { today }).where).toEqual([['spam', '==', false]]);
    expect(inboxPlan({ ...range, sort: 'followUp' }, { today }).where).toEqual([['due', '>=', '']]);
    expect(inboxPlan({ ...range, direction: 'asc' }, { today }).where).toHaveLength(3);
  });

  it('lists leads of the open stages idle for N calendar days or more, the longest idle first', () => {
    expect(idleBound(today, 7)).toEqual(new Date('2026-03-04T03:00:00Z'));
    expect(inboxPlan({ idle: 7, from: '2026-01-01', sort: 'received' }, { today })).toEqual({
      where: [
        ['stage', 'in', OPEN_STAGES],
        ['lastActivityAt', '<', new Date('2026-03-04T03:00:00Z')],
      ],
      order: { field: 'lastActivityAt', direction: 'asc' },
    });
    expect(inboxPlan({ idle: 7, direction: 'desc' }, { today }).order).toEqual({ field: 'lastActivityAt', direction: 'desc' });
    expect(inboxPlan({ idle: 30, stage: 'em_contato' }, { today }).where).toEqual([
      ['stage', '==', 'em_contato'],
      ['lastActivityAt', '<', new Date('2026-02-09T03:00:00Z')],
    ]);
  });

  it('drops the idle filter on a closed stage and beside the overdue one, and an idle count out of range', () => {
    expect(inboxPlan({ idle: 7, stage: 'fechado' }, { today })).toEqual({ where: [['stage', '==', 'fechado']], order: { field: 'receivedAt', direction: 'desc' } });
    expect(inboxPlan({ idle: 7, overdue: true }, { today })).toEqual({ where: [['due', '<', today]], order: { field: 'due', direction: 'asc' } });
    expect(inboxPlan({ idle: 0 }, { today }).order.field).toBe('receivedAt');
    expect(inboxPlan({ idle: 2.5 }, { today }).order.field).toBe('receivedAt');
  });
});

describe("the function's first pages (issue 39)", () => {
  const docOf = (filters: Parameters<typeof inboxPlan>[0]) => listedFor(inboxPlan(filters, { today }))?.view.doc;

  it("list each order and each single stage, form and assignee by the inbox's own query", () => {
    // Every order view is reached from the URL's filters: its clauses are the page's query.
    expect(ORDER_VIEWS.map((view) => view.doc + '#' + view.key)).toEqual([
      'first-pages#receivedAt',
      'first-pages.activity#list',
      'first-pages.received-asc#list',
      'first-pages.activity-asc#list',
      'first-pages.follow-up#list',
      'first-pages.idle#list',
    ]);
    const orders = [{}, { sort: 'activity' }, { direction: 'asc' }, { sort: 'activity', direction: 'asc' }, { sort: 'followUp' }] as const;
    expect(orders.map((filters) => listedFor(inboxPlan(filters, { today }))?.view)).toEqual(ORDER_VIEWS.slice(0, 5));
    expect(listedFor(inboxPlan({ idle: 7 }, { today }))).toEqual({ view: ORDER_VIEWS[5], below: idleBound(today, 7).getTime() });
    expect(listedFor(inboxPlan({ overdue: true }, { today }))).toEqual({ view: ORDER_VIEWS[4], below: Date.parse(`${today}T00:00:00Z`) });
    const [stage, form, assignee] = valueViews({ stage: 'novo', formId: 'contato', assignee: 'uid-1' });
    expect(listedFor(inboxPlan({ stage: 'novo' }, { today }))?.view).toEqual(stage);
    expect(listedFor(inboxPlan({ form: 'contato' }, { today }))?.view).toEqual(form);
    expect(listedFor(inboxPlan({ assignee: 'uid-1' }, { today }))?.view).toEqual(assignee);
    expect(docOf({ assignee: UNASSIGNED })).toBe('first-pages.assignee.none');
  });

  it('leave every other view to its query: two filters, a range the list is not ordered by, a chosen direction against a bound', () => {
    expect(docOf({ stage: 'novo', form: 'contato' })).toBeUndefined();
    expect(docOf({ stage: 'novo', sort: 'activity' })).toBeUndefined();
    expect(docOf({ from: '2026-03-01' })).toBeUndefined();
    expect(docOf({ to: '2026-03-01' })).toBeUndefined();
    expect(docOf({ idle: 7, direction: 'desc' })).toBeUndefined();
    expect(docOf({ idle: 7, stage: 'novo' })).toBeUndefined();
    expect(docOf({ overdue: true, assignee: 'uid-1' })).toBeUndefined();
    expect(docOf({ sort: 'followUp', direction: 'desc' })).toBeUndefined();
    expect(docOf({ partial: true })).toBeUndefined();
    expect(docOf({ channel: 'instagram' })).toBeUndefined();
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
    // A lead's source is a map: the channel is read by its path, as Firestore reads it.
    const byChannel = matchesEquality(inboxPlan({ channel: 'instagram' }, { today }));
    expect(byChannel({ spam: false, source: { channel: 'instagram' } })).toBe(true);
    expect(byChannel({ spam: false, source: { channel: 'google' } })).toBe(false);
    expect(byChannel({ spam: false })).toBe(false);
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

  it('keep the idle bound and open stages, an old summary without a last activity judged by its received time', () => {
    const plan = inboxPlan({ idle: 7 }, { today });
    const idle = (stage: string, activity: string | null) => {
      const candidate = { ...lead('x', '2026-01-01T00:00:00Z'), lastActivityAt: activity ? new Date(activity) : null, stage, spam: false };
      return matchesEquality(plan)(candidate) && inMemory(plan)(candidate);
    };
    expect(idle('em_contato', '2026-03-03T20:00:00Z')).toBe(true);
    expect(idle('em_contato', '2026-03-04T03:00:00Z')).toBe(false);
    expect(idle('novo', null)).toBe(true);
    expect(idle('fechado', '2026-01-01T00:00:00Z')).toBe(false);
    expect(idle('spam', '2026-01-01T00:00:00Z')).toBe(false);
  });

  it('come by last activity either way, an old summary without one at its received time', () => {
    const leads = [
      { ...lead('a', '2026-01-01T00:00:00Z'), lastActivityAt: new Date('2026-03-09T00:00:00Z') },
      { ...lead('b', '2026-02-01T00:00:00Z'), lastActivityAt: null },
      { ...lead('c', '2026-01-05T00:00:00Z'), lastActivityAt: new Date('2026-01-06T00:00:00Z') },
    ];
    expect([...leads].sort(compareLeads(inboxPlan({ sort: 'activity' }, { today }))).map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect([...leads].sort(compareLeads(inboxPlan({ sort: 'activity', direction: 'asc' }, { today }))).map((l) => l.id)).toEqual(['c', 'b', 'a']);
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

  it('keep a last-activity time like a received one', () => {
    const cursor = { value: { kind: 'time' as const, seconds: 1767225600, nanoseconds: 5 }, id: 'contato__AbC' };
    expect(decodeCursor(encodeCursor(cursor), 'lastActivityAt')).toEqual(cursor);
  });

  it('keep a follow-up day, and refuse anything else', () => {
    expect(decodeCursor('2026-03-01~x__y', 'due')).toEqual({ value: { kind: 'day', day: '2026-03-01' }, id: 'x__y' });
    for (const bad of ['', '~id', '123.000000001~', 'abc~id', '1.2~id']) expect(decodeCursor(bad, 'receivedAt'), bad).toBeUndefined();
  });
});
