import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { foldFunnel } from '../../functions/src/funnel-fold';
import { FUNNEL_DAILY, FUNNEL_EVENTS, FUNNEL_FOLDS, funnelDailyId, NO_CHANNEL } from '../../src/domain/funnel';
import { adminDb } from '../support/admin';

/*
 * The funnel's daily job against the Firestore emulator, called as the schedule calls it. Its days lie
 * in 2020 so that no other suite's events (written today) fall among them; the job folds only the days
 * before its `now`.
 */
const FORM = 'videos_cinematograficos';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const NOW = new Date('2020-03-05T15:00:00-03:00');

async function clearOld() {
  const db = adminDb();
  const old = await db.collection(FUNNEL_EVENTS).where('at', '<', at('2021-01-01T00:00:00Z')).get();
  const marks = await db.collection(FUNNEL_FOLDS).where('__name__', '<', '2021').get();
  const totals = await db.collection(FUNNEL_DAILY).where('day', '<', '2021').get();
  await Promise.all([...old.docs, ...marks.docs, ...totals.docs].map((d) => d.ref.delete()));
}

async function seedEvents() {
  const db = adminDb();
  const add = (visit: string, when: string, events: unknown[], form = FORM, channel?: string) =>
    db.collection(FUNNEL_EVENTS).add({ form, visit, events, at: at(when), ...(channel ? { channel } : {}) });
  await Promise.all([
    // 2 March: visit a (from Instagram) sends, in two documents; visit b leaves at step 'contato'; another form's look.
    add('a'.repeat(32), '2020-03-02T10:00:00-03:00', [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 2000 }]),
    add('a'.repeat(32), '2020-03-02T10:05:00-03:00', [{ kind: 'step', step: 'contato', ms: 30_000 }, { kind: 'invalid', fields: ['email'], ms: 60_000 }, { kind: 'submit', ms: 92_000 }], FORM, 'instagram'),
    add('b'.repeat(32), '2020-03-02T23:59:00-03:00', [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }, { kind: 'step', step: 'contato', ms: 5000 }]),
    add('c'.repeat(32), '2020-03-02T12:00:00-03:00', [{ kind: 'view', ms: 0 }], 'contato'),
    // 3 March, 00:30 in Brazil (03:30 UTC): the next day, not the 2nd.
    add('d'.repeat(32), '2020-03-03T03:30:00Z', [{ kind: 'view', ms: 0 }]),
    // Today: not folded yet.
    add('e'.repeat(32), '2020-03-05T09:00:00-03:00', [{ kind: 'view', ms: 0 }]),
  ]);
}

async function totalsOf(day: string, form = FORM) {
  const data = (await adminDb().doc(`${FUNNEL_DAILY}/${funnelDailyId(form, day)}`).get()).data();
  if (!data) return undefined;
  // The time of the fold differs from run to run; the totals must not.
  delete data.foldedAt;
  return data;
}

beforeEach(async () => {
  await clearOld();
  await seedEvents();
});

describe('the funnel fold', () => {
  it('folds each finished day into one total per form and stage, once', async () => {
    const report = await foldFunnel(adminDb(), NOW);
    expect(report.folded).toEqual(['2020-03-02', '2020-03-03', '2020-03-04']);
    expect(await totalsOf('2020-03-02')).toEqual({
      form: FORM,
      day: '2020-03-02',
      visits: 2,
      views: 2,
      starts: 2,
      submits: 1,
      steps: { contato: 2 },
      left: { 'step:contato': 1 },
      invalidSends: 1,
      invalid: { email: 1 },
      finishSeconds: [90],
      // "Continuar depois" (issue 40): nobody saved or came back by a link that day.
      saved: 0,
      resumed: 0,
      resumedSubmits: 0,
      // Split by the channel of the visits' first touch (issue 41): b's tab named none.
      channels: {
        instagram: expect.objectContaining({ visits: 1, starts: 1, submits: 1, finishSeconds: [90] }),
        [NO_CHANNEL]: expect.objectContaining({ visits: 1, starts: 1, submits: 0, left: { 'step:contato': 1 } }),
      },
    });
    expect(await totalsOf('2020-03-02', 'contato')).toMatchObject({ visits: 1, views: 1, starts: 0 });
    expect(await totalsOf('2020-03-03')).toMatchObject({ visits: 1, views: 1 });
    expect(await totalsOf('2020-03-05')).toBeUndefined();
    expect((await adminDb().doc(`${FUNNEL_FOLDS}/2020-03-04`).get()).get('documents')).toBe(0);
  });

  it('gives the same totals when it runs again, even after losing the mark of a folded day', async () => {
    await foldFunnel(adminDb(), NOW);
    const first = await totalsOf('2020-03-02');
    expect((await foldFunnel(adminDb(), NOW)).folded).toEqual([]);
    await adminDb().doc(`${FUNNEL_FOLDS}/2020-03-02`).delete();
    expect((await foldFunnel(adminDb(), NOW)).folded).toEqual(['2020-03-02']);
    expect(await totalsOf('2020-03-02')).toEqual(first);
  });

  it('deletes events older than 90 days and keeps the totals', async () => {
    await foldFunnel(adminDb(), NOW);
    const later = new Date('2020-06-02T12:00:00-03:00'); // 90 days after 4 March
    const report = await foldFunnel(adminDb(), later);
    expect(report.deleted).toBe(5);
    const left = await adminDb().collection(FUNNEL_EVENTS).where('at', '<', at('2021-01-01T00:00:00Z')).get();
    expect(left.docs.map((d) => d.get('visit'))).toEqual(['e'.repeat(32)]);
    expect(await totalsOf('2020-03-02')).toMatchObject({ views: 2, submits: 1 });
    // The day still in the events (5 March) was folded before it goes.
    expect(await totalsOf('2020-03-05')).toMatchObject({ views: 1 });
  });
});
