import { describe, expect, it } from 'vitest';
import { inboxPlan } from '../../src/backend/inbox-plan';
import { inboxIndexes } from './indexes-generator';

describe('the inbox indexes', () => {
  const indexes = inboxIndexes();
  const has = (field: string, order: string, direction: string) =>
    indexes.some((i) => i.fields[0].fieldPath === field && i.fields[1].fieldPath === order && 'order' in i.fields[1] && i.fields[1].order === direction);

  it('give each filtered field one index per order, which index merging combines', () => {
    expect(indexes.map((i) => i.fields.map((f) => f.fieldPath).join(' > '))).toEqual([
      'assignee > due',
      'assignee > receivedAt',
      'formId > due',
      'formId > receivedAt',
      'grams > due',
      'grams > receivedAt',
      'spam > receivedAt',
      'stage > due',
      'stage > receivedAt',
    ]);
  });

  it('cover every clause of the busiest queries the inbox makes', () => {
    const busiest = [
      inboxPlan({ form: 'contato', stage: 'novo', assignee: 'u', from: '2026-01-01' }, { today: '2026-02-01', piece: 'ana' }),
      inboxPlan({ form: 'contato', assignee: 'u', overdue: true }, { today: '2026-02-01', piece: 'ana' }),
    ];
    for (const plan of busiest) {
      const direction = plan.order.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
      for (const [field] of plan.where.filter(([f]) => f !== plan.order.field)) expect(has(field, plan.order.field, direction), field).toBe(true);
    }
  });
});
