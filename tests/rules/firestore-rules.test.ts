/**
 * The generated firestore.rules against the emulator, for every form folder: `npm test -- rules`
 * (inside the one emulator start that the function and browser suites share).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/forms/core/definition';
import { normalizeSchema } from '../../src/forms/core/normalize';
import { BOT_TRAP, BOT_TRAP_MAX_CHARS, DRAFT_SEND, FUNNEL_SEND, SOURCE_SEND, submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { FUNNEL_CAPS } from '../../src/domain/funnel';
import { SOURCE_SEND_MAX } from '../../src/domain/lead-source';
import type { FormDefinition } from '../../src/forms/core/registry';
import { collectProperties, optionsOf } from '../../src/forms/core/schema-fields';
import pt from '../../src/i18n/locales/pt.json';
import { readRegistry } from '../../scripts/lib/read-forms';
import { fieldCaps } from '../../src/forms/core/field-caps';
import { maximalAnswers } from '../support/maximal-answers';
import { SUBMIT_GATE, submitGatePath } from '../../src/domain/submit-gate';
import { STAFF } from '../../src/domain/lead';
import { DRAFTS } from '../../src/domain/form-drafts';
import { dbAs, memberDb, rulesEnv, seed, STAFF_UID, staffDb, setUpRulesEnv, visitorDb } from './rules-env';

const registry = readRegistry();

setUpRulesEnv();

/** A visitor as the site makes one: an anonymous Auth account (the rate limit's client id). */
let visitorCount = 0;
function anonymousVisitor(uid = `visitor-${++visitorCount}`) {
  const db = rulesEnv().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore() as unknown as Firestore;
  return { uid, db };
}

/**
 * What the site does for every public write (src/backend/gated-create.ts): the document and the
 * client's gate for its collection in one batch. A fresh anonymous visitor unless one is given.
 */
function send(path: string, data: Record<string, unknown>, visitor = anonymousVisitor()) {
  const batch = writeBatch(visitor.db);
  batch.set(doc(visitor.db, submitGatePath(visitor.uid, path.split('/')[0])), { last: serverTimestamp() });
  batch.set(doc(visitor.db, path), data);
  return batch.commit();
}

/**
 * Runs each write in turn and fails once, naming every write whose outcome was not the expected one.
 * Each write goes to a document of its own, from a visitor of its own (so no write meets another's gate).
 */
type Write = [label: string, expected: 'allowed' | 'refused', write: () => Promise<unknown>];
async function expectOutcomes(writes: Write[]) {
  const wrong: string[] = [];
  for (const [label, expected, write] of writes) {
    try {
      await (expected === 'allowed' ? assertSucceeds(write()) : assertFails(write()));
    } catch (error) {
      wrong.push(`${label}: should be ${expected} (${String((error as Error).message).split('\n')[0]})`);
    }
  }
  expect(wrong).toEqual([]);
}

/*
 * The rules are generated per form from its own questions (scripts/lib/rules-generator.ts): what depends
 * on them is checked for every form, in one test per form. The fences every form shares are checked once
 * below, on the cinematic briefing, and by the hostile corpus.
 */
/** What a page may add to a submission at the most (record.ts FUNNEL_SEND, DRAFT_SEND, SOURCE_SEND), each at its bound. */
const CARRIED = {
  [FUNNEL_SEND.visit]: 'f'.repeat(32),
  [FUNNEL_SEND.ms]: FUNNEL_CAPS.ms,
  [DRAFT_SEND.link]: 'a'.repeat(64),
  [SOURCE_SEND.touch]: 'x'.repeat(SOURCE_SEND_MAX),
};

