/**
 * The funnel's generated rules against the emulator: a visitor creates event documents of the fixed
 * shape only (known forms, the form's own question names, no answer text), through the rate gate with
 * the funnel's own gap; staff read events and totals; nobody changes or deletes them from the browser.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, type Firestore, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { FUNNEL_CAPS, FUNNEL_DAILY, FUNNEL_EVENTS, FUNNEL_FOLDS, FUNNEL_GAP_SECONDS, funnelDailyId } from '../../src/domain/funnel';
import { submitGatePath } from '../../src/domain/submit-gate';
import { FUNNEL_SEND, submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { maximalAnswers } from '../support/maximal-answers';
import { memberDb, rulesEnv, seed, setUpRulesEnv, staffDb } from './rules-env';

setUpRulesEnv();

const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
const [firstField, secondField] = Object.keys(def.fields);
const VISIT = '0123456789abcdef0123456789abcdef';

let visitors = 0;
function anonymousVisitor(uid = `visitor-${++visitors}`) {
  const db = rulesEnv().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore() as unknown as Firestore;
  return { uid, db };
}

/** What the recorder sends (src/backend/funnel-recorder.ts): the events document and the client's gate, in one batch. */
let docs = 0;
function sendEvents(data: Record<string, unknown>, visitor = anonymousVisitor()) {
  const batch = writeBatch(visitor.db);
  batch.set(doc(visitor.db, submitGatePath(visitor.uid, FUNNEL_EVENTS)), { last: serverTimestamp() });
  batch.set(doc(visitor.db, `${FUNNEL_EVENTS}/e${++docs}`), data);
  return batch.commit();
}

const events = (list: unknown[]) => ({ form: def.id, visit: VISIT, events: list, at: serverTimestamp() });
const valid = () =>
  events([
    { kind: 'view', ms: 0 },
    { kind: 'start', ms: 4200 },
    { kind: 'step', step: 'contato', ms: 9000 },
    { kind: 'invalid', fields: [firstField, secondField], ms: 15000 },
    { kind: 'submit', ms: 60000 },
  ]);

