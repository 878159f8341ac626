import { doc, type Firestore, Timestamp, writeBatch } from 'firebase/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { HISTORY, LEADS, leadId, newLead, STAFF } from '../../src/domain/lead';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { rulesEnv } from './rules-env';

/** The form whose leads the staff rules tests seed, and the colleague every seeded lead can be given to. */
export const def = readRegistry().forms.find((f) => f.id === 'contato')!;
export const COLLEAGUE = 'staff-2';

/** Where one lead lives: its form document, its summary and the summary's history. */
export interface Lead {
  formDoc: string;
  path: string;
  history: (eventId: string) => string;
}
let leads = 0;

/** In an `event`, `summary` or `over` override: leave the key out. */
export const OMIT = Symbol('omit');
export const withoutOmitted = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== OMIT));

/**
 * A lead as the function leaves it (the form document, its summary and its 'received' entry), a new
 * one for each case so that no case sees another's writes; `over` changes the summary.
 */
export async function seedLead(over: Record<string, unknown> = {}): Promise<Lead> {
  const docId = `lead-${++leads}`;
  const path = `${LEADS}/${leadId(def.id, docId)}`;
  const lead: Lead = { formDoc: `${def.form.collection}/${docId}`, path, history: (eventId) => `${path}/${HISTORY}/${eventId}` };
  const summary = newLead(
    { formId: def.id, collection: def.form.collection, docId, receivedAt: Timestamp.now(), locale: 'pt', spamReason: null, updatedAt: Timestamp.now() },
    { name: 'Ana Souza', email: 'ana@example.com', phone: '(11) 98888-7777', company: 'Ateliê' },
  );
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    const answers = toStoredAnswers(def, def.example ?? {});
    batch.set(doc(db, lead.formDoc), { ...answers, ...submissionMeta(def, 'pt'), createdAt: Timestamp.now(), status: 'accepted', delivery: { state: 'sent' } });
    batch.set(doc(db, path), withoutOmitted({ ...summary, lastEvent: 'received-1', ...over }));
    batch.set(doc(db, lead.history('received-1')), { at: Timestamp.now(), by: 'system', byEmail: null, kind: 'received' });
    batch.set(doc(db, `${STAFF}/${COLLEAGUE}`), { email: 'colega@example.com', since: Timestamp.now() });
    await batch.commit();
  });
  return lead;
}
