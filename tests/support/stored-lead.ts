import { FieldValue } from 'firebase-admin/firestore';
import { HISTORY, LEADS, leadId } from '../../src/domain/lead';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { adminDb, waitForDoc } from './admin';

// Shared by the function suites and the browser specs; the function's own dependencies are in test-deps.ts.

/** A form's example as the browser stores it (answers under their stored names, meta, server time), with `overrides`. */
export function storedExample(def: FormDefinition, overrides: Record<string, unknown> = {}) {
  return {
    ...toStoredAnswers(def, { ...def.example, ...overrides }),
    ...submissionMeta(def, 'pt'),
    createdAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Adds a form's example (with `overrides`) as the browser stores it, around the UI, and waits for the
 * function's summary of it at `stage`; resolves with the stored id.
 */
export async function storedLead(def: FormDefinition, overrides: Record<string, unknown> = {}, stage = 'novo'): Promise<string> {
  const ref = await adminDb().collection(def.form.collection).add(storedExample(def, overrides));
  await waitForDoc(`${LEADS}/${leadId(def.id, ref.id)}`, (d) => d.stage === stage);
  return ref.id;
}

/** A lead's summary document, and its history. */
export const summaryDoc = (formId: string, docId: string) => adminDb().collection(LEADS).doc(leadId(formId, docId));
export async function historyOf(formId: string, docId: string) {
  return (await summaryDoc(formId, docId).collection(HISTORY).get()).docs;
}