describe('funnel events', () => {
  it('lets a visitor send a batch of events of a known form through the gate', async () => {
    await assertSucceeds(sendEvents(valid()));
    // As many events as the cap allows, in one document.
    await assertSucceeds(sendEvents(events(Array.from({ length: FUNNEL_CAPS.events }, (_, i) => ({ kind: 'step', step: `s${i}`, ms: i })))));
    // "Continuar depois" (issue 40): a draft saved, a page opened from its link; nothing else rides with them.
    await assertSucceeds(sendEvents(events([{ kind: 'saved', ms: 70_000 }, { kind: 'resumed', ms: 80_000 }])));
    await assertFails(sendEvents(events([{ kind: 'saved', ms: 70_000, email: 'ana@example.com' }])));
    await assertFails(sendEvents(events([{ kind: 'resumed', ms: 1, token: 'T'.repeat(43) }])));
    // The channel of the visit's first touch (issue 41), of the known list.
    await assertSucceeds(sendEvents({ ...valid(), channel: 'instagram' }));
    await assertSucceeds(sendEvents({ ...valid(), channel: 'direto' }));
  });

  it("passes the costliest document within Firestore's 1,000 expressions: every event a failed send of the last-listed form", async () => {
    const fields = Object.keys(def.fields).slice(-FUNNEL_CAPS.fields);
    await assertSucceeds(sendEvents({ ...events(Array.from({ length: FUNNEL_CAPS.events }, (_, i) => ({ kind: 'invalid', fields, ms: i }))), channel: 'instagram' }));
  });

  it('refuses answer text, unknown keys, unknown forms and unknown field names', async () => {
    const refused: [string, Record<string, unknown>][] = [
      ['an answer in an event', events([{ kind: 'view', ms: 0, value: 'Ana Souza' }])],
      ['an e-mail in an event', events([{ kind: 'start', ms: 0, email: 'ana@example.com' }])],
      ['an extra key on the document', { ...valid(), email: 'ana@example.com' }],
      ['an unknown form', { ...valid(), form: 'formulario_inventado' }],
      ['an unknown field name', events([{ kind: 'invalid', fields: ['nao_existe'], ms: 0 }])],
      ["a field's answer in place of its name", events([{ kind: 'invalid', fields: [firstField, 'Ana Souza'], ms: 0 }])],
      ['an unknown kind', events([{ kind: 'typed', ms: 0 }])],
      ['a step with a text that is no id', events([{ kind: 'step', step: 'Ana Souza, São Paulo', ms: 0 }])],
      ['a step event without its step', events([{ kind: 'step', ms: 0 }])],
      ['fields on a view', events([{ kind: 'view', fields: [firstField], ms: 0 }])],
      ['a time that is not a whole number', events([{ kind: 'view', ms: 1.5 }])],
      ['a negative time', events([{ kind: 'view', ms: -1 }])],
      ['more events than the cap', events(Array.from({ length: FUNNEL_CAPS.events + 1 }, () => ({ kind: 'view', ms: 0 })))],
      ['no events', events([])],
      ['more field names than the cap', events([{ kind: 'invalid', fields: Array.from({ length: FUNNEL_CAPS.fields + 1 }, () => firstField), ms: 0 }])],
      ['a visit id that is not a random hex id', { ...valid(), visit: 'ana@example.com' }],
      ['a client time instead of the server time', { ...valid(), at: Timestamp.now() }],
      ['a channel not of the list', { ...valid(), channel: 'myspace' }],
      ['a channel that is no text', { ...valid(), channel: ['instagram'] }],
      ['a campaign beside the channel', { ...valid(), channel: 'instagram', campaign: 'natal-2026' }],
      ['an invalid event after valid ones', events([{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1 }, { kind: 'view', ms: 2, value: 'x' }])],
    ];
    const wrong: string[] = [];
    for (const [label, data] of refused) {
      try {
        await assertFails(sendEvents(data));
      } catch {
        wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses events without the gate, and a burst over the gate', async () => {
    const lone = anonymousVisitor();
    const batch = writeBatch(lone.db);
    batch.set(doc(lone.db, `${FUNNEL_EVENTS}/lone`), valid());
    await assertFails(batch.commit());

    const ana = anonymousVisitor('ana');
    await assertSucceeds(sendEvents(valid(), ana));
    await assertFails(sendEvents(valid(), ana));
    await assertFails(sendEvents(valid(), ana));
  });

  it(`lets the same client send again once the funnel's gap of ${FUNNEL_GAP_SECONDS} s has passed (not the submissions' 60 s)`, async () => {
    await seed(submitGatePath('bia', FUNNEL_EVENTS), { last: Timestamp.fromMillis(Date.now() - (FUNNEL_GAP_SECONDS + 2) * 1000) });
    await assertSucceeds(sendEvents(valid(), anonymousVisitor('bia')));
    await seed(submitGatePath('caio', FUNNEL_EVENTS), { last: Timestamp.fromMillis(Date.now() - (FUNNEL_GAP_SECONDS - 5) * 1000) });
    await assertFails(sendEvents(valid(), anonymousVisitor('caio')));
  });

  it('lets staff read events and totals; nobody else reads, changes or deletes them', async () => {
    await seed(`${FUNNEL_EVENTS}/seeded`, { form: def.id, visit: VISIT, events: [{ kind: 'view', ms: 0 }], at: Timestamp.now() });
    await seed(`${FUNNEL_DAILY}/${funnelDailyId(def.id, '2026-01-01')}`, { form: def.id, day: '2026-01-01', views: 1 });
    const visitor = anonymousVisitor();
    for (const db of [visitor.db, memberDb()]) {
      await assertFails(getDoc(doc(db, `${FUNNEL_EVENTS}/seeded`)));
      await assertFails(getDocs(collection(db, FUNNEL_EVENTS)));
      await assertFails(getDoc(doc(db, `${FUNNEL_DAILY}/${funnelDailyId(def.id, '2026-01-01')}`)));
    }
    await assertSucceeds(getDoc(doc(staffDb(), `${FUNNEL_EVENTS}/seeded`)));
    await assertSucceeds(getDocs(collection(staffDb(), FUNNEL_DAILY)));
    // Which days are folded: the page reads it to know which days to fold from the events itself.
    await seed(`${FUNNEL_FOLDS}/2026-01-01`, { documents: 1 });
    await assertSucceeds(getDocs(collection(staffDb(), FUNNEL_FOLDS)));
    await assertFails(getDocs(collection(visitor.db, FUNNEL_FOLDS)));
    await assertFails(setDoc(doc(staffDb(), `${FUNNEL_FOLDS}/2026-01-02`), { documents: 0 }));
    for (const db of [visitor.db, staffDb()]) {
      await assertFails(updateDoc(doc(db, `${FUNNEL_EVENTS}/seeded`), { visit: 'x' }));
      await assertFails(deleteDoc(doc(db, `${FUNNEL_EVENTS}/seeded`)));
      await assertFails(updateDoc(doc(db, `${FUNNEL_DAILY}/${funnelDailyId(def.id, '2026-01-01')}`), { views: 99 }));
    }
  });
});

/*
 * The send is counted from the submission itself (src/domain/funnel.ts, funnelSendOf): every form's
 * submission may name the tab's visit and the time since it viewed the form, both optional, both of the
 * recorder's shape only. A submission is the site's usual gated write (src/backend/gated-create.ts).
 */
describe('a submission naming its funnel visit', () => {
  let leads = 0;
  function submit(form: typeof def, data: Record<string, unknown>, visitor = anonymousVisitor()) {
    const batch = writeBatch(visitor.db);
    batch.set(doc(visitor.db, submitGatePath(visitor.uid, form.form.collection)), { last: serverTimestamp() });
    batch.set(doc(visitor.db, `${form.form.collection}/lead-${++leads}`), data);
    return batch.commit();
  }
  const example = (form = def) => ({ ...toStoredAnswers(form, form.example ?? {}), ...submissionMeta(form, 'pt'), createdAt: serverTimestamp() });
  const funnel = (visit: unknown = VISIT, ms: unknown = 95_000) => ({ [FUNNEL_SEND.visit]: visit, [FUNNEL_SEND.ms]: ms });

  it('is accepted with the visit, and without it as before', async () => {
    await assertSucceeds(submit(def, { ...example(), ...funnel() }));
    await assertSucceeds(submit(def, { ...example(), ...funnel(VISIT, 0) }));
    await assertSucceeds(submit(def, { ...example(), ...funnel(VISIT, FUNNEL_CAPS.ms) }));
    await assertSucceeds(submit(def, example()));
  });

  it.each(registry.forms.map((form) => [form.id, form] as const))(
    "%s: takes its most complete answers with the visit, within Firestore's 1,000 expressions",
    async (_id, form) => {
      const fullest = { ...toStoredAnswers(form, maximalAnswers(form)), ...submissionMeta(form, 'pt'), createdAt: serverTimestamp() };
      await assertSucceeds(submit(form, { ...fullest, ...funnel() }));
    },
  );

  it('refuses a visit or a time of any other shape (the function would never count them)', async () => {
    const refused: [string, Record<string, unknown>][] = [
      ['an e-mail for a visit', funnel('ana@example.com')],
      ['a name for a visit', funnel('Ana Souza')],
      ['a visit in capitals', funnel(VISIT.toUpperCase())],
      ['a visit one character short', funnel(VISIT.slice(1))],
      ['a visit one character long', funnel(`${VISIT}0`)],
      ['an empty visit', funnel('')],
      ['a number for a visit', funnel(42)],
      ['a map for a visit', funnel({ id: VISIT })],
      ['a list for a visit', funnel([VISIT])],
      ['a negative time', funnel(VISIT, -1)],
      ['a time that is not a whole number', funnel(VISIT, 1.5)],
      ['a time past the cap', funnel(VISIT, FUNNEL_CAPS.ms + 1)],
      ['a time as text', funnel(VISIT, '95000')],
      ['a funnel key of another name', { funnel_events: [{ kind: 'submit', ms: 0 }] }],
    ];
    const wrong: string[] = [];
    for (const [label, extra] of refused) {
      try {
        await assertFails(submit(def, { ...example(), ...extra }));
      } catch {
        wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
  });
});
