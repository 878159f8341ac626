import { describe, expect, it } from 'vitest';
import { LOST_REASON_MAX, NOTE_MAX, WON_VALUE_MAX } from '../domain/lead';
import { PipelineInputError, type PipelineState, planChange } from './pipeline-plan';

const NOW = { server: 'time' };
const ANA = { uid: 'uid-ana', email: 'ana@movaly.test' };
const fresh: PipelineState = { stage: 'novo', assignee: null, followUp: null, firstContactAt: null };
const plan = (current: Partial<PipelineState>, change: Parameters<typeof planChange>[1]) =>
  planChange({ ...fresh, ...current }, change, ANA, NOW, 'ev1');

describe('planChange', () => {
  it('moves a stage with an entry that says from and to, by whom, at the server time, and names it lastEvent', () => {
    expect(plan({ followUp: '2026-03-01', firstContactAt: new Date() }, { kind: 'stage', to: 'proposta_enviada' })).toEqual({
      update: { stage: 'proposta_enviada', spam: false, due: '2026-03-01', lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' },
      event: { at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'stage', from: 'novo', to: 'proposta_enviada' },
    });
  });

  it('sets firstContactAt once, when a lead first reaches a working stage', () => {
    expect(plan({}, { kind: 'stage', to: 'em_contato' })!.update.firstContactAt).toBe(NOW);
    expect(plan({}, { kind: 'stage', to: 'fechado' })!.update.firstContactAt).toBe(NOW);
    expect(plan({}, { kind: 'stage', to: 'perdido' })!.update).not.toHaveProperty('firstContactAt');
    expect(plan({ stage: 'em_contato', firstContactAt: new Date() }, { kind: 'stage', to: 'proposta_enviada' })!.update).not.toHaveProperty('firstContactAt');
  });

  it('keeps spam equal to the spam stage and clears due outside the open stages', () => {
    const toSpam = plan({ followUp: '2026-03-01' }, { kind: 'stage', to: 'spam' })!.update;
    expect(toSpam).toMatchObject({ stage: 'spam', spam: true, due: null });
    const back = plan({ stage: 'spam', followUp: '2026-03-01' }, { kind: 'stage', to: 'novo' })!;
    expect(back.update).toMatchObject({ stage: 'novo', spam: false, due: '2026-03-01' });
    expect(back.event).toMatchObject({ from: 'spam', to: 'novo' });
    expect(plan({ followUp: '2026-03-01' }, { kind: 'stage', to: 'fechado' })!.update.due).toBeNull();
  });

  it('writes a follow-up day and its due only while the stage is open', () => {
    expect(plan({}, { kind: 'followUp', to: '2026-04-10' })!.update).toMatchObject({ followUp: '2026-04-10', due: '2026-04-10' });
    expect(plan({ stage: 'perdido' }, { kind: 'followUp', to: '2026-04-10' })!.update).toMatchObject({ followUp: '2026-04-10', due: null });
    expect(plan({ followUp: '2026-04-10' }, { kind: 'followUp', to: null })!.event).toMatchObject({ kind: 'followUp', from: '2026-04-10', to: null });
    expect(() => plan({}, { kind: 'followUp', to: '10/04/2026' })).toThrow('badDate');
  });

  it('assigns and unassigns with the uids before and after', () => {
    expect(plan({}, { kind: 'assignee', to: 'uid-bia' })).toMatchObject({ update: { assignee: 'uid-bia' }, event: { kind: 'assignee', from: null, to: 'uid-bia' } });
    expect(plan({ assignee: 'uid-bia' }, { kind: 'assignee', to: null })!.event).toMatchObject({ from: 'uid-bia', to: null });
  });

  it('writes nothing for a change that changes nothing', () => {
    expect(plan({ stage: 'em_contato' }, { kind: 'stage', to: 'em_contato' })).toBeUndefined();
    expect(plan({ assignee: 'uid-bia' }, { kind: 'assignee', to: 'uid-bia' })).toBeUndefined();
    expect(plan({ followUp: '2026-04-10' }, { kind: 'followUp', to: '2026-04-10' })).toBeUndefined();
  });

  it('records a trimmed note and touches no pipeline field but the bookkeeping', () => {
    expect(plan({}, { kind: 'note', text: '  Ligou de volta \n' })).toEqual({
      update: { lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' },
      event: { at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'note', text: 'Ligou de volta' },
    });
    expect(() => plan({}, { kind: 'note', text: '   ' })).toThrow('emptyNote');
    expect(() => plan({}, { kind: 'note', text: 'x'.repeat(NOTE_MAX + 1) })).toThrow('noteTooLong');
  });

  it('a contact moves a novo lead to em contato in the same entry, and only records it otherwise', () => {
    expect(plan({}, { kind: 'contact', channel: 'whatsapp' })).toEqual({
      update: { stage: 'em_contato', spam: false, due: null, firstContactAt: NOW, lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' },
      event: { at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'contact', text: 'whatsapp', from: 'novo', to: 'em_contato' },
    });
    const later = plan({ stage: 'proposta_enviada', firstContactAt: new Date() }, { kind: 'contact', channel: 'email' })!;
    expect(later.update).toEqual({ lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' });
    expect(later.event).toEqual({ at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'contact', text: 'email' });
  });

  it('a contact on a lead past novo is an entry of its own, whatever the stage, and touches no stage', () => {
    for (const stage of ['em_contato', 'proposta_enviada', 'fechado', 'perdido'] as const) {
      const planned = plan({ stage, firstContactAt: new Date() }, { kind: 'contact', channel: 'phone' })!;
      expect(planned.update).toEqual({ lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' });
      expect(planned.event).toEqual({ at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'contact', text: 'phone' });
    }
    // A lead closed or lost before anyone reached it gets its first contact time from the tap.
    expect(plan({ stage: 'perdido' }, { kind: 'contact', channel: 'phone' })!.update.firstContactAt).toBe(NOW);
  });

  it('"Agora não" keeps a novo lead novo and uncounted, but still records the contact', () => {
    expect(plan({}, { kind: 'contact', channel: 'whatsapp', markContacted: false })).toEqual({
      update: { lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' },
      event: { at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'contact', text: 'whatsapp' },
    });
    // Every tap is one entry: a second "Agora não" is written too, never skipped as "no change".
    expect(plan({}, { kind: 'contact', channel: 'email', markContacted: false })).toBeDefined();
    expect(plan({ stage: 'em_contato', firstContactAt: new Date() }, { kind: 'contact', channel: 'email', markContacted: false })!.update).toEqual({
      lastActivityAt: NOW,
      lastEvent: 'ev1',
      updatedAt: NOW,
      updatedBy: 'uid-ana',
    });
  });

  it('dates the last activity at the server time with every kind of change, a note and a contact included', () => {
    const changes: Parameters<typeof planChange>[1][] = [
      { kind: 'stage', to: 'em_contato' },
      { kind: 'assignee', to: 'uid-bia' },
      { kind: 'followUp', to: '2026-04-10' },
      { kind: 'note', text: 'Pediu retorno.' },
      { kind: 'contact', channel: 'phone' },
      { kind: 'contact', channel: 'email', markContacted: false },
    ];
    for (const change of changes) expect(plan({}, change)!.update.lastActivityAt, change.kind).toBe(NOW);
  });

  it('a move to fechado carries the deal value, in the summary and in its entry', () => {
    const won = plan({ stage: 'proposta_enviada', firstContactAt: new Date() }, { kind: 'stage', to: 'fechado', value: 150_000 })!;
    expect(won.update).toEqual({ stage: 'fechado', spam: false, due: null, wonValue: 150_000, lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' });
    expect(won.event).toEqual({ at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'stage', from: 'proposta_enviada', to: 'fechado', value: 150_000 });
  });

  it('a move to fechado without a value says so as null', () => {
    const won = plan({}, { kind: 'stage', to: 'fechado' })!;
    expect(won.update.wonValue).toBeNull();
    expect(won.event).toMatchObject({ kind: 'stage', from: 'novo', to: 'fechado', value: null });
  });

  it('a move to perdido carries its trimmed reason, in the summary and in the entry text', () => {
    const lost = plan({}, { kind: 'stage', to: 'perdido', reason: '  Preço  ' })!;
    expect(lost.update).toMatchObject({ stage: 'perdido', lostReason: 'Preço' });
    expect(lost.update).not.toHaveProperty('wonValue');
    expect(lost.event).toEqual({ at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'stage', from: 'novo', to: 'perdido', text: 'Preço' });
  });

  it('leaving fechado or perdido clears the outcome on the summary, and only then', () => {
    expect(plan({ stage: 'fechado', wonValue: 500 }, { kind: 'stage', to: 'perdido', reason: 'Prazo' })!.update).toMatchObject({ wonValue: null, lostReason: 'Prazo' });
    expect(plan({ stage: 'perdido', lostReason: 'Prazo' }, { kind: 'stage', to: 'em_contato' })!.update).toMatchObject({ lostReason: null });
    expect(plan({ stage: 'em_contato' }, { kind: 'stage', to: 'proposta_enviada' })!.update).not.toHaveProperty('lostReason');
    // A contact that moves a novo lead never carries an outcome.
    expect(plan({}, { kind: 'contact', channel: 'phone' })!.update).not.toHaveProperty('wonValue');
  });

  it('refuses a value or a reason that the move does not take, or out of bounds', () => {
    const reason = (change: Parameters<typeof planChange>[1]) => {
      try {
        plan({}, change);
      } catch (error) {
        return (error as PipelineInputError).reason;
      }
      return 'written';
    };
    expect(reason({ kind: 'stage', to: 'em_contato', value: 100 })).toBe('noOutcomeHere');
    expect(reason({ kind: 'stage', to: 'fechado', reason: 'Preço' })).toBe('noOutcomeHere');
    expect(reason({ kind: 'stage', to: 'fechado', value: -1 })).toBe('badValue');
    expect(reason({ kind: 'stage', to: 'fechado', value: 1.5 })).toBe('badValue');
    expect(reason({ kind: 'stage', to: 'fechado', value: WON_VALUE_MAX + 1 })).toBe('badValue');
    expect(reason({ kind: 'stage', to: 'fechado', value: WON_VALUE_MAX })).toBe('written');
    expect(reason({ kind: 'stage', to: 'perdido', reason: 'x'.repeat(LOST_REASON_MAX + 1) })).toBe('reasonTooLong');
    expect(reason({ kind: 'stage', to: 'perdido', reason: 'x'.repeat(LOST_REASON_MAX) })).toBe('written');
  });
});
