import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureNewsletterLead } from '../../functions/src/create-lead';
import { deliver, processSubmission } from '../../functions/src/process-submission';
import { readRegistry } from '../../scripts/lib/read-forms';
import { NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID } from '../../src/domain/lead';
import { isExported } from '../../src/features/admin/csv-export/lead-csv';
import { BOT_TRAP, fromStoredRecord } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { call, idToken, unique } from '../support/function-host';
import { clearMail, listMail, type Mail, smtp, waitForMail } from '../support/mailbox';
import { settledMail, settledSignups } from '../support/settled';
import { historyOf, storedExample, summaryDoc } from '../support/stored-lead';
import { testDeps } from '../support/test-deps';

/*
 * "Não é spam" through the deployed callable (functions/src/rescue-lead.ts): a lead the bot trap caught
 * becomes a normal lead everywhere (its submission accepted with who rescued it, in the default CSV,
 * its summary back to novo with one history entry) and the studio gets its lead e-mail exactly once,
 * however many presses, colleagues, redelivered events or sweeps meet it. Only staff may do it.
 */
const contato = readRegistry().forms.find((f) => f.id === 'contato')!;

let staff: string;
let colleague: string;
let staffUid: string;
let colleagueUid: string;
let outsider: string;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
  const email = `resgate.${unique()}@example.com`;
  staff = await idToken(email, 'senha-equipe-1', true);
  staffUid = (await getAuth().getUserByEmail(email)).uid;
  const colleagueEmail = `resgate.colega.${unique()}@example.com`;
  colleague = await idToken(colleagueEmail, 'senha-equipe-2', true);
  colleagueUid = (await getAuth().getUserByEmail(colleagueEmail)).uid;
  outsider = await idToken(`resgate.fora.${unique()}@example.com`, 'senha-fora-1');
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

/** A contact message whose bot trap was filled, judged spam by the trigger (summary in the spam stage). */
async function trappedLead(name: string, email: string) {
  const ref = await adminDb()
    .collection(contato.form.collection)
    .add({ ...storedExample(contato, { nome: name, email }), [BOT_TRAP.honeypot]: 'https://spam.example' });
  await waitForDoc(ref.path, (d) => d.status === 'spam');
  await waitForDoc(summaryDoc(contato.id, ref.id).path, (d) => d.stage === 'spam');
  return ref;
}

