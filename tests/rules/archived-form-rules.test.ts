/**
 * An archived form (form.json "archived", issue 38) against the emulator: `npm test -- rules`. The rules
 * are generated here for the repository's forms with one of them archived, as forms:generate would write
 * them once the editor's "Arquivar formulário" has run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { generateRules } from '../../scripts/lib/rules-generator';
import { readRegistry } from '../../scripts/lib/read-forms';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import type { FormDefinition, FormRegistry } from '../../src/forms/core/registry';
import { submitGatePath } from '../../src/domain/submit-gate';
import { memberDb, rulesEnv, seed, setUpRulesEnv, staffDb, visitorDb } from './rules-env';

const registry = readRegistry();
const ARCHIVED = 'videos_cinematograficos';
const forms = registry.forms.map((def): FormDefinition => (def.id === ARCHIVED ? { ...def, form: { ...def.form, archived: true } } : def));
const withArchived: FormRegistry = { forms, byRoute: registry.byRoute, byCollection: (c) => forms.find((def) => def.form.collection === c) };

setUpRulesEnv(generateRules(withArchived));

const archived = forms.find((def) => def.id === ARCHIVED)!;
const live = forms.find((def) => def.id === 'contato')!;
const example = (def: FormDefinition) => ({ ...toStoredAnswers(def, def.example ?? {}), ...submissionMeta(def, 'pt'), createdAt: serverTimestamp() });

/** A visitor's send as the site makes it (src/backend/gated-create.ts): the lead and the gate of its collection in one batch. */
let visitors = 0;
function send(path: string, data: Record<string, unknown>) {
  const uid = `visitor-${++visitors}`;
  const db = rulesEnv().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore() as unknown as Firestore;
  const batch = writeBatch(db);
  batch.set(doc(db, submitGatePath(uid, path.split('/')[0])), { last: serverTimestamp() });
  batch.set(doc(db, path), data);
  return batch.commit();
}

describe('an archived form’s submissions', () => {
  it('refuses a visitor’s create, even of its own example, while a live form’s example still goes through', async () => {
    await assertFails(send(`${archived.form.collection}/lead-1`, example(archived)));
    await assertSucceeds(send(`${live.form.collection}/lead-1`, example(live)));
  });

  it('lets staff read and list the leads it received, and nobody else; nobody changes or deletes one', async () => {
    const path = `${archived.form.collection}/lead-old`;
    await seed(path, { ...toStoredAnswers(archived, archived.example ?? {}), ...submissionMeta(archived, 'pt') });
    const staff = staffDb();
    await assertSucceeds(getDoc(doc(staff, path)));
    await assertSucceeds(getDocs(collection(staff, archived.form.collection)));
    await assertFails(updateDoc(doc(staff, path), { status: 'accepted' }));
    await assertFails(deleteDoc(doc(staff, path)));
    for (const db of [visitorDb(), memberDb()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, archived.form.collection)));
    }
  });
});
