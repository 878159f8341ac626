import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFTS, draftProgress } from '../../src/domain/form-drafts';
import { HISTORY, LEADS } from '../../src/domain/lead';
import { LEAD_COUNTED } from '../../src/domain/lead-stats';
import { draftForm, halfAnswers, HUMAN_TRAP, registry } from '../support/saved-drafts';
import { sweepDeliveries } from '../../functions/src/sweep-deliveries';
import { testDeps } from '../support/test-deps';
import { adminDb, waitForDoc } from '../support/admin';
import { storedExample } from '../support/stored-lead';
import { anonymousToken, call, idToken, unique } from '../support/function-host';
import { smtp } from '../support/mailbox';

/*
 * Issue 40's partial leads: a "Continuar depois" draft whose visitor ticked "Pode entrar em contato
 * comigo sobre este briefing antes de eu terminar" is a lead of its own kind for staff, apart from the
 * pipeline's counts, until the visitor sends the briefing from the link; then it becomes that lead.
 */
const def = draftForm;
const example = def.example!;

// Each test is a visitor of its own (the callables count an account's calls).
let visitor: string;
beforeAll(() => smtp('up'));
beforeEach(async () => {
  visitor = await anonymousToken();
});

type Saved = { ok: boolean; token?: string };
const save = async (input: Record<string, unknown>) =>
  (await call('saveDraft', { formId: def.id, answers: halfAnswers, step: 'tipo-conteudo' /* the third of five */, consent: true, locale: 'pt', trap: HUMAN_TRAP, ...input }, visitor)).result as Saved;
const draftOf = async (email: string) => (await adminDb().collection(DRAFTS).where('email', '==', email).get()).docs[0];
const leadRef = (docId: string) => adminDb().collection(LEADS).doc(`${def.id}__${docId}`);
const historyOf = async (docId: string) => (await leadRef(docId).collection(HISTORY).orderBy('at').get()).docs.map((d) => d.data());
const countedPaths = async (docId: string) =>
  ((await adminDb().collection(LEAD_COUNTED).doc(`${def.id}__${docId}`).get()).get('entries') as { doc: string; path: string[] }[] | undefined)?.map((e) => [e.doc, ...e.path].join('/'));
/** The briefing sent, as the page sends it from the link (the token's SHA-256), judged. */
const send = async (email: string, token: string) => {
  const link = createHash('sha256').update(token).digest('hex');
  const ref = await adminDb().collection(def.form.collection).add({ ...storedExample(def, { email }), draft_link: link });
  await waitForDoc(ref.path, (d) => d.status === 'accepted');
  return ref;
};
const answersWith = (email: string) => ({ ...halfAnswers, email });
/** The counters follow a lead by its trigger, a moment after the write. */
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 200 });

describe('a draft saved with the box ticked', () => {
  it('is a partial lead: its person, its progress, a first entry that says so, and only the partial counter', async () => {
    const email = `parcial.${unique()}@example.com`;
    expect(await save({ email, answers: answersWith(email) })).toMatchObject({ ok: true });
    const draft = await draftOf(email);
    expect(draft.id).toMatch(/^draft-/);
    const lead = (await leadRef(draft.id).get()).data()!;
    expect(lead).toMatchObject({
      formId: def.id,
      collection: DRAFTS,
      docId: draft.id,
      partial: true,
      stage: 'novo',
      spam: false,
      name: example.nomeCompleto,
      email,
      company: example.empresa,
      progress: { answered: 6, total: Object.keys(def.fields).length, step: 3, steps: 5 },
    });
    expect(lead.expiresAt.toMillis()).toBe(draft.get('expiresAt').toMillis());
    expect(await historyOf(draft.id)).toEqual([expect.objectContaining({ kind: 'received', text: 'partial', by: 'system' })]);
    // Apart from the pipeline: counted under `partial` alone, not in a stage, a form or a month.
    await settled(async () => expect(await countedPaths(draft.id)).toEqual([`pipeline/partial/${def.id}`]));
  });

  it('without the box is no lead; unticked on a later save from the link, the partial lead goes with its history', async () => {
    const quiet = `sem.consentimento.${unique()}@example.com`;
    await save({ email: quiet, consent: false });
    expect((await leadRef((await draftOf(quiet)).id).get()).exists).toBe(false);

    const email = `desistiu.${unique()}@example.com`;
    const { token } = await save({ email });
    const draft = await draftOf(email);
    expect((await leadRef(draft.id).get()).exists).toBe(true);
    expect(await save({ email, token, consent: false })).toMatchObject({ ok: true });
    expect((await leadRef(draft.id).get()).exists).toBe(false);
    expect(await historyOf(draft.id)).toEqual([]);
  });

  it('saved again from the link keeps what staff did and moves the progress; the link address stands in for an empty e-mail answer', async () => {
    const email = `sem.email.resposta.${unique()}@example.com`;
    // The briefing's own e-mail question not answered yet.
    const noEmail = Object.fromEntries(Object.entries(halfAnswers).filter(([name]) => name !== def.form.lead!.email));
    const { token } = await save({ email, answers: noEmail });
    const draft = await draftOf(email);
    expect((await leadRef(draft.id).get()).get('email')).toBe(email);
    await leadRef(draft.id).update({ assignee: 'uid-da-equipe', stage: 'em_contato' });
    const more = { ...noEmail, ...Object.fromEntries(Object.entries(example).slice(6, 12)) };
    await save({ email, token, answers: more, step: 'perguntas-especificas' });
    const { answered } = draftProgress(more, Object.keys(def.fields));
    expect(answered).toBeGreaterThan(5);
    expect((await leadRef(draft.id).get()).data()).toMatchObject({ assignee: 'uid-da-equipe', stage: 'em_contato', progress: { answered, step: 4 } });
  });
});

