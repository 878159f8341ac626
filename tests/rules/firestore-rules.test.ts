/**
 * The generated firestore.rules against the emulator, for every form folder: run through
 * `firebase emulators:exec --only firestore "vitest run --project rules"`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { FieldSchema } from '../../src/forms/core/definition';
import { normalizeSchema } from '../../src/forms/core/normalize';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { collectProperties, optionsOf } from '../../src/forms/core/schema-fields';
import pt from '../../src/i18n/locales/pt.json';
import { readRegistry } from '../../scripts/lib/read-forms';

const RULES = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
const [HOST, PORT] = splitHost(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080');
const registry = readRegistry();

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Every denied write is expected here; the SDK would log each one as a warning and bury real failures.
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-movaly',
    firestore: { rules: RULES, host: HOST, port: PORT },
  });
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

// The test context hands out the compat Firestore, which the modular functions accept at run time.
const visitorDb = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, path), data);
  });
}

describe.each(registry.forms.map((def) => [def.id, def] as const))('%s submissions', (_id, def) => {
  const path = `${def.form.collection}/lead-1`;
  const picks = pickFields(def);
  const valid = () => ({
    ...toStoredAnswers(def, def.example ?? {}),
    ...submissionMeta(def, 'pt'),
    createdAt: serverTimestamp(),
  });
  const create = (data: Record<string, unknown>) => setDoc(doc(visitorDb(), path), data);

  it('accepts the example answers from an anonymous visitor', async () => {
    await assertSucceeds(create(valid()));
  });

  it('accepts the example in every supported locale', async () => {
    for (const locale of ['es', 'en'] as const) {
      await assertSucceeds(
        setDoc(doc(visitorDb(), `${def.form.collection}/lead-${locale}`), { ...valid(), locale }),
      );
    }
  });

  it('rejects a key the form does not have', async () => {
    await assertFails(create({ ...valid(), campo_desconhecido: 'x' }));
  });

  it.runIf(picks.required)('rejects a submission missing a required answer', async () => {
    const data: Record<string, unknown> = valid();
    delete data[picks.required!];
    await assertFails(create(data));
  });

  it('rejects a submission missing its metadata', async () => {
    const data: Record<string, unknown> = valid();
    delete data.locale;
    await assertFails(create(data));
  });

  it.runIf(picks.text)('rejects a number where text is expected', async () => {
    await assertFails(create({ ...valid(), [picks.text!.key]: 42 }));
  });

  it.runIf(picks.text)('rejects a text one character over its cap, accepts one at the cap', async () => {
    const { key, maxLength } = picks.text!;
    await assertFails(create({ ...valid(), [key]: 'x'.repeat(maxLength + 1) }));
    await assertSucceeds(create({ ...valid(), [key]: 'x'.repeat(maxLength) }));
  });

  it('rejects a server-owned field set by the browser', async () => {
    await assertFails(create({ ...valid(), status: 'accepted' }));
    await assertFails(create({ ...valid(), validation: { ok: true } }));
    await assertFails(create({ ...valid(), delivery: { sent: true } }));
  });

  it('rejects a createdAt that is not the server time', async () => {
    await assertFails(create({ ...valid(), createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }));
  });

  it('rejects another form id, an unknown locale and an oversize schema version', async () => {
    await assertFails(create({ ...valid(), form_id: 'outro_formulario' }));
    await assertFails(create({ ...valid(), locale: 'fr' }));
    await assertFails(create({ ...valid(), schema_version: 'v'.repeat(33) }));
  });

  it.runIf(picks.choice)('rejects an option value outside the list', async () => {
    const { key, multiple } = picks.choice!;
    await assertFails(create({ ...valid(), [key]: multiple ? ['valor-inexistente'] : 'valor-inexistente' }));
  });

  it('lets no visitor get, list, update or delete a submission', async () => {
    await seed(path, { ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt') });
    const db = visitorDb();
    await assertFails(getDoc(doc(db, path)));
    await assertFails(getDocs(collection(db, def.form.collection)));
    await assertFails(updateDoc(doc(db, path), { form_id: def.id }));
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

describe('newsletter signups', () => {
  const signup = (over: Record<string, unknown> = {}) => ({
    email: 'ana@example.com',
    whatsapp: null,
    service_interests: ['todos'],
    createdAt: serverTimestamp(),
    ...over,
  });

  it('accept an e-mail or a WhatsApp with known interests', async () => {
    const db = visitorDb();
    await assertSucceeds(addDoc(collection(db, 'newsletter_subscribers'), signup()));
    await assertSucceeds(
      addDoc(collection(db, 'newsletter_subscribers'), signup({ email: null, whatsapp: '(11) 98888-7777', service_interests: ['clone-digital', 'clonagem-voz'] })),
    );
  });

  it('refuse a signup with neither contact, an unknown interest, an extra key or a client time', async () => {
    const db = visitorDb();
    const signups = collection(db, 'newsletter_subscribers');
    await assertFails(addDoc(signups, signup({ email: null, whatsapp: null })));
    await assertFails(addDoc(signups, signup({ service_interests: ['tudo-e-mais'] })));
    await assertFails(addDoc(signups, signup({ service_interests: [] })));
    await assertFails(addDoc(signups, signup({ status: 'vip' })));
    await assertFails(addDoc(signups, signup({ email: 'sem-arroba' })));
    await assertFails(addDoc(signups, signup({ createdAt: Timestamp.fromMillis(0) })));
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
  const fields = collectProperties(normalizeSchema(def.schema, pt.engine));
  const example = def.example ?? {};
  const inExample = Object.keys(fields).filter((name) => example[name] !== undefined && example[name] !== '');
  const stored = (name: string) => def.storedNames[name];
  const required = (def.schema.required ?? []).find((name) => fields[name]);
  const isFreeText = (f: FieldSchema) => f.type === 'string' && !optionsOf(f) && typeof f.maxLength === 'number';
  const textName = inExample.find((name) => isFreeText(fields[name]));
  // A multiple choice counts only with text items: the rules compare items with the option texts.
  const isChoice = (f: FieldSchema) =>
    !!optionsOf(f) && (f.type === 'string' || (f.type === 'array' && f.items?.type === 'string'));
  const choiceName = Object.keys(fields).find((name) => isChoice(fields[name]));
  return {
    required: required && stored(required),
    text: textName ? { key: stored(textName), maxLength: fields[textName].maxLength as number } : undefined,
    choice: choiceName ? { key: stored(choiceName), multiple: fields[choiceName].type === 'array' } : undefined,
  };
}

function splitHost(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at).replace(/^\[|\]$/g, ''), Number(hostPort.slice(at + 1))];
}
