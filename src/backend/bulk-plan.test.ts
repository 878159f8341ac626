import { describe, expect, it } from 'vitest';
import { BULK_STAGES, bulkFailure, planBulkLead, previewBulk, runBounded, tallyBulk } from './bulk-plan';
import { type PipelineState, planChange } from './pipeline-plan';

const NOW = { server: 'time' };
const ANA = { uid: 'uid-ana', email: 'ana@movaly.test' };
const fresh: PipelineState = { stage: 'novo', assignee: null, followUp: null, firstContactAt: null };

describe('planBulkLead', () => {
  it('writes for each lead exactly what the same change from its page writes', () => {
    const lead: PipelineState = { ...fresh, followUp: '2026-03-01' };
    expect(planBulkLead(lead, { kind: 'stage', to: 'em_contato' }, ANA, NOW, 'ev1')).toEqual(
      planChange(lead, { kind: 'stage', to: 'em_contato' }, ANA, NOW, 'ev1'),
    );
    expect(planBulkLead(lead, { kind: 'assignee', to: 'uid-bia' }, ANA, NOW, 'ev2')).toEqual(
      planChange(lead, { kind: 'assignee', to: 'uid-bia' }, ANA, NOW, 'ev2'),
    );
    expect(planBulkLead(lead, { kind: 'spam' }, ANA, NOW, 'ev3')).toEqual(planChange(lead, { kind: 'stage', to: 'spam' }, ANA, NOW, 'ev3'));
  });

  it('stamps every staff write with its author, the server time, the activity and the entry it names', () => {
    const moved = planBulkLead(fresh, { kind: 'stage', to: 'proposta_enviada' }, ANA, NOW, 'ev9');
    expect(moved).toMatchObject({
      update: { updatedAt: NOW, updatedBy: 'uid-ana', lastEvent: 'ev9', lastActivityAt: NOW },
      event: { at: NOW, by: 'uid-ana', kind: 'stage', from: 'novo', to: 'proposta_enviada' },
    });
  });

  it('skips a lead already in the target state instead of writing an empty entry', () => {
    expect(planBulkLead({ ...fresh, stage: 'em_contato' }, { kind: 'stage', to: 'em_contato' }, ANA, NOW, 'e')).toEqual({ skip: 'already' });
    expect(planBulkLead({ ...fresh, assignee: 'uid-bia' }, { kind: 'assignee', to: 'uid-bia' }, ANA, NOW, 'e')).toEqual({ skip: 'already' });
    expect(planBulkLead({ ...fresh, stage: 'spam' }, { kind: 'spam' }, ANA, NOW, 'e')).toEqual({ skip: 'already' });
    // "Nobody" for a lead nobody has.
    expect(planBulkLead(fresh, { kind: 'assignee', to: null }, ANA, NOW, 'e')).toEqual({ skip: 'already' });
  });

  it('leaves a spam lead in spam on a stage move (only the rescue takes it out), but lets it be assigned', () => {
    const spam: PipelineState = { ...fresh, stage: 'spam' };
    for (const to of BULK_STAGES) expect(planBulkLead(spam, { kind: 'stage', to }, ANA, NOW, 'e')).toEqual({ skip: 'spam' });
    expect(planBulkLead(spam, { kind: 'assignee', to: 'uid-bia' }, ANA, NOW, 'e')).toMatchObject({ event: { kind: 'assignee', from: null, to: 'uid-bia' } });
  });

  it('offers no bulk move to fechado or perdido: those ask for their outcome one lead at a time', () => {
    expect(BULK_STAGES).toEqual(['novo', 'em_contato', 'proposta_enviada']);
  });
});

describe('previewBulk', () => {
  it('sorts the selection by what the action will do, for the confirmation', () => {
    const rows = [
      { id: 'a', stage: 'novo', assignee: null },
      { id: 'b', stage: 'em_contato', assignee: 'uid-bia' },
      { id: 'c', stage: 'spam', assignee: null },
    ] as const;
    const ids = (leads: readonly { id: string }[]) => leads.map((l) => l.id);
    const toContact = previewBulk(rows, { kind: 'stage', to: 'em_contato' });
    expect([ids(toContact.change), ids(toContact.already), ids(toContact.spam)]).toEqual([['a'], ['b'], ['c']]);
    const toBia = previewBulk(rows, { kind: 'assignee', to: 'uid-bia' });
    expect([ids(toBia.change), ids(toBia.already), ids(toBia.spam)]).toEqual([['a', 'c'], ['b'], []]);
    const toSpam = previewBulk(rows, { kind: 'spam' });
    expect([ids(toSpam.change), ids(toSpam.already)]).toEqual([['a', 'b'], ['c']]);
  });
});

describe('results', () => {
  it('names the reason of each failure from Firestore codes, never passing the raw error on', () => {
    expect(['not-found', 'permission-denied', 'unavailable', 'internal'].map((code) => bulkFailure({ code }))).toEqual([
      'notFound',
      'permission',
      'network',
      'unexpected',
    ]);
    expect(bulkFailure(new Error('boom'))).toBe('unexpected');
  });

  it('tallies what became of each lead', () => {
    const result = tallyBulk([
      { lead: 'a', outcome: 'changed' },
      { lead: 'b', outcome: 'already' },
      { lead: 'c', outcome: 'spam' },
      { lead: 'd', outcome: { failed: 'notFound' } },
      { lead: 'e', outcome: 'changed' },
    ]);
    expect(result).toEqual({ changed: ['a', 'e'], already: ['b'], spam: ['c'], failed: [{ lead: 'd', reason: 'notFound' }] });
  });

  it('runs at most `limit` writes at once and keeps the results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5 * (8 - n)));
      running--;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
    expect(await runBounded([], 3, async () => 1)).toEqual([]);
  });
});