describe('the briefing sent from the link', () => {
  it('makes the partial lead the lead: one summary with what staff did and one history, the partial gone, counted once', async () => {
    const email = `virou.lead.${unique()}@example.com`;
    const { token } = await save({ email, answers: answersWith(email) });
    const draft = await draftOf(email);
    // Staff worked it while it was partial: a stage, an assignee, a note.
    const partial = leadRef(draft.id);
    const note = partial.collection(HISTORY).doc();
    await adminDb()
      .batch()
      .update(partial, { stage: 'em_contato', assignee: 'uid-da-equipe', firstContactAt: Timestamp.now(), lastEvent: note.id })
      .set(note, { at: FieldValue.serverTimestamp(), by: 'uid-da-equipe', byEmail: 'equipe@example.com', kind: 'note', text: 'Liguei, volta amanhã.' })
      .commit();

    const ref = await send(email, token!);
    const lead = await waitForDoc(leadRef(ref.id).path, (d) => d.fromPartial === true);
    expect(lead).toMatchObject({ collection: def.form.collection, docId: ref.id, stage: 'em_contato', assignee: 'uid-da-equipe', email });
    expect(lead.partial).toBeUndefined();
    expect((await historyOf(ref.id)).map((e) => [e.kind, e.text ?? null])).toEqual([
      ['received', 'partial'],
      ['note', 'Liguei, volta amanhã.'],
      ['received', null],
    ]);
    expect((await partial.get()).exists).toBe(false);
    expect(await historyOf(draft.id)).toEqual([]);
    // Counted once: the lead in its stage, its form and its month (marked as from a partial); the partial's counter taken back.
    await settled(async () => {
      const paths = (await countedPaths(ref.id)) ?? [];
      expect(paths).toContain('pipeline/stage/em_contato');
      expect(paths).toContainEqual(expect.stringMatching(new RegExp(`^month-\\d{4}-\\d{2}/fromPartial/${def.id}$`)));
      expect(await countedPaths(draft.id)).toBeUndefined();
    });
  });
});

describe('the end of a partial lead', () => {
  it('goes with its expired draft at the sweep', async () => {
    const email = `expirou.${unique()}@example.com`;
    await save({ email });
    const draft = await draftOf(email);
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await Promise.all([draft.ref.update({ expiresAt: past }), leadRef(draft.id).update({ expiresAt: past })]);
    await sweepDeliveries(registry, testDeps(def));
    expect((await draft.ref.get()).exists).toBe(false);
    expect((await leadRef(draft.id).get()).exists).toBe(false);
  });

  it('a privacy request deletes the person whole: the draft, the partial lead and the lead', async () => {
    const owner = await idToken(`dona.parciais.${unique()}@example.com`, 'senha-dona-1', 'owner');
    const email = `pessoa.inteira.${unique()}@example.com`;
    const { token } = await save({ email, answers: answersWith(email) });
    const first = await draftOf(email);
    const ref = await send(email, token!);
    // A second briefing begun since: a draft and its partial lead, beside the lead sent.
    visitor = await anonymousToken();
    await save({ email: email.toUpperCase(), answers: answersWith(email) });
    const second = (await adminDb().collection(DRAFTS).where('emailKey', '==', email).get()).docs.find((d) => d.id !== first.id)!;
    expect((await leadRef(second.id).get()).exists).toBe(true);

    expect((await call('forgetPerson', { email }, owner)).result).toEqual(expect.objectContaining({ leads: 2, submissions: 1, drafts: 1 }));
    expect((await adminDb().collection(DRAFTS).where('emailKey', '==', email).get()).size).toBe(0);
    expect((await adminDb().collection(LEADS).where('emailKey', '==', email).get()).size).toBe(0);
    expect((await ref.get()).exists).toBe(false);
  });
});

describe("a person's drafts in a privacy request", () => {
  it('are given to staff whole, with or without the box, never a token; to no one else; and only theirs', async () => {
    const member = await idToken(`membro.parciais.${unique()}@example.com`, 'senha-membro-1', true);
    const stranger = await idToken(`curioso.parciais.${unique()}@example.com`, 'senha-curioso-1');
    const email = `rascunhos.${unique()}@example.com`;
    await save({ email, answers: answersWith(email), consent: false });
    visitor = await anonymousToken();
    await save({ email, answers: { ...answersWith(email), empresa: 'Segunda Empresa' }, consent: true });
    visitor = await anonymousToken();
    await save({ email: `outra.${unique()}@example.com` });

    const { result } = (await call('personDrafts', { email: email.toUpperCase() }, member)) as { result: Record<string, unknown>[] };
    expect(result).toHaveLength(2);
    // Newest save first.
    expect(result.map((d) => [d.formId, d.consent, (d.answers as Record<string, unknown>).empresa])).toEqual([
      [def.id, true, 'Segunda Empresa'],
      [def.id, false, halfAnswers.empresa],
    ]);
    expect(result[1]).toMatchObject({ email, step: 'tipo-conteudo', locale: 'pt', reminders: true, id: expect.stringMatching(/^draft-/) });
    expect(Date.parse(String(result[1].expiresAt)) - Date.parse(String(result[1].savedAt))).toBe(30 * 86_400_000);
    expect(JSON.stringify(result)).not.toMatch(/token/i);

    expect((await call('personDrafts', { email }, stranger)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('personDrafts', { email }, visitor)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call('personDrafts', { email: 'não é e-mail' }, member)).error?.status).toBe('INVALID_ARGUMENT');
  });
});

