import { describe, expect, it } from 'vitest';
import { inboxPlan } from '../../src/backend/inbox-plan';
import { inboxIndexes } from './indexes-generator';

describe('the inbox indexes', () => {
  const indexes = inboxIndexes();
  const has = (field: string, order: string, direction: string) =>
    indexes.some((i) => i.fields[0].fieldPath === field && i.fields[1].fieldPath === order && 'order' in i.fields[1] && i.fields[1].order === direction);

  it('give each filtered field one index per order and direction, which index merging combines', () => {
    const fields = ['assignee', 'formId', 'partial', 'source.channel', 'source.utm.utm_campaign', 'stage'];
    const orders = ['due', 'lastActivityAt', 'receivedAt'];
    const expected = [
      ...fields.flatMap((field) => orders.map((order) => `${field} > ${order}`)),
      // "Everything but spam" is never asked with a follow-up order: a lead with a `due` day is open.
      'spam > lastActivityAt',
      'spam > receivedAt',
    ].sort();
    for (const direction of ['ASCENDING', 'DESCENDING']) {
      const listed = indexes.filter((i) => 'order' in i.fields[1] && i.fields[1].order === direction).map((i) => i.fields.map((f) => f.fieldPath).join(' > '));
      expect(listed.sort(), direction).toEqual(expected);
    }
  });

  it('cover every clause of the busiest queries the inbox makes', () => {
    const busiest = [
      inboxPlan({ form: 'contato', stage: 'novo', assignee: 'u', from: '2026-01-01' }, { today: '2026-02-01' }),
      inboxPlan({ form: 'contato', assignee: 'u', overdue: true }, { today: '2026-02-01' }),
      // Idle leads of any open stage (`stage in`), and the three orders each way.
      inboxPlan({ form: 'contato', assignee: 'u', idle: 7 }, { today: '2026-02-01' }),
      inboxPlan({ form: 'contato', stage: 'em_contato', sort: 'activity', direction: 'asc' }, { today: '2026-02-01' }),
      inboxPlan({ form: 'contato', assignee: 'u', sort: 'followUp', direction: 'desc' }, { today: '2026-02-01' }),
      inboxPlan({ stage: 'novo', assignee: 'u', sort: 'received', direction: 'asc' }, { today: '2026-02-01' }),
    ];
    for (const plan of busiest) {
      const direction = plan.order.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
      for (const [field] of plan.where.filter(([f]) => f !== plan.order.field)) expect(has(field, plan.order.field, direction), field).toBe(true);
    }
  });
});
