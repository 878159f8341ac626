import { FieldValue } from 'firebase-admin/firestore';
import type { FormDefinition } from '../../src/forms/core/registry';
import { NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID } from '../../src/domain/lead';
import { adminDb, waitForDoc } from './admin';
import { type Mail, waitForMail } from './mailbox';
import { storedExample, summaryDoc } from './stored-lead';

/*
 * "Nothing else is sent" without a fixed wait. A trigger's events run one at a time (in the Functions
 * emulator, and in the function suite's host, tests/support/function-host.ts), so a marker document
 * written after the documents under test is handled only once the trigger is done with theirs: when the marker's e-mail (or summary) is there, so is everything theirs will
 * ever bring. Each marker costs one run of the trigger, about half a second, and proves the settling
 * a sleep only hoped for.
 */
let markers = 0;
const MARKER = 'marcador.';
const markerEmail = () => `${MARKER}${Date.now()}.${++markers}@example.com`;

/** The mailbox once `def`'s trigger handled every document written before, without any marker's own e-mail. */
export async function settledMail(def: FormDefinition): Promise<Mail[]> {
  const field = def.form.lead?.email;
  if (!field) throw new Error(`${def.id} names no e-mail question (form.json lead.email): its lead e-mail has no reply-to to find.`);
  const marker = markerEmail();
  await adminDb().collection(def.form.collection).add(storedExample(def, { [field]: marker }));
  const mail = await waitForMail((all) => all.some((m) => m.replyTo === marker));
  return mail.filter((m) => !m.replyTo?.startsWith(MARKER));
}

/** Returns once the newsletter's trigger handled every signup written before (signups e-mail nobody). */
export async function settledSignups(): Promise<void> {
  const marker = await adminDb()
    .collection(NEWSLETTER_COLLECTION)
    .add({ email: markerEmail(), whatsapp: null, service_interests: ['todos'], createdAt: FieldValue.serverTimestamp() });
  await waitForDoc(summaryDoc(NEWSLETTER_FORM_ID, marker.id).path, (d) => d.stage === 'novo');
}