describe('each form’s submissions', () => {
  // An archived form takes no submission at all (archived-form-rules.test.ts).
  it.each(registry.forms.filter((def) => !def.form.archived).map((def) => [def.id, def] as const))(
    '%s: accepts its example and its most complete answers, and refuses what its own questions rule out',
    async (_id, def) => {
      const picks = pickFields(def);
      const valid = () => ({ ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt'), createdAt: serverTimestamp() });
      let n = 0;
      const create = (data: Record<string, unknown>) => () => send(`${def.form.collection}/lead-${++n}`, data);
      const writes: Write[] = [
        ['its example', 'allowed', create(valid())],
        [
          // With everything a page may carry beside them: the costliest request each form's rules judge.
          'the most complete answers a thorough visitor can give (every answer, every text at its cap), with its funnel visit, draft link and first touch',
          'allowed',
          create({ ...toStoredAnswers(def, maximalAnswers(def)), ...submissionMeta(def, 'pt'), ...CARRIED, createdAt: serverTimestamp() }),
        ],
        ['a first touch past its size', 'refused', create({ ...valid(), [SOURCE_SEND.touch]: 'x'.repeat(SOURCE_SEND_MAX + 1) })],
        ['a first touch that is not one string', 'refused', create({ ...valid(), [SOURCE_SEND.touch]: { utm_source: 'ig' } })],
        ['a source field of its own', 'refused', create({ ...valid(), utm_source: 'ig' })],
        ['a key the form does not have', 'refused', create({ ...valid(), campo_desconhecido: 'x' })],
      ];
      if (picks.required) {
        const data: Record<string, unknown> = valid();
        delete data[picks.required];
        writes.push([`without the required ${picks.required}`, 'refused', create(data)]);
      }
      if (picks.text) {
        const { key, maxLength } = picks.text;
        writes.push(
          [`${key} one character over its cap of ${maxLength}`, 'refused', create({ ...valid(), [key]: 'x'.repeat(maxLength + 1) })],
          [`${key} at its cap of ${maxLength}`, 'allowed', create({ ...valid(), [key]: 'x'.repeat(maxLength) })],
          [`a number for the text ${key}`, 'refused', create({ ...valid(), [key]: 42 })],
        );
      }
      if (picks.multipleChoice) {
        writes.push([`an option outside the list ${picks.multipleChoice}`, 'refused', create({ ...valid(), [picks.multipleChoice]: ['valor-inexistente'] })]);
      }
      if (picks.requiredList) {
        // A required multiple choice (checkboxes) holds one pick at least, as in the browser and the function.
        const { key, option } = picks.requiredList;
        writes.push(
          [`the required list ${key} with no pick`, 'refused', create({ ...valid(), [key]: [] })],
          [`the required list ${key} as a map`, 'refused', create({ ...valid(), [key]: { 0: option } })],
          [`the required list ${key} with one pick`, 'allowed', create({ ...valid(), [key]: [option] })],
        );
      }
      for (const name of def.form.joinedLists ?? []) {
        const key = def.storedNames[name];
        writes.push([`${key} as a list, where its joined text belongs`, 'refused', create({ ...valid(), [key]: ['a', 'b'] })]);
      }
      await expectOutcomes(writes);
    },
  );
});

describe('the fences every form shares (the cinematic briefing stands for all: one generator writes them)', () => {
  const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
  const path = `${def.form.collection}/lead-1`;
  const valid = () => ({ ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt'), createdAt: serverTimestamp() });

  it('accept the example in every supported locale', async () => {
    await expectOutcomes(['pt', 'es', 'en'].map((locale): Write => [locale, 'allowed', () => send(`${def.form.collection}/lead-${locale}`, { ...valid(), locale })]));
  });

  it("refuse the example without the rate limit's gate, or from a client with no Auth account", async () => {
    await assertFails(setDoc(doc(anonymousVisitor().db, path), valid()));
    const nobody = visitorDb();
    const batch = writeBatch(nobody);
    batch.set(doc(nobody, submitGatePath('visitor-x', def.form.collection)), { last: serverTimestamp() });
    batch.set(doc(nobody, path), valid());
    await assertFails(batch.commit());
  });

  it('let no visitor or signed-up account without the staff claim get, list, update or delete a submission', async () => {
    await seed(path, { ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt') });
    for (const db of [visitorDb(), memberDb()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, def.form.collection)));
      await assertFails(updateDoc(doc(db, path), { form_id: def.id }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });

  it('let staff read and list submissions, but not change, mark or delete them', async () => {
    await seed(path, { ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt') });
    const db = staffDb();
    await assertSucceeds(getDoc(doc(db, path)));
    await assertSucceeds(getDocs(collection(db, def.form.collection)));
    await assertFails(updateDoc(doc(db, path), { form_id: def.id }));
    await assertFails(updateDoc(doc(db, path), { status: 'accepted' }));
    await assertFails(updateDoc(doc(db, path), { 'delivery.state': 'sent' }));
    await assertFails(deleteDoc(doc(db, path)));
  });
});

describe('services catalogue', () => {
  it('is readable by anyone', async () => {
    await seed('services/videos', { title: 'Vídeos Cinematográficos' });
    const db = visitorDb();
    await assertSucceeds(getDoc(doc(db, 'services/videos')));
    await assertSucceeds(getDocs(collection(db, 'services')));
  });

  it('is not writable from the browser', async () => {
    await seed('services/videos', { title: 'Vídeos Cinematográficos' });
    const db = visitorDb();
    await assertFails(setDoc(doc(db, 'services/novo'), { title: 'x' }));
    await assertFails(updateDoc(doc(db, 'services/videos'), { title: 'x' }));
    await assertFails(deleteDoc(doc(db, 'services/videos')));
  });
});

describe('services switches and the company e-mail (staff only)', () => {
  it('let staff switch a service on or off, and nothing else about it', async () => {
    await seed('services/videos', { title: 'Vídeos Cinematográficos', active: true });
    const staff = staffDb();
    await assertSucceeds(updateDoc(doc(staff, 'services/videos'), { active: false }));
    await assertFails(updateDoc(doc(staff, 'services/videos'), { title: 'Outro título' }));
    await assertFails(updateDoc(doc(staff, 'services/videos'), { active: 'sim' }));
    await assertFails(deleteDoc(doc(staff, 'services/videos')));
    await assertFails(setDoc(doc(staff, 'services/novo'), { title: 'x', active: true }));
    await assertFails(updateDoc(doc(memberDb(), 'services/videos'), { active: true }));
  });

  it('let staff read the company e-mail and owners alone set it; nobody else sees or changes it', async () => {
    await seed('settings/company', { email: 'contato@movaly.com.br' });
    await seed(`${STAFF}/owner-1`, { email: 'dona@example.com', since: Timestamp.now(), role: 'owner' });
    const owner = dbAs('owner-1', { email: 'dona@example.com', staff: true });
    await assertSucceeds(getDoc(doc(owner, 'settings/company')));
    await assertSucceeds(setDoc(doc(owner, 'settings/company'), { email: 'leads@movaly.com.br' }));
    await assertFails(setDoc(doc(owner, 'settings/company'), { email: 'sem-arroba' }));
    await assertFails(setDoc(doc(owner, 'settings/company'), { email: 'a@b.co', extra: 1 }));
    await assertFails(deleteDoc(doc(owner, 'settings/company')));
    // A member of the team (no role written: a member) reads it, and cannot send every lead elsewhere.
    await assertSucceeds(getDoc(doc(staffDb(), 'settings/company')));
    await assertFails(setDoc(doc(staffDb(), 'settings/company'), { email: 'desvio@example.com' }));
    for (const db of [visitorDb(), memberDb()]) {
      await assertFails(getDoc(doc(db, 'settings/company')));
      await assertFails(setDoc(doc(db, 'settings/company'), { email: 'intruso@example.com' }));
    }
  });

  it('let staff read newsletter signups and nobody else', async () => {
    await seed('newsletter_subscribers/s1', { email: 'ana@example.com', whatsapp: null, service_interests: ['todos'] });
    await assertSucceeds(getDocs(collection(staffDb(), 'newsletter_subscribers')));
    await assertFails(getDocs(collection(memberDb(), 'newsletter_subscribers')));
  });
});

/*
 * Writes made around the UI, as a script would: each must be refused. One form (the cinematic
 * briefing) stands for all: its rules come from the same generator as every other form's.
 */
describe('a hostile corpus of writes', () => {
  const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
  const caps = fieldCaps(def);
  const text = (name: string) => def.storedNames[name];
  const longText = Object.keys(caps).find((name) => caps[name] === 5000)!;
  const multiple = Object.keys(def.fields).find((name) => def.fields[name].type === 'array')!;
  const valid = () => ({ ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt'), createdAt: serverTimestamp() });
  const emoji = (count: number) => '😀'.repeat(count);
  const without = (d: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== key));
  const cases: [string, (d: Record<string, unknown>) => Record<string, unknown>][] = [
    ['an unknown key', (d) => ({ ...d, campo: 'x' })],
    ['a key with a dot path look-alike', (d) => ({ ...d, 'delivery.state': 'sent' })],
    ['a missing required answer', (d) => without(d, 'nome_completo')],
    ['a missing form_id', (d) => without(d, 'form_id')],
    ['a missing createdAt', (d) => without(d, 'createdAt')],
    ['a missing locale', (d) => without(d, 'locale')],
    ['a missing status', (d) => without(d, 'status')],
    ['a number where text belongs', (d) => ({ ...d, nome_completo: 42 })],
    ['a list where text belongs', (d) => ({ ...d, nome_completo: ['Ana'] })],
    ['a map where text belongs', (d) => ({ ...d, nome_completo: { first: 'Ana' } })],
    ['a boolean where text belongs', (d) => ({ ...d, nome_completo: true })],
    ['null for a required answer', (d) => ({ ...d, nome_completo: null })],
    ['a name over its cap', (d) => ({ ...d, nome_completo: 'x'.repeat(caps.nomeCompleto + 1) })],
    ['an e-mail over 254 characters', (d) => ({ ...d, email: `${'a'.repeat(250)}@x.com` })],
    ['a story over its cap', (d) => ({ ...d, [text(longText)]: 'x'.repeat(5001) })],
    ['emoji over the cap counted in UTF-16 units', (d) => ({ ...d, [text(longText)]: emoji(2501) })],
    ['an option outside a multiple choice', (d) => ({ ...d, [text(multiple)]: ['inventada'] })],
    ['text where a list belongs', (d) => ({ ...d, [text(multiple)]: 'Instagram' })],
    ['a status set by the browser', (d) => ({ ...d, status: 'accepted' })],
    ['a validation set by the browser', (d) => ({ ...d, validation: { errors: [] } })],
    ['a delivery set by the browser', (d) => ({ ...d, delivery: { state: 'sent' } })],
    ['search terms set by the browser', (d) => ({ ...d, search: ['ana'] })],
    ['a backdated createdAt', (d) => ({ ...d, createdAt: Timestamp.fromMillis(0) })],
    ['another form id', (d) => ({ ...d, form_id: 'contato' })],
    ['an unknown locale', (d) => ({ ...d, locale: 'fr' })],
    ['a schema version that is a number', (d) => ({ ...d, schema_version: 7 })],
    ['a schema version blob', (d) => ({ ...d, schema_version: 'v'.repeat(33) })],
    ['a bot-trap value blob', (d) => ({ ...d, trap: 'x'.repeat(201) })],
    // A list's size() is its length: without the type test, 200 long texts would pass as the honeypot.
    ['a bot-trap value that is a list of texts', (d) => ({ ...d, trap: ['x'.repeat(1000)] })],
    ['a fill time that is not a whole number', (d) => ({ ...d, fill_ms: 'rápido' })],
  ];

  it.each(cases)('refuses %s', async (_name, mutate) => {
    await assertFails(send(`${def.form.collection}/hostile`, mutate(valid())));
  });

  it('accepts the bot trap as the site writes it: a honeypot up to its cap and a whole number of milliseconds', async () => {
    await assertSucceeds(send(`${def.form.collection}/trapped`, { ...valid(), [BOT_TRAP.honeypot]: 'x'.repeat(BOT_TRAP_MAX_CHARS), [BOT_TRAP.fillMs]: 400 }));
  });

  it('accepts emoji text exactly at the cap in UTF-16 units (the same count as the browser and the function)', async () => {
    await assertSucceeds(send(`${def.form.collection}/emoji`, { ...valid(), [text(longText)]: emoji(2500) }));
  });

  it('refuses a valid submission written into another form\'s collection', async () => {
    await assertFails(send('contact_messages/hostile', valid()));
  });
});

describe('newsletter signups', () => {
  const signup = (over: Record<string, unknown> = {}) => ({
    email: 'ana@example.com',
    whatsapp: null,
    service_interests: ['todos'],
    createdAt: serverTimestamp(),
    ...over,
  });

  it('accept an e-mail or a WhatsApp with known interests', async () => {
    await assertSucceeds(send('newsletter_subscribers/s1', signup()));
    await assertSucceeds(
      send('newsletter_subscribers/s2', signup({ email: null, whatsapp: '(11) 98888-7777', service_interests: ['clone-digital', 'clonagem-voz'] })),
    );
  });

  it('refuse a signup with neither contact, an unknown interest, an extra key or a client time', async () => {
    const path = 'newsletter_subscribers/s1';
    await assertFails(send(path, signup({ email: null, whatsapp: null })));
    await assertFails(send(path, signup({ service_interests: ['tudo-e-mais'] })));
    await assertFails(send(path, signup({ service_interests: [] })));
    await assertFails(send(path, signup({ status: 'vip' })));
    await assertFails(send(path, signup({ email: 'sem-arroba' })));
    await assertFails(send(path, signup({ createdAt: Timestamp.fromMillis(0) })));
    await assertFails(addDoc(collection(anonymousVisitor().db, 'newsletter_subscribers'), signup()));
  });

  // The briefings' bot trap (record.ts BOT_TRAP; its fence is generated once for every form and the signup):
  // what the card writes passes, in its shape only; the verdict stays the function's.
  it('accept the bot trap as the card writes it, and refuse it in any other shape or a verdict from the browser', async () => {
    let n = 0;
    const write = (data: Record<string, unknown>) => () => send(`newsletter_subscribers/trap-${++n}`, data);
    const trap = (honeypot: unknown, fillMs: unknown = 95_000) => signup({ [BOT_TRAP.honeypot]: honeypot, [BOT_TRAP.fillMs]: fillMs });
    await expectOutcomes([
      ['a person’s signup: the fill time, no honeypot', 'allowed', write(signup({ [BOT_TRAP.fillMs]: 95_000 }))],
      ['a signup sent at once (stored; the function judges it)', 'allowed', write(signup({ [BOT_TRAP.fillMs]: 0 }))],
      ['a signup whose honeypot a script filled (stored; the function judges it)', 'allowed', write(trap('https://spam.example', 400))],
      ['a honeypot at its cap', 'allowed', write(trap('x'.repeat(BOT_TRAP_MAX_CHARS)))],
      ['a signup from a page older than the trap', 'allowed', write(signup())],
      ['a honeypot over its cap', 'refused', write(trap('x'.repeat(BOT_TRAP_MAX_CHARS + 1)))],
      ['a honeypot that is a list of texts', 'refused', write(trap(['x'.repeat(1000)]))],
      ['a honeypot that is a map', 'refused', write(trap({ url: 'https://spam.example' }))],
      ['a honeypot that is a number', 'refused', write(trap(42))],
      ['a null honeypot', 'refused', write(trap(null))],
      ['a fill time that is text', 'refused', write(signup({ [BOT_TRAP.fillMs]: 'rápido' }))],
      ['a fill time with a fraction', 'refused', write(signup({ [BOT_TRAP.fillMs]: 1500.5 }))],
      ['a fill time that is a boolean', 'refused', write(signup({ [BOT_TRAP.fillMs]: true }))],
      ['a fill time that is a timestamp', 'refused', write(signup({ [BOT_TRAP.fillMs]: Timestamp.now() }))],
      ['the trap under the field’s own name', 'refused', write(signup({ website_url: 'https://spam.example' }))],
      ['a spam verdict set by the browser', 'refused', write(signup({ [BOT_TRAP.fillMs]: 95_000, status: 'spam' }))],
      ['an accepted verdict set by the browser', 'refused', write(signup({ [BOT_TRAP.fillMs]: 95_000, status: 'accepted' }))],
      ['a validation set by the browser', 'refused', write(signup({ [BOT_TRAP.fillMs]: 95_000, validation: { errors: [] } }))],
    ]);
  });

  it('are never read, updated or deleted from the browser', async () => {
    await seed('newsletter_subscribers/s1', { email: 'ana@example.com', whatsapp: null, service_interests: ['todos'] });
    const db = visitorDb();
    await assertFails(getDoc(doc(db, 'newsletter_subscribers/s1')));
    await assertFails(getDocs(collection(db, 'newsletter_subscribers')));
    await assertFails(updateDoc(doc(db, 'newsletter_subscribers/s1'), { email: 'x@example.com' }));
    await assertFails(deleteDoc(doc(db, 'newsletter_subscribers/s1')));
  });
});

describe('the rate limit per client', () => {
  const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
  const coll = def.form.collection;
  const lead = () => ({ ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt'), createdAt: serverTimestamp() });
  const gate = (uid: string, c = coll) => submitGatePath(uid, c);

  it(`lets one client send once per collection in ${SUBMIT_GATE.gapSeconds} s; reloading the page is the same client`, async () => {
    await assertSucceeds(send(`${coll}/a`, lead(), anonymousVisitor('ana')));
    await assertFails(send(`${coll}/b`, lead(), anonymousVisitor('ana')));
    // Another collection, or another client, is not held back.
    await assertSucceeds(send('newsletter_subscribers/n1', { email: 'ana@example.com', whatsapp: null, service_interests: ['todos'], createdAt: serverTimestamp() }, anonymousVisitor('ana')));
    await assertSucceeds(send(`${coll}/c`, lead(), anonymousVisitor('bia')));
  });

  it('lets the client send again once the gap has passed', async () => {
    await seed(gate('ana'), { last: Timestamp.fromMillis(Date.now() - (SUBMIT_GATE.gapSeconds + 5) * 1000) });
    await assertSucceeds(send(`${coll}/a`, lead(), anonymousVisitor('ana')));
    await seed(gate('bia'), { last: Timestamp.fromMillis(Date.now() - (SUBMIT_GATE.gapSeconds - 10) * 1000) });
    await assertFails(send(`${coll}/b`, lead(), anonymousVisitor('bia')));
  });

  it('refuses a lead whose gate was moved in an earlier request', async () => {
    const ana = anonymousVisitor('ana');
    await assertSucceeds(setDoc(doc(ana.db, gate('ana')), { last: serverTimestamp() }));
    await assertFails(setDoc(doc(ana.db, `${coll}/a`), lead()));
  });

  it('refuses a gate set to a client time, with other keys, for another client or an unknown collection', async () => {
    const { db } = anonymousVisitor('ana');
    await assertFails(setDoc(doc(db, gate('ana')), { last: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(doc(db, gate('ana')), { last: serverTimestamp(), count: 0 }));
    await assertFails(setDoc(doc(db, gate('bia')), { last: serverTimestamp() }));
    await assertFails(setDoc(doc(db, gate('ana', 'qualquer_coisa')), { last: serverTimestamp() }));
    await assertFails(setDoc(doc(visitorDb(), gate('ana')), { last: serverTimestamp() }));
  });

  it('lets a client read only its own gate, and nobody list or delete gates', async () => {
    await seed(gate('ana'), { last: Timestamp.now() });
    const { db } = anonymousVisitor('ana');
    await assertSucceeds(getDoc(doc(db, gate('ana'))));
    await assertFails(deleteDoc(doc(db, gate('ana'))));
    await assertFails(getDocs(collection(db, `${SUBMIT_GATE.root}/ana/${SUBMIT_GATE.sub}`)));
    await assertFails(getDoc(doc(anonymousVisitor('bia').db, gate('ana'))));
    await assertFails(getDoc(doc(visitorDb(), gate('ana'))));
  });
});

describe('the drafts of "Continuar depois" (issue 40)', () => {
  it('are read and written by the function alone: no visitor, staff member or anonymous account, even by the id', async () => {
    await seed(`${DRAFTS}/abc`, { form_id: 'conteudo_estrategico', email: 'ana@example.com', answers: { nome: 'Ana' } });
    for (const db of [visitorDb(), staffDb(), memberDb(), dbAs('anon-1', { firebase: { sign_in_provider: 'anonymous' } })]) {
      await assertFails(getDoc(doc(db, DRAFTS, 'abc')));
      await assertFails(getDocs(collection(db, DRAFTS)));
      await assertFails(setDoc(doc(db, DRAFTS, 'def'), { form_id: 'conteudo_estrategico', answers: {} }));
      await assertFails(updateDoc(doc(db, DRAFTS, 'abc'), { expiresAt: Timestamp.fromMillis(Date.now() + 1e12) }));
      await assertFails(deleteDoc(doc(db, DRAFTS, 'abc')));
    }
  });

  it('with the visitor’s consent to be contacted (a partial lead) staff read one by id, and still list none nor write', async () => {
    // Staff of any role (a member here); a signed-up account that is not staff reads nothing.
    await seed(`${STAFF}/${STAFF_UID}`, { email: 'equipe@example.com', since: Timestamp.now(), role: 'member' });
    await seed(`${DRAFTS}/draft-ok`, { form_id: 'conteudo_estrategico', email: 'bia@example.com', answers: { nome: 'Bia' }, consent: true });
    await seed(`${DRAFTS}/draft-no`, { form_id: 'conteudo_estrategico', email: 'caio@example.com', answers: { nome: 'Caio' }, consent: false });
    const staff = staffDb();
    await assertSucceeds(getDoc(doc(staff, DRAFTS, 'draft-ok')));
    await assertFails(getDoc(doc(staff, DRAFTS, 'draft-no')));
    await assertFails(getDocs(query(collection(staff, DRAFTS), where('consent', '==', true))));
    await assertFails(updateDoc(doc(staff, DRAFTS, 'draft-ok'), { consent: true, answers: {} }));
    await assertFails(deleteDoc(doc(staff, DRAFTS, 'draft-ok')));
    for (const db of [memberDb(), visitorDb(), dbAs('anon-2', { firebase: { sign_in_provider: 'anonymous' } })]) await assertFails(getDoc(doc(db, DRAFTS, 'draft-ok')));
  });
});

describe('any other collection', () => {
  it('is neither readable nor writable', async () => {
    await seed('qualquer_coisa/doc-1', { a: 1 });
    const db = visitorDb();
    await assertFails(getDoc(doc(db, 'qualquer_coisa/doc-1')));
    await assertFails(getDocs(collection(db, 'qualquer_coisa')));
    await assertFails(setDoc(doc(db, 'qualquer_coisa/doc-2'), { a: 1 }));
    await assertFails(deleteDoc(doc(db, 'qualquer_coisa/doc-1')));
  });
});

/**
 * The answers each case tampers with, chosen from the form itself so a new folder is covered with
 * no new test: a required answer, a free text present in the example (with its normalized cap) and a choice.
 */
function pickFields(def: FormDefinition) {
  const fields = collectProperties(normalizeSchema(def.schema, pt.engine, fieldCaps(def)));
  const example = def.example ?? {};
  const inExample = Object.keys(fields).filter((name) => example[name] !== undefined && example[name] !== '');
  const stored = (name: string) => def.storedNames[name];
  const required = (def.schema.required ?? []).find((name) => fields[name]);
  const isFreeText = (f: FieldSchema) => f.type === 'string' && !optionsOf(f) && typeof f.maxLength === 'number';
  const textName = inExample.find((name) => isFreeText(fields[name]));
  // A multiple choice counts only with text items: the rules compare items with the option texts.
  const isChoice = (f: FieldSchema) =>
    !!optionsOf(f) && (f.type === 'string' || (f.type === 'array' && f.items?.type === 'string'));
  const multipleName = Object.keys(fields).find((name) => isChoice(fields[name]) && fields[name].type === 'array');
  const joined = new Set(def.form.joinedLists ?? []);
  const listName = (def.schema.required ?? []).find((name) => fields[name] && isChoice(fields[name]) && fields[name].type === 'array' && !joined.has(name));
  return {
    required: required && stored(required),
    requiredList: listName ? { key: stored(listName), option: optionsOf(fields[listName])![0].value } : undefined,
    text: textName ? { key: stored(textName), maxLength: fields[textName].maxLength as number } : undefined,
    multipleChoice: multipleName && !def.form.joinedLists?.includes(multipleName) ? stored(multipleName) : undefined,
  };
}
