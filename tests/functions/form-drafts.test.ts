import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMomentWithZone } from '../../src/domain/booking/lead-call';
import { DRAFT_CALLS_PER_HOUR, DRAFT_MAILS_PER_ADDRESS_DAY, DRAFTS, draftProgress, draftTokenOf } from '../../src/domain/form-drafts';
import { draftForm, halfAnswers, HUMAN_TRAP, registry } from '../support/saved-drafts';
import { sweepDeliveries } from '../../functions/src/sweep-deliveries';
import { testDeps } from '../support/test-deps';
import { adminDb, waitForDoc } from '../support/admin';
import { storedExample } from '../support/stored-lead';
import { anonymousToken, call, idToken, unique } from '../support/function-host';
import { listMail, type Mail, smtp, waitForMail } from '../support/mailbox';

/*
 * Issue 40: "Continuar depois". A briefing's answers so far are stored by the `saveDraft` callable and
 * e-mailed as a link; `openDraft` gives them back to whoever holds the link. Every refusal stores and
 * mails nothing.
 */
const def = draftForm;
const other = registry.forms.find((f) => f.id === 'criacao_sites')!;
const example = def.example!;
const half = halfAnswers;
const human = HUMAN_TRAP;

// Each test is a visitor of its own: the callables count an account's calls (DRAFT_CALLS_PER_HOUR).
let visitor: string;
beforeAll(() => smtp('up'));
beforeEach(async () => {
  visitor = await anonymousToken();
});

type Answer = { ok: boolean; reason?: string; fields?: string[]; token?: string; expiresAt?: number; emailed?: boolean; answers?: Record<string, unknown>; step?: string };
const save = async (input: Record<string, unknown>, as = visitor) =>
  (await call('saveDraft', { formId: def.id, answers: half, step: 'sobre', consent: false, locale: 'pt', trap: human, ...input }, as)).result as Answer;
const open = async (token: string, formId = def.id, as = visitor) => (await call('openDraft', { token, formId }, as)).result as Answer;
const draftsOf = async (email: string) => (await adminDb().collection(DRAFTS).where('email', '==', email).get()).docs;
const to = (email: string) => (mail: Mail[]) => mail.filter((m) => m.to.includes(email));
const linkOf = (mail: Mail) => /https?:\/\/\S+#retomar=\S+/.exec(mail.text)![0];

describe('a saved draft', () => {
  it('is e-mailed as a link in the visitor’s language that says until when it works, and opens with every answer and the step', async () => {
    const email = `rascunho.${unique()}@example.com`;
    const saved = await save({ email, locale: 'es', consent: true });
    expect(saved).toMatchObject({ ok: true, emailed: true });
    const [mail] = to(email)(await waitForMail((m) => to(email)(m).length === 1));
    expect(mail.subject).toBe(`Continúa tu briefing: ${def.translations.es?.texts?.title ?? def.form.texts.title}`);
    expect(mail.text).toContain(`${def.form.route}#retomar=`);
    expect(mail.text).toContain(`El enlace vale hasta ${callMomentWithZone(saved.expiresAt!, 'es')}.`);
    const token = draftTokenOf(new URL(linkOf(mail)).hash)!;
    expect(token).toBe(saved.token);

    // Kept only hashed: the draft holds the token's SHA-256, and no field holds the token.
    const [doc] = await draftsOf(email);
    expect(doc.get('tokens')).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(doc.data())).not.toContain(token);
    expect(doc.data()).toMatchObject({ form_id: def.id, consent: true, locale: 'es', saves: 1 });

    // Another device: another anonymous account opens the link.
    const opened = await open(token, def.id, await anonymousToken());
    expect(opened).toMatchObject({ ok: true, answers: half, step: 'sobre' });
  });

  it('saved again from its link updates the same draft, restarts its 30 days and sends nothing', async () => {
    const email = `de.novo.${unique()}@example.com`;
    const first = await save({ email });
    await waitForMail((m) => to(email)(m).length === 1);
    const more = { ...half, ...Object.fromEntries(Object.entries(example).slice(6, 10)) };
    const again = await save({ email, token: first.token, answers: more, step: 'estrategia' });
    expect(again).toMatchObject({ ok: true, emailed: false });
    expect(again.expiresAt).toBeGreaterThanOrEqual(first.expiresAt!);
    const docs = await draftsOf(email);
    expect(docs).toHaveLength(1);
    expect(docs[0].data()).toMatchObject({ answers: more, step: 'estrategia', saves: 2 });
    expect(await open(first.token!)).toMatchObject({ ok: true, answers: more, step: 'estrategia' });
    expect(to(email)(await listMail())).toHaveLength(1);
  });
});