const rescue = (docId: string, token: string | undefined, formId = contato.id) => call('rescueSpamLead', { formId, docId }, token);
const about = (email: string) => (mail: Mail[]) => mail.filter((m) => m.replyTo === email);
describe('rescueSpamLead', () => {
  it('two staff pressing at once rescue the lead once: accepted with who and when, in the default CSV, novo with one entry, e-mailed once', async () => {
    const name = `Pessoa Apressada ${unique()}`;
    const email = `apressada.${unique()}@example.com`;
    const ref = await trappedLead(name, email);
    expect(isExported({ id: ref.id, data: (await ref.get()).data()!, createdAt: undefined }, false)).toBe(false);

    const answers = await Promise.all([rescue(ref.id, staff), rescue(ref.id, colleague)]);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined]);
    expect(answers.map((a) => (a.result as { rescued: boolean }).rescued).sort()).toEqual([false, true]);

    const stored = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    expect(stored.status).toBe('accepted');
    // The trap's verdict stays on record beside the rescue.
    expect(stored.validation.spam).toBe('honeypot');
    expect(stored.validation.rescued).toMatchObject({ from: 'spam' });
    // Whoever's press came first; the summary and its entry name the same person.
    const rescuer = stored.validation.rescued.by as string;
    expect([staffUid, colleagueUid]).toContain(rescuer);
    expect(stored.validation.rescued.at).toBeDefined();
    expect(isExported({ id: ref.id, data: stored, createdAt: undefined }, false)).toBe(true);

    const summary = (await summaryDoc(contato.id, ref.id).get()).data()!;
    expect(summary).toMatchObject({ stage: 'novo', spam: false, spamReason: null, due: null, updatedBy: rescuer });
    const stages = (await historyOf(contato.id, ref.id)).map((d) => d.data()).filter((e) => e.kind === 'stage');
    expect(stages).toHaveLength(1);
    expect(stages[0]).toMatchObject({ from: 'spam', to: 'novo', by: rescuer });
    expect(summary.lastEvent).toBe((await historyOf(contato.id, ref.id)).find((d) => d.get('kind') === 'stage')!.id);

    // The normal lead e-mail, once, even after a third press, a redelivered creation event and a sweep's try.
    const [mail] = about(email)(await waitForMail((m) => about(email)(m).length > 0));
    expect(mail.subject).toBe(`${contato.form.email.subject} - ${name}`);
    expect(mail.to).toEqual(['contato@movaly.com.br']);
    // A later press is told who did it.
    expect((await rescue(ref.id, staff)).result).toEqual({ rescued: false, by: stored.validation.rescued.byEmail });
    expect(await processSubmission(contato, ref, testDeps(contato))).toBe('skipped');
    expect(await deliver(contato, ref, fromStoredRecord(contato, stored), testDeps(contato), 'sweep')).toBe('skipped');
    expect(about(email)(await settledMail(contato))).toHaveLength(1);
  });

  // Issue 42: on the emulator five presses at once all failed (each transaction gave up on the other four).
  it.each([5, 10])('%i staff pressing at once: one rescue, one e-mail, one history entry, and no error for anyone', { timeout: 120_000 }, async (presses) => {
    const email = `corrida.resgate.${unique()}@example.com`;
    const ref = await trappedLead(`Pessoa Disputada ${unique()}`, email);
    const team = await Promise.all(Array.from({ length: presses }, (_, i) => idToken(`resgate.${presses}.${i}.${unique()}@example.com`, `senha-equipe-${i}0`, true)));

    const answers = await Promise.all(team.map((token) => rescue(ref.id, token)));
    expect(answers.map((a) => a.error)).toEqual(team.map(() => undefined));
    const results = answers.map((a) => a.result as { rescued: boolean; by?: string });
    expect(results.filter((r) => r.rescued)).toHaveLength(1);
    const stored = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    // Every other press is told whose press won.
    for (const other of results.filter((r) => !r.rescued)) expect(other).toEqual({ rescued: false, by: stored.validation.rescued.byEmail });
    expect((await historyOf(contato.id, ref.id)).filter((d) => d.get('kind') === 'stage')).toHaveLength(1);
    expect((await summaryDoc(contato.id, ref.id).get()).get('stage')).toBe('novo');
    expect(about(email)(await settledMail(contato))).toHaveLength(1);
  });

  it('a rescue while the mail server is down is still written, and the sweep sends the e-mail once it is back', async () => {
    const email = `sem.smtp.${unique()}@example.com`;
    const ref = await trappedLead(`Pessoa Paciente ${unique()}`, email);
    await smtp('down');
    const answer = await rescue(ref.id, staff);
    expect(answer.result).toMatchObject({ rescued: true, email: 'failed' });
    expect((await summaryDoc(contato.id, ref.id).get()).get('stage')).toBe('novo');
    const failed = (await ref.get()).data()!;
    expect(failed).toMatchObject({ status: 'accepted', delivery: { state: 'failed' } });
    // Due at once for the sweep, which retries on its own budget.
    expect(failed.delivery.retryAt.toMillis()).toBeLessThanOrEqual(Date.now());
    await smtp('up');
    expect(await deliver(contato, ref, fromStoredRecord(contato, failed), testDeps(contato), 'sweep')).toBe('sent');
    await waitForMail((m) => about(email)(m).length === 1);
  });

  it('refuses callers who are not staff, and changes nothing', async () => {
    const email = `recusa.${unique()}@example.com`;
    const ref = await trappedLead(`Pessoa Recusada ${unique()}`, email);
    for (const token of [undefined, outsider]) {
      const answer = await rescue(ref.id, token);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
      expect(answer.error?.details?.reason).toBe('not-staff');
    }
    expect((await ref.get()).get('status')).toBe('spam');
    expect((await summaryDoc(contato.id, ref.id).get()).get('stage')).toBe('spam');
    expect(about(email)(await settledMail(contato))).toEqual([]);
  });

  it('a lead staff put in spam by hand was e-mailed already: only its summary moves back', async () => {
    const email = `manual.${unique()}@example.com`;
    const ref = await adminDb().collection(contato.form.collection).add(storedExample(contato, { nome: `Pessoa Normal ${unique()}`, email }));
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    await waitForMail((m) => about(email)(m).length === 1);
    await summaryDoc(contato.id, ref.id).update({ stage: 'spam', spam: true });

    expect((await rescue(ref.id, staff)).result).toEqual({ rescued: true });
    expect((await summaryDoc(contato.id, ref.id).get()).get('stage')).toBe('novo');
    const stored = (await ref.get()).data()!;
    expect(stored.validation.rescued).toBeUndefined();
    expect(about(email)(await settledMail(contato))).toHaveLength(1);
  });

  it('a newsletter signup the trap caught is taken out of spam, and nobody is e-mailed', async () => {
    const email = `assinante.${unique()}@example.com`;
    const ref = await adminDb()
      .collection(NEWSLETTER_COLLECTION)
      .add({ email, whatsapp: null, service_interests: ['todos'], createdAt: FieldValue.serverTimestamp(), [BOT_TRAP.honeypot]: 'https://spam.example' });
    await waitForDoc(summaryDoc(NEWSLETTER_FORM_ID, ref.id).path, (d) => d.stage === 'spam');

    expect((await rescue(ref.id, staff, NEWSLETTER_FORM_ID)).result).toEqual({ rescued: true });
    expect((await ref.get()).data()).toMatchObject({ status: 'accepted', validation: { spam: 'honeypot', rescued: { from: 'spam', by: staffUid } } });
    expect((await ref.get()).get('delivery')).toBeUndefined();
    expect((await summaryDoc(NEWSLETTER_FORM_ID, ref.id).get()).data()).toMatchObject({ stage: 'novo', spam: false });
    // The signup trigger run again (a redelivered event) does not judge it spam over the staff member's word.
    await ensureNewsletterLead(adminDb(), ref);
    expect((await ref.get()).get('status')).toBe('accepted');
    await settledSignups();
    expect((await listMail()).filter((m) => `${m.subject}${m.text}`.includes(email))).toEqual([]);
  });

  it('answers an unknown form or lead with a clear refusal', async () => {
    expect((await rescue('x', staff, 'nada')).error?.status).toBe('INVALID_ARGUMENT');
    expect((await rescue('../x', staff)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await rescue('nao-existe', staff)).error?.status).toBe('NOT_FOUND');
  });
});
