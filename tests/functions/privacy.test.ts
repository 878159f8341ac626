import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepDeliveries } from '../../functions/src/sweep-deliveries';
import { readRegistry } from '../../scripts/lib/read-forms';
import { HISTORY, LEADS, NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID, PRIVACY_LOG } from '../../src/domain/lead';
import { adminDb, waitForDoc } from '../support/admin';
import { LEASE_MS } from '../../functions/src/process-submission';
import { call, idToken, unique } from '../support/function-host';
import { clearMail, smtp, waitForMail } from '../support/mailbox';
import { BOT_TRAP } from '../../src/forms/core/record';
import { settledMail } from '../support/settled';
import { historyOf, storedExample, summaryDoc } from '../support/stored-lead';
import { testDeps } from '../support/test-deps';

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
let member: string;
let outsider: string;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
  staffEmail = `privacidade.${unique()}@example.com`;
  staff = await idToken(staffEmail, 'senha-equipe-1', 'owner');
  member = await idToken(`membro.privacidade.${unique()}@example.com`, 'senha-membro-1', true);
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

/**
 * A contact message stored but not judged yet: status 'new', no lead, as when the creation event has
 * not run (lost, or still queued). The trigger fires on creation only, so the document is first created
 * with its honeypot filled (judged spam, never e-mailed), its lead removed, and then replaced by the
 * real submission, received long enough ago for the sweep to take it as forgotten by its event.
 */
async function unjudged(answers: Record<string, unknown>) {
  const ref = adminDb().collection(contato.form.collection).doc();
  await ref.set({ ...storedExample(contato, { email: `isca.${unique()}@example.com` }), [BOT_TRAP.honeypot]: 'robô' });
  await waitForDoc(summaryDoc(contato.id, ref.id).path, () => true);
  await waitForDoc(ref.path, (d) => d.status === 'spam');
  await adminDb().recursiveDelete(summaryDoc(contato.id, ref.id));
  await ref.set({ ...storedExample(contato, answers), createdAt: Timestamp.fromMillis(Date.now() - 2 * LEASE_MS) });
  expect((await ref.get()).get('status')).toBe('new');
  return ref;
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
    expect(answer.result).toEqual({ leads: 3, submissions: 3, forms: [contato.id, NEWSLETTER_FORM_ID, videos.id].sort(), mailbox: 'contato@movaly.com.br', calls: 0, drafts: 0 });
    await gone(leads);
    expect((await adminDb().collection(LEADS).where('emailKey', '==', email).get()).empty).toBe(true);
    for (const { formId, ref } of other) {
      expect((await ref.get()).exists).toBe(true);
      expect((await summaryDoc(formId, ref.id).get()).exists).toBe(true);
    }

    const [line, ...more] = await logLines(await uidOf(staffEmail));
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ by: await uidOf(staffEmail), byEmail: staffEmail, leads: 3, submissions: 3, forms: [contato.id, NEWSLETTER_FORM_ID, videos.id].sort() });
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
    expect(answer.result).toMatchObject({ leads: 3, submissions: 3 });
    await gone(leads);
    // The sweep finds nothing of theirs to send once the SMTP server is back.
    await smtp('up');
    await sweepDeliveries(registry, testDeps(videos));
    // And no trigger still trying one of their leads sends it: both briefing triggers handled everything.
    await settledMail(contato);
    expect((await settledMail(videos)).filter((m) => m.replyTo === email)).toHaveLength(0);
  });

  it('also deletes a submission not judged yet (no lead), which the sweep then never judges nor e-mails, while one of someone else is', async () => {
    const email = `sem.lead.${unique()}@example.com`;
    const judged = await person(email, uniquePhone());
    const mine = await unjudged({ nome: 'Pessoa Privada', email: email.toUpperCase(), telefone: uniquePhone() });
    const otherEmail = `outro.sem.lead.${unique()}@example.com`;
    const other = await unjudged({ nome: 'Outra Pessoa', email: otherEmail, telefone: uniquePhone() });
    await clearMail();

    const answer = await call('forgetPerson', { email }, staff);
    // Three leads with their submissions, and the submission that had no lead yet.
    expect(answer.result).toEqual({ leads: 3, submissions: 4, forms: [contato.id, NEWSLETTER_FORM_ID, videos.id].sort(), mailbox: 'contato@movaly.com.br', calls: 0, drafts: 0 });
    await gone([...judged, { formId: contato.id, ref: mine }]);
    const [line] = await logLines(await uidOf(staffEmail)).then((lines) => lines.filter((l) => l.submissions === 4));
    expect(line).toMatchObject({ leads: 3, submissions: 4 });

    // The sweep judges and e-mails what is still 'new': someone else's, never the deleted one.
    expect((await other.get()).get('status')).toBe('new');
    await sweepDeliveries(registry, testDeps(contato));
    const mail = await waitForMail((all) => all.some((m) => m.replyTo === otherEmail));
    expect(mail.filter((m) => m.replyTo?.toLowerCase() === email)).toHaveLength(0);
    expect((await summaryDoc(contato.id, mine.id).get()).exists).toBe(false);
  });

  it('waits for an e-mail being sent (a live lease) to end before deleting its submission, so the sender is never cut off mid-send', async () => {
    const email = `enviando.${unique()}@example.com`;
    const [briefing] = await person(email, uniquePhone());
    await waitForDoc(briefing.ref.path, (d) => d.delivery?.state === 'sent');
    // A sender has claimed the submission (as deliver() does) and is handing the e-mail to SMTP.
    await briefing.ref.update({ 'delivery.state': 'sending', 'delivery.leaseUntil': Timestamp.fromMillis(Date.now() + 8_000) });

    const deleting = call('forgetPerson', { email }, staff);
    await new Promise((r) => setTimeout(r, 2_500));
    // The send ends: its closing write lands, because the submission is still there.
    await briefing.ref.update({ 'delivery.state': 'sent', 'delivery.leaseUntil': FieldValue.delete() });
    expect((await deleting).result).toMatchObject({ leads: 3, submissions: 3 });
    expect((await briefing.ref.get()).exists).toBe(false);
  });

  it('refuses a caller who is not staff, and a member who is not an owner, and changes nothing', async () => {
    const email = `protegido.${unique()}@example.com`;
    const leads = await person(email, uniquePhone());
    for (const token of [undefined, outsider, member]) {
      const answer = await call('forgetPerson', { email }, token);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await call('forgetPerson', { email }, member)).error?.details?.reason).toBe('not-owner');
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