describe('refused, with nothing stored or mailed', () => {
  it('a forged link, an expired one and another form’s', async () => {
    expect(await open('A'.repeat(43))).toEqual({ ok: false, reason: 'unknown' });
    expect(await open('not a token')).toEqual({ ok: false, reason: 'unknown' });
    expect(await save({ email: `forjado.${unique()}@example.com`, token: 'B'.repeat(43) })).toEqual({ ok: false, reason: 'unknown' });

    const email = `vencido.${unique()}@example.com`;
    const { token } = await save({ email });
    expect(await open(token!, other.id)).toEqual({ ok: false, reason: 'otherForm' });
    expect(await save({ email, token, formId: other.id, answers: {} })).toEqual({ ok: false, reason: 'otherForm' });
    const [doc] = await draftsOf(email);
    await doc.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await open(token!)).toEqual({ ok: false, reason: 'expired' });
    expect(await save({ email, token })).toEqual({ ok: false, reason: 'expired' });
    expect((await doc.ref.get()).get('saves')).toBe(1);
    // The sweep deletes it with its answers (production's TTL policy on expiresAt does too); a live one stays.
    const live = `vivo.${unique()}@example.com`;
    await save({ email: live });
    await sweepDeliveries(registry, testDeps(def));
    expect((await doc.ref.get()).exists).toBe(false);
    expect(await draftsOf(live)).toHaveLength(1);
  });

  it('unknown questions, an answer over its cap or of the wrong kind, a whole draft too long, a filled bot trap (its time check is off locally: MIN_FILL_SECONDS), a bad address, a form without it', async () => {
    const email = `recusado.${unique()}@example.com`;
    expect(await save({ email, answers: { ...half, isAdmin: true } })).toMatchObject({ ok: false, reason: 'unknownFields', fields: ['isAdmin'] });
    const text = Object.keys(def.fields).find((name) => def.fields[name].type === 'string' && !def.fields[name].enum && !def.fields[name].format && !def.fields[name].oneOf)!;
    expect(await save({ email, answers: { [text]: 'x'.repeat(6000) } })).toMatchObject({ ok: false, reason: 'invalid', fields: [text] });
    expect(await save({ email, answers: { [text]: 42 } })).toMatchObject({ ok: false, reason: 'invalid', fields: [text] });
    expect(await save({ email, answers: { [text]: 'y'.repeat(250_000) } })).toEqual({ ok: false, reason: 'tooLong' });
    expect(await save({ email, trap: { honeypot: 'http://spam.example', fillMs: 60_000 } })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await save({ email: 'sem-arroba' })).toEqual({ ok: false, reason: 'email' });
    expect(await save({ email, formId: 'contato', answers: {} })).toEqual({ ok: false, reason: 'off' });
    // An answer not typed yet, or typed halfway, is a draft's: nothing required, no minimum.
    expect(await save({ email, answers: {} })).toMatchObject({ ok: true });
    expect(await draftsOf(email)).toHaveLength(1);
  });

  it(`more than ${DRAFT_CALLS_PER_HOUR.saveDraft} saves an hour from one account, and more than ${DRAFT_MAILS_PER_ADDRESS_DAY} links a day to one address`, async () => {
    const script = await anonymousToken();
    const email = `rajada.${unique()}@example.com`;
    // Twenty in a row, as a script sends them within a minute.
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await save({ email, answers: { naoExiste: 1 } }, script));
    expect(answers.map((a) => a.reason)).toEqual([...Array(DRAFT_CALLS_PER_HOUR.saveDraft).fill('unknownFields'), ...Array(20 - DRAFT_CALLS_PER_HOUR.saveDraft).fill('tooMany')]);

    const target = `alvo.${unique()}@example.com`;
    const saves = [];
    for (let i = 0; i <= DRAFT_MAILS_PER_ADDRESS_DAY; i++) saves.push(await save({ email: target }, await anonymousToken()));
    expect(saves.map((s) => s.ok)).toEqual([...Array(DRAFT_MAILS_PER_ADDRESS_DAY).fill(true), false]);
    expect(saves.at(-1)).toEqual({ ok: false, reason: 'addressBusy' });
    await waitForMail((m) => to(target)(m).length === DRAFT_MAILS_PER_ADDRESS_DAY);
    expect(await draftsOf(target)).toHaveLength(DRAFT_MAILS_PER_ADDRESS_DAY);
    expect(to(email)(await listMail())).toHaveLength(0);
  });

  it('a link whose e-mail could not be sent is not kept', async () => {
    const email = `sem.smtp.${unique()}@example.com`;
    await smtp('down');
    try {
      expect(await save({ email })).toEqual({ ok: false, reason: 'mailFailed' });
    } finally {
      await smtp('up');
    }
    expect(await draftsOf(email)).toHaveLength(0);
  });

  it('a call with no visitor account', async () => {
    const { error } = await call('saveDraft', { formId: def.id, answers: half, email: `anon.${unique()}@example.com`, locale: 'pt', trap: human });
    expect(error).toMatchObject({ status: 'UNAUTHENTICATED' });
  });
});

