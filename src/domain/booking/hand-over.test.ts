import { describe, expect, it } from 'vitest';
import { brazilHours, MONDAY_8AM, ms } from '../../../tests/support/brazil-hours';
import { canTakeCall, moveTaker, planHandOver, type Taker } from './hand-over';

const HOURS = brazilHours({ kind: 'phone' });
// Tuesday 2 December 2025, 10:00-10:30 in Brazil.
const TUESDAY_10 = { start: ms('2025-12-02T13:00:00Z'), end: ms('2025-12-02T13:30:00Z') };
const call = (bookingId: string, at: { start: number; end: number }, formId = 'contato') => ({ bookingId, formId, ...at });
const taker = (staffId: string, over: Partial<Taker> = {}): Taker => ({ staffId, availability: HOURS, busy: [], load: 0, ...over });

describe('canTakeCall', () => {
  it('takes a call inside the day’s hours and refuses one that runs past them, on a day off, or within the buffer of a call', () => {
    expect(canTakeCall(taker('ana'), TUESDAY_10)).toBe(true);
    // 11:45-12:15 runs past the morning's range.
    expect(canTakeCall(taker('ana'), { start: ms('2025-12-02T14:45:00Z'), end: ms('2025-12-02T15:15:00Z') })).toBe(false);
    // Saturday has no hours.
    expect(canTakeCall(taker('ana'), { start: ms('2025-12-06T13:00:00Z'), end: ms('2025-12-06T13:30:00Z') })).toBe(false);
    expect(canTakeCall(taker('ana', { availability: { ...HOURS, daysOff: [{ from: '2025-12-02', to: '2025-12-02' }] } }), TUESDAY_10)).toBe(false);
    const ownCall = { start: ms('2025-12-02T13:30:00Z'), end: ms('2025-12-02T14:00:00Z') };
    expect(canTakeCall(taker('ana', { busy: [ownCall] }), TUESDAY_10)).toBe(true);
    expect(canTakeCall(taker('ana', { busy: [ownCall], availability: { ...HOURS, bufferMinutes: 15 } }), TUESDAY_10)).toBe(false);
  });

  it('takes a call off the colleague’s own grid: the visitor chose the time, it is not a new start', () => {
    expect(canTakeCall(taker('ana', { availability: { ...HOURS, callMinutes: 45 } }), { start: ms('2025-12-02T13:10:00Z'), end: ms('2025-12-02T13:40:00Z') })).toBe(true);
  });
});

describe('planHandOver', () => {
  it('gives each call to the free colleague with the fewest calls, and two calls of one hour to two people', () => {
    const team = [taker('bia', { load: 2 }), taker('ana', { load: 2 }), taker('caio', { load: 5 })];
    const plan = planHandOver([call('b2', TUESDAY_10), call('b1', TUESDAY_10)], () => team);
    // b1 first (same start: by id), to ana (equal load, smaller id); b2 then to bia, ana now busy.
    expect(Object.fromEntries(plan)).toEqual({ b1: 'ana', b2: 'bia' });
  });

  it('leaves a call nobody can take without a taker, and counts each placed call in its taker’s load', () => {
    const wednesday = { start: ms('2025-12-03T13:00:00Z'), end: ms('2025-12-03T13:30:00Z') };
    const saturday = { start: ms('2025-12-06T13:00:00Z'), end: ms('2025-12-06T13:30:00Z') };
    const plan = planHandOver([call('sat', saturday), call('tue', TUESDAY_10), call('wed', wednesday)], () => [taker('ana'), taker('bia')]);
    expect(Object.fromEntries(plan)).toEqual({ tue: 'ana', wed: 'bia', sat: undefined });
  });

  it('asks who may take each form’s calls, and shares one colleague’s busy times across forms', () => {
    const named = { contato: [taker('ana')], podcast: [taker('ana'), taker('bia', { load: 9 })] };
    const plan = planHandOver([call('first', TUESDAY_10, 'contato'), call('second', TUESDAY_10, 'podcast')], (formId) => named[formId as keyof typeof named]);
    expect(Object.fromEntries(plan)).toEqual({ first: 'ana', second: 'bia' });
  });

  it('reads staff ids as ids, never as properties of an object', () => {
    const plan = planHandOver([call('x', TUESDAY_10)], () => [taker('constructor'), taker('toString', { load: 1 })]);
    expect(plan.get('x')).toBe('constructor');
  });
});

describe('moveTaker', () => {
  it('gives a call nobody holds, moved to a new start, to the free colleague with the fewest calls', () => {
    const team = [taker('ana', { load: 1, busy: [TUESDAY_10] }), taker('bia', { load: 3 }), taker('caio', { load: 2 }), taker('davi', { load: 0, availability: { ...HOURS, daysOff: [{ from: '2025-12-02', to: '2025-12-02' }] } })];
    expect(moveTaker(team, MONDAY_8AM, TUESDAY_10.start)).toEqual({ ok: true, staffId: 'caio', end: TUESDAY_10.end });
  });

  it('says why nobody can take it, nearest to fitting first, and a past start as past', () => {
    const busy = taker('ana', { busy: [TUESDAY_10] });
    const away = taker('bia', { availability: { ...HOURS, daysOff: [{ from: '2025-12-02', to: '2025-12-02' }] } });
    expect(moveTaker([away, busy], MONDAY_8AM, TUESDAY_10.start)).toEqual({ ok: false, reason: 'taken' });
    expect(moveTaker([away], MONDAY_8AM, TUESDAY_10.start)).toEqual({ ok: false, reason: 'dayOff' });
    expect(moveTaker([busy, away], TUESDAY_10.start + 1, TUESDAY_10.start)).toEqual({ ok: false, reason: 'past' });
    // Saturday: nobody has hours.
    expect(moveTaker([busy, away], MONDAY_8AM, ms('2025-12-06T13:00:00Z'))).toEqual({ ok: false, reason: 'outsideHours' });
  });
});
