import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepDeliveries } from '../../functions/src/sweep-deliveries';
import { readRegistry } from '../../scripts/lib/read-forms';
import { HISTORY, LEADS, NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID, PRIVACY_LOG } from '../../src/domain/lead';
import { adminDb, waitForDoc } from '../support/admin';
import { call, idToken, unique } from '../support/call-functions';
import { clearMail, listMail, smtp } from '../support/mailbox';
import { historyOf, storedExample, summaryDoc, testDeps } from '../support/stored-lead';

/*
 * A privacy request (LGPD) through the deployed callable: staff name a person by e-mail or phone, and
 * every lead of theirs goes, in every form and the newsletter, with its summary, history and pending
 * e-mail; one log line without personal data stays. Anyone else's leads stay.
 */
const registry = readRegistry();
const videos = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
const contato = registry.forms.find((f) => f.id === 'contato')!;

let staff: string;
let staffEmail: string;
let outsider: string;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
  staffEmail = `privacidade.${unique()}@example.com`;
  staff = await idToken(staffEmail, 'senha-equipe-1', true);
  outsider = await idToken(`curioso.${unique()}@example.com`, 'senha-fora-1');
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

/** A phone no other case uses, in the forms' format: '(11) 9NNNN-NNNN'. */
let phones = 0;
const uniquePhone = () => {
  const n = String((Date.now() + phones++ * 7919) % 1e8).padStart(8, '0');
  return `(11) 9${n.slice(0, 4)}-${n.slice(4)}`;
};

/** A person's leads: one briefing, one contact message, and a newsletter signup. */
async function person(email: string, phone: string, { newsletterPhone = phone } = {}) {
  const db = adminDb();
  const briefing = await db.collection(videos.form.collection).add(storedExample(videos, { nomeCompleto: 'Pessoa Privada', email, whatsapp: phone }));
  const contact = await db.collection(contato.form.collection).add(storedExample(contato, { nome: 'Pessoa Privada', email, telefone: phone }));
  const signup = await db
    .collection(NEWSLETTER_COLLECTION)
    .add({ email: email.toUpperCase(), whatsapp: newsletterPhone, service_interests: ['todos'], createdAt: FieldValue.serverTimestamp() });
  const leads = [
    { formId: videos.id, ref: briefing },
    { formId: contato.id, ref: contact },
    { formId: NEWSLETTER_FORM_ID, ref: signup },
  ];
  for (const { formId, ref } of leads) await waitForDoc(summaryDoc(formId, ref.id).path, () => true);
  return leads;
}

async function gone(leads: Awaited<ReturnType<typeof person>>) {
  for (const { formId, ref } of leads) {
    expect((await ref.get()).exists, ref.path).toBe(false);
    expect((await summaryDoc(formId, ref.id).get()).exists).toBe(false);
    expect(await historyOf(formId, ref.id)).toHaveLength(0);
  }
}

async function logLines(uid: string) {
  return (await adminDb().collection(PRIVACY_LOG).where('by', '==', uid).get()).docs.map((d) => d.data());
}

const uidOf = async (email: string) => (await getAuth().getUserByEmail(email)).uid;

describe('forgetPerson', () => {
  it("deletes one person's leads across forms with their history, leaves another's, and logs who did it without personal data", async () => {
    const email = `esquecer.${unique()}@example.com`;
    const leads = await person(email, uniquePhone());
    const other = await person(`ficar.${unique()}@example.com`, uniquePhone());
    // Staff had worked on one of them: its history has more than the received entry.
    await summaryDoc(videos.id, leads[0].ref.id).collection(HISTORY).add({ at: FieldValue.serverTimestamp(), by: 'x', byEmail: null, kind: 'note', text: 'ligar' });

    const answer = await call('forgetPerson', { email: `  ${email.toUpperCase()} ` }, staff);
    expect(answer.result).toEqual({ deleted: 3, forms: [contato.id, NEWSLETTER_FORM_ID, videos.id].sort() });
    await gone(leads);
    expect((await adminDb().collection(LEADS).where('emailKey', '==', email).get()).empty).toBe(true);
    for (const { formId, ref } of other) {
      expect((await ref.get()).exists).toBe(true);
      expect((await summaryDoc(formId, ref.id).get()).exists).toBe(true);
    }

    const [line, ...more] = await logLines(await uidOf(staffEmail));
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ by: await uidOf(staffEmail), byEmail: staffEmail, leads: 3, forms: [contato.id, NEWSLETTER_FORM_ID, videos.id].sort() });
    expect(JSON.stringify(line)).not.toContain(email.split('@')[0]);
  });

  it('finds a phone typed with or without the country code, and sends nothing of a pending e-mail afterwards', async () => {
    const phone = uniquePhone();
    const digits = phone.replace(/\D/g, '');
    await smtp('down');
    // The newsletter signup was typed with +55; the forms without it.
    const email = `fone.${unique()}@example.com`;
    const leads = await person(email, phone, { newsletterPhone: `+55 ${phone}` });
    await waitForDoc(leads[0].ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts === 3, 45_000);

    const answer = await call('forgetPerson', { phone: `55${digits}` }, staff);
    expect(answer.result).toMatchObject({ deleted: 3 });
    await gone(leads);
    // The sweep finds nothing of theirs to send once the SMTP server is back.
    await smtp('up');
    await sweepDeliveries(registry, testDeps(videos));
    await new Promise((r) => setTimeout(r, 500));
    expect((await listMail()).filter((m) => m.replyTo === email)).toHaveLength(0);
  });

  it('refuses a caller who is not staff, and changes nothing', async () => {
    const email = `protegido.${unique()}@example.com`;
    const leads = await person(email, uniquePhone());
    for (const token of [undefined, outsider]) {
      const answer = await call('forgetPerson', { email }, token);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
    }
    for (const { formId, ref } of leads) expect((await summaryDoc(formId, ref.id).get()).exists).toBe(true);
  });

  it('refuses a request without exactly one e-mail or phone, with a reason the page translates', async () => {
    for (const data of [{}, { email: 'a@b.co', phone: '11987654321' }, { email: 'não é e-mail' }, { phone: '12' }, { email: 42 }]) {
      const answer = await call('forgetPerson', data, staff);
      expect(answer.error?.status, JSON.stringify(data)).toBe('INVALID_ARGUMENT');
      expect((answer.error as { details?: { reason?: string } }).details?.reason).toBe('invalid-request');
    }
  });
});