describe('a privacy request', () => {
  it('deletes the person’s drafts, found by the address they gave or by the phone among their answers, and leaves another’s', async () => {
    const owner = await idToken(`dona.rascunhos.${unique()}@example.com`, 'senha-dona-1', 'owner');
    const email = `esquecer.rascunho.${unique()}@example.com`;
    const phone = `(11) 9${String(Date.now() % 1e8).padStart(8, '0').replace(/^(\d{4})/, '$1-')}`;
    const phoneField = def.form.lead!.phone!;
    expect(await save({ email })).toMatchObject({ ok: true });
    const byPhone = `outro.endereco.${unique()}@example.com`;
    expect(await save({ email: byPhone, answers: { ...half, [phoneField]: phone } }, await anonymousToken())).toMatchObject({ ok: true });
    const keep = `ficar.rascunho.${unique()}@example.com`;
    expect(await save({ email: keep }, await anonymousToken())).toMatchObject({ ok: true });

    await call('forgetPerson', { email: email.toUpperCase() }, owner);
    expect(await draftsOf(email)).toHaveLength(0);
    await call('forgetPerson', { phone: `+55 ${phone}` }, owner);
    expect(await draftsOf(byPhone)).toHaveLength(0);
    expect(await draftsOf(keep)).toHaveLength(1);
  });
});

describe('the one reminder', () => {
  const due = async (email: string) => {
    const [doc] = await draftsOf(email);
    await doc.ref.update({ remindAt: Timestamp.fromMillis(Date.now() - 1000) });
    return doc.ref;
  };

  it('goes once, 48 h after the save, in the visitor’s language with how far they got and a link that opens the draft', async () => {
    const email = `lembrete.${unique()}@example.com`;
    const answers = Object.fromEntries(Object.entries(example).slice(0, 9));
    const first = await save({ email, answers, locale: 'en' });
    const [doc] = await draftsOf(email);
    expect(doc.get('remindAt').toMillis() - doc.get('savedAt').toMillis()).toBe(48 * 3_600_000);
    await due(email);
    await sweepDeliveries(registry, testDeps(def));
    await sweepDeliveries(registry, testDeps(def));
    const mail = to(email)(await waitForMail((m) => to(email)(m).length === 2));
    const reminder = mail.find((m) => m.subject.startsWith('Your brief is'))!;
    const { percent, answered, total } = draftProgress(answers, Object.keys(def.fields));
    expect(reminder.subject).toBe(`Your brief is ${percent}% done`);
    expect(reminder.text).toContain(`have answered ${answered} of ${total} questions`);
    expect(reminder.text).toContain('#sem-lembretes=');
    // Its own link opens the same draft; the first e-mail's still does.
    const token = draftTokenOf(new URL(linkOf(reminder)).hash)!;
    expect(token).not.toBe(first.token);
    expect(await open(token)).toMatchObject({ ok: true, answers });
    expect(await open(first.token!)).toMatchObject({ ok: true });
    // Never a second, even if the draft is saved again afterwards.
    await save({ email, token: first.token });
    await due(email).catch(() => undefined);
    expect((await doc.ref.get()).get('remindedAt')).toBeTruthy();
    await sweepDeliveries(registry, testDeps(def));
    expect(to(email)(await listMail()).filter((m) => m.subject.startsWith('Your brief is'))).toHaveLength(1);
  });

  it('is not sent once the visitor clicked "não quero mais lembretes"', async () => {
    const email = `sem.lembrete.${unique()}@example.com`;
    const { token } = await save({ email });
    const [link] = to(email)(await waitForMail((m) => to(email)(m).length === 1));
    expect(link.text).toContain(`#sem-lembretes=${token}`);
    expect((await call('stopDraftReminders', { token }, visitor)).result).toEqual({ ok: true });
    const [doc] = await draftsOf(email);
    expect(doc.get('remindAt')).toBeUndefined();
    await doc.ref.update({ savedAt: Timestamp.fromMillis(Date.now() - 49 * 3_600_000) });
    await sweepDeliveries(registry, testDeps(def));
    expect(to(email)(await listMail())).toHaveLength(1);
    expect((await call('stopDraftReminders', { token: 'Z'.repeat(43) }, visitor)).result).toEqual({ ok: true });
  });
});

describe('the briefing sent from its link', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const send = async (email: string, link: unknown, form = def) => {
    const ref = await adminDb().collection(form.form.collection).add({ ...storedExample(form, { email }), draft_link: link });
    await waitForDoc(ref.path, (d) => d.status === 'accepted');
    return ref;
  };

  it('takes its draft away with the judgement (no reminder follows) and keeps no link to it', async () => {
    const email = `enviado.${unique()}@example.com`;
    const { token } = await save({ email });
    const ref = await send(email, sha(token!));
    expect(await draftsOf(email)).toHaveLength(0);
    expect((await ref.get()).get('draft_link')).toBeUndefined();
  });

  it('leaves a draft of another form, and ignores a link of any other shape (removed all the same)', async () => {
    const email = `outro.form.${unique()}@example.com`;
    const { token } = await save({ email });
    const otherRef = await send(`x.${email}`, sha(token!), other);
    expect(await draftsOf(email)).toHaveLength(1);
    expect((await otherRef.get()).get('draft_link')).toBeUndefined();
    const junk = await send(`y.${email}`, { $gt: '' });
    expect((await junk.get()).get('draft_link')).toBeUndefined();
    expect(await draftsOf(email)).toHaveLength(1);
  });
});
