/**
 * The staff side of the generated rules against the emulator: who counts as staff (claim AND
 * membership document), what staff may change of a lead (the pipeline fields, consistent, with a
 * history entry per change) and what nobody may change from the browser.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HISTORY, LEADS, leadId, LOST_REASON_ITEM_MAX, LOST_REASON_MAX, LOST_REASONS_MAX, NOTE_MAX, PRIVACY_LOG, STAFF, WON_VALUE_MAX } from '../../src/domain/lead';
import { LEAD_COUNTED, LEAD_STATS, monthStatsId, PIPELINE_STATS } from '../../src/domain/lead-stats';
import { FIRST_PAGES_DOC, FIRST_PAGES_INDEX } from '../../src/domain/first-pages';
import { LEAD_PEOPLE, personDocId } from '../../src/domain/person-index';
import { dbAs, memberDb, rulesEnv, seed, setUpRulesEnv, STAFF_EMAIL, STAFF_UID, staffDb, visitorDb } from './rules-env';
import { COLLEAGUE, def, type Lead, OMIT, seedLead, withoutOmitted } from './seed-lead';

setUpRulesEnv();

let events = 0;
const nextEventId = () => `event-${++events}`;

/**
 * What the lead page writes for one change: the summary's pipeline fields and the history entry that
 * records it, in one batch. `summary` and `event` override what a correct write holds.
 */
function change(
  lead: Lead,
  summary: Record<string, unknown>,
  event: Record<string, unknown> = {},
  { db = staffDb(), uid = STAFF_UID, eventId = nextEventId(), withEntry = true, withSummary = true } = {},
) {
  const batch = writeBatch(db);
  if (withEntry) {
    // A stage entry carries text only as a lost reason (src/backend/pipeline-plan.ts); other entries a note.
    const entry: Record<string, unknown> = { at: serverTimestamp(), by: uid, byEmail: STAFF_EMAIL, kind: 'note', text: event.kind === 'stage' ? OMIT : 'Ligou.', ...event };
    batch.set(doc(db, lead.history(eventId)), withoutOmitted(entry));
  }
  // Every staff change is dated twice at the server time: updatedAt, and lastActivityAt (the inbox's order).
  if (withSummary) {
    batch.update(doc(db, lead.path), withoutOmitted({ lastEvent: eventId, updatedAt: serverTimestamp(), lastActivityAt: serverTimestamp(), updatedBy: uid, ...summary }));
  }
  return batch.commit();
}

/** A case: a write made on a lead of its own, seeded with `over` in its summary. */
type Write = [label: string, expected: 'allowed' | 'refused', write: (lead: Lead) => Promise<unknown>, over?: Record<string, unknown>];
/** Runs each case and fails once, naming every write whose outcome was not the expected one. */
async function expectOutcomes(writes: Write[]) {
  const wrong: string[] = [];
  for (const [label, expected, write, over] of writes) {
    const lead = await seedLead(over);
    try {
      await (expected === 'allowed' ? assertSucceeds(write(lead)) : assertFails(write(lead)));
    } catch (error) {
      wrong.push(`${label}: should be ${expected} (${String((error as Error).message).split('\n')[0]})`);
    }
  }
  expect(wrong).toEqual([]);
}

/** Many writes each: more than vitest's default 5 s on a busy machine. */
const MANY = 30_000;

const stage = (to: string, extra: Record<string, unknown> = {}) => ({ stage: to, spam: to === 'spam', due: null, ...extra });
const contacted = { stage: 'em_contato', firstContactAt: Timestamp.fromMillis(1000) };

describe('staff change a lead', () => {
  it('through the pipeline fields, each with its history entry', { timeout: MANY }, async () => {
    await expectOutcomes([
      ['a note alone', 'allowed', (lead) => change(lead, {})],
      ['novo -> em_contato, first contact at the server time', 'allowed', (lead) =>
        change(lead, stage('em_contato', { firstContactAt: serverTimestamp() }), { kind: 'stage', from: 'novo', to: 'em_contato', text: null })],
      ['contacted by WhatsApp', 'allowed', (lead) =>
        change(lead, stage('em_contato', { firstContactAt: serverTimestamp() }), { kind: 'contact', text: 'whatsapp', from: 'novo', to: 'em_contato' })],
      // Every one-tap contact is an entry (issue 29), with no stage change: on a lead past novo, and on a
      // novo lead after "Agora não" (it stays novo, firstContactAt untouched).
      ['a contact on an em_contato lead, stage kept', 'allowed', (lead) => change(lead, {}, { kind: 'contact', text: 'phone' }), contacted],
      ['a contact on a novo lead after "Agora não"', 'allowed', (lead) => change(lead, {}, { kind: 'contact', text: 'email' })],
      ['a first contact on a lost lead, first contact at the server time', 'allowed', (lead) =>
        change(lead, { firstContactAt: serverTimestamp() }, { kind: 'contact', text: 'whatsapp' }), { stage: 'perdido' }],
      ['to spam', 'allowed', (lead) => change(lead, stage('spam'), { kind: 'stage', from: 'novo', to: 'spam' })],
      // "Não é spam" is the rescueSpamLead callable's (tests/functions/spam-rescue.test.ts): a summary moved alone is a half rescue.
      ['back from spam by the browser', 'refused', (lead) => change(lead, stage('novo'), { kind: 'stage', from: 'spam', to: 'novo' }), { stage: 'spam', spam: true }],
      ['a note on a lead in spam', 'allowed', (lead) => change(lead, {}, { kind: 'note', text: 'Parece um robô.' }), { stage: 'spam', spam: true }],
      ['assigned to a colleague', 'allowed', (lead) => change(lead, { assignee: COLLEAGUE }, { kind: 'assignee', from: null, to: COLLEAGUE })],
      ['assigned to oneself', 'allowed', (lead) => change(lead, { assignee: STAFF_UID }, { kind: 'assignee', from: null, to: STAFF_UID })],
      ['unassigned', 'allowed', (lead) => change(lead, { assignee: null }, { kind: 'assignee', from: COLLEAGUE, to: null }), { assignee: COLLEAGUE }],
      ['a follow-up date on an open stage', 'allowed', (lead) =>
        change(lead, { followUp: '2030-02-28', due: '2030-02-28' }, { kind: 'followUp', from: null, to: '2030-02-28' })],
      ['closed: the follow-up stays, nothing is due', 'allowed', (lead) =>
        change(lead, stage('fechado'), { kind: 'stage', from: 'novo', to: 'fechado' }), { followUp: '2030-02-28', due: '2030-02-28' }],
      [`a note of ${NOTE_MAX} characters`, 'allowed', (lead) => change(lead, {}, { text: 'x'.repeat(NOTE_MAX) })],
      // A lead assigned to someone who has since left still moves on.
      ['a stage change of a lead whose assignee left', 'allowed', (lead) =>
        change(lead, stage('proposta_enviada', { firstContactAt: serverTimestamp() }), { kind: 'stage', from: 'novo', to: 'proposta_enviada' }), { assignee: 'former-staff' }],
      // A summary written before the field existed gains it with its first staff change.
      ['a note on a summary stored without a last activity', 'allowed', (lead) => change(lead, {}), { lastActivityAt: OMIT }],
    ]);
  });

  it('only the pipeline fields, each kept consistent with the others', { timeout: MANY }, async () => {
    const others = ['name', 'email', 'phone', 'company', 'formId', 'docId', 'collection', 'receivedAt', 'spamReason', 'pieces', 'recent', 'pairs', 'text', 'emailKey', 'locale'];
    await expectOutcomes([
      ...others.map((field): Write => [`a change of ${field}`, 'refused', (lead) => change(lead, { [field]: field === 'receivedAt' ? Timestamp.fromMillis(0) : 'outro' })]),
      ['an unknown stage', 'refused', (lead) => change(lead, stage('arquivado'))],
      ['spam true on a working stage', 'refused', (lead) => change(lead, { stage: 'em_contato', spam: true, firstContactAt: serverTimestamp() })],
      ['spam false on the spam stage', 'refused', (lead) => change(lead, { stage: 'spam', spam: false })],
      ['assigned to someone who is not staff', 'refused', (lead) => change(lead, { assignee: 'member-1' })],
      ['an assignee that is not a text', 'refused', (lead) => change(lead, { assignee: 42 })],
      ['a follow-up of month 13', 'refused', (lead) => change(lead, { followUp: '2030-13-01', due: '2030-13-01' })],
      ['a follow-up written as dd/mm/yyyy', 'refused', (lead) => change(lead, { followUp: '01/02/2030', due: '01/02/2030' })],
      ['a follow-up as a timestamp', 'refused', (lead) => change(lead, { followUp: Timestamp.now(), due: Timestamp.now() })],
      ['an open stage whose due is not its follow-up', 'refused', (lead) => change(lead, { followUp: '2030-02-28', due: null })],
      ['a closed stage with something due', 'refused', (lead) => change(lead, { stage: 'perdido', followUp: '2030-02-28', due: '2030-02-28' })],
      ['first contact at a client time', 'refused', (lead) => change(lead, stage('em_contato', { firstContactAt: Timestamp.fromMillis(0) }))],
      ['first contact moved once set', 'refused', (lead) => change(lead, { firstContactAt: serverTimestamp() }), contacted],
      ['first contact cleared once set', 'refused', (lead) => change(lead, { firstContactAt: null }), contacted],
      ['signed as someone else', 'refused', (lead) => change(lead, { updatedBy: COLLEAGUE })],
      ['dated by the client', 'refused', (lead) => change(lead, { updatedAt: Timestamp.fromMillis(0) })],
      // The last activity moves with every staff change, at the server's time only (issue 29 part 4).
      ['last activity dated by the client', 'refused', (lead) => change(lead, { lastActivityAt: Timestamp.now() })],
      ['last activity left as it was', 'refused', (lead) => change(lead, { lastActivityAt: OMIT })],
      ['last activity cleared', 'refused', (lead) => change(lead, { lastActivityAt: null })],
      ['a stage move that leaves the last activity as it was', 'refused', (lead) =>
        change(lead, stage('perdido', { lastActivityAt: OMIT }), { kind: 'stage', from: 'novo', to: 'perdido' })],
    ]);
  });

  it('only with its own new history entry, and an entry only with its change', { timeout: MANY }, async () => {
    const entry = { at: serverTimestamp(), by: STAFF_UID, byEmail: STAFF_EMAIL, kind: 'note', text: 'x' };
    await expectOutcomes([
      ['a change without its history entry', 'refused', (lead) => change(lead, stage('perdido'), {}, { withEntry: false })],
      ['a change naming an entry written before', 'refused', async (lead) => {
        await seed(lead.history('old-note'), { ...entry, at: Timestamp.now() });
        return change(lead, { lastEvent: 'old-note' }, {}, { withEntry: false });
      }],
      ['a change that keeps lastEvent, beside a new entry', 'refused', (lead) => change(lead, { lastEvent: 'received-1' })],
      ['an entry without its change', 'refused', (lead) => change(lead, {}, {}, { withSummary: false })],
      ['an entry while the change names another entry', 'refused', (lead) => {
        const db = staffDb();
        const batch = writeBatch(db);
        batch.set(doc(db, lead.history('stray')), entry);
        batch.set(doc(db, lead.history('named')), entry);
        batch.update(doc(db, lead.path), { lastEvent: 'named', updatedAt: serverTimestamp(), lastActivityAt: serverTimestamp(), updatedBy: STAFF_UID });
        return batch.commit();
      }],
    ]);
  });

  it('with a history entry that says truly who, when and what', { timeout: MANY }, async () => {
    await expectOutcomes([
      ['an entry by someone else', 'refused', (lead) => change(lead, {}, { by: COLLEAGUE })],
      ["an entry with a colleague's e-mail", 'refused', (lead) => change(lead, {}, { byEmail: 'colega@example.com' })],
      ['an entry without an e-mail', 'allowed', (lead) => change(lead, {}, { byEmail: null })],
      ['an entry dated by the client', 'refused', (lead) => change(lead, {}, { at: Timestamp.fromMillis(0) })],
      ["an entry of the function's kind", 'refused', (lead) => change(lead, {}, { kind: 'received' })],
      ['an entry with a key of its own', 'refused', (lead) => change(lead, {}, { extra: true })],
      ['an entry without its kind', 'refused', (lead) => change(lead, {}, { kind: OMIT })],
      [`a note one character over ${NOTE_MAX}`, 'refused', (lead) => change(lead, {}, { text: 'x'.repeat(NOTE_MAX + 1) })],
      ['a note that is not a text', 'refused', (lead) => change(lead, {}, { text: ['x'] })],
      ['a from over 200 characters', 'refused', (lead) => change(lead, stage('perdido'), { kind: 'stage', from: 'x'.repeat(201), to: 'perdido' })],
      ['a to that is a number', 'refused', (lead) => change(lead, stage('perdido'), { kind: 'stage', from: 'novo', to: 5 })],
    ]);
  });

  // Issue 29 part 5: a closed lead's value and a lost lead's reason, only with the move that needs them.
  it('write the value only with the move to fechado, the reason only with the move to perdido', { timeout: MANY }, async () => {
    const won = (value: unknown) => (lead: Lead) => change(lead, stage('fechado', { wonValue: value }), { kind: 'stage', from: 'novo', to: 'fechado', value });
    const lost = (reason: unknown) => (lead: Lead) => change(lead, stage('perdido', { lostReason: reason }), { kind: 'stage', from: 'novo', to: 'perdido', text: reason });
    const wonLead = { stage: 'fechado', wonValue: 150_000 };
    await expectOutcomes([
      ['fechado with a value of R$ 1.500,00', 'allowed', won(150_000)],
      ['fechado with no value told', 'allowed', won(null)],
      ['fechado without the field at all', 'allowed', (lead) => change(lead, stage('fechado'), { kind: 'stage', from: 'novo', to: 'fechado' })],
      ['fechado at the ceiling', 'allowed', won(WON_VALUE_MAX)],
      ['perdido with a reason', 'allowed', lost('Preço')],
      ['perdido with no reason', 'allowed', lost(null)],
      [`perdido with a reason of ${LOST_REASON_MAX} characters`, 'allowed', lost('x'.repeat(LOST_REASON_MAX))],
      ['a note on a won lead, its value kept', 'allowed', (lead) => change(lead, {}), wonLead],
      ['fechado -> perdido, the value cleared', 'allowed', (lead) =>
        change(lead, stage('perdido', { wonValue: null, lostReason: 'Prazo' }), { kind: 'stage', from: 'fechado', to: 'perdido', text: 'Prazo' }), wonLead],
      ['fechado with a value in reais, not cents', 'refused', won(1500.5)],
      ['fechado with a negative value', 'refused', won(-100)],
      ['fechado with a value as text', 'refused', won('1.500,00')],
      ['fechado over the ceiling', 'refused', won(WON_VALUE_MAX + 1)],
      ['a value with a move to em_contato', 'refused', (lead) =>
        change(lead, stage('em_contato', { wonValue: 100, firstContactAt: serverTimestamp() }), { kind: 'stage', from: 'novo', to: 'em_contato' })],
      ['a value with a move to perdido', 'refused', (lead) =>
        change(lead, stage('perdido', { wonValue: 100 }), { kind: 'stage', from: 'novo', to: 'perdido' })],
      ['a value changed by a note', 'refused', (lead) => change(lead, { wonValue: 900_000 }), wonLead],
      ['a value cleared by a note', 'refused', (lead) => change(lead, { wonValue: null }), wonLead],
      ['leaving fechado with its value kept', 'refused', (lead) =>
        change(lead, stage('em_contato'), { kind: 'stage', from: 'fechado', to: 'em_contato' }), { ...wonLead, firstContactAt: Timestamp.fromMillis(1000) }],
      ['a reason with a move to fechado', 'refused', (lead) =>
        change(lead, stage('fechado', { lostReason: 'Preço' }), { kind: 'stage', from: 'novo', to: 'fechado' })],
      ['a reason changed by a note', 'refused', (lead) => change(lead, { lostReason: 'Outro' }), { stage: 'perdido', lostReason: 'Preço' }],
      ['an empty reason', 'refused', lost('')],
      [`a reason of ${LOST_REASON_MAX + 1} characters`, 'refused', lost('x'.repeat(LOST_REASON_MAX + 1))],
      ['a reason that is a list', 'refused', lost(['Preço'])],
    ]);
  });

  it("with an entry whose kind, from and to are the change it records", { timeout: MANY }, async () => {
    await expectOutcomes([
      ['a stage move recorded as a note', 'refused', (lead) => change(lead, stage('perdido'))],
      ['a stage entry with the wrong from', 'refused', (lead) => change(lead, stage('perdido'), { kind: 'stage', from: 'em_contato', to: 'perdido' })],
      ['a stage entry with the wrong to', 'refused', (lead) => change(lead, stage('perdido'), { kind: 'stage', from: 'novo', to: 'fechado' })],
      ['a stage entry with no move', 'refused', (lead) => change(lead, {}, { kind: 'stage', from: 'novo', to: 'novo' })],
      ['an assignment recorded as a note', 'refused', (lead) => change(lead, { assignee: COLLEAGUE })],
      ['an assignee entry naming someone else', 'refused', (lead) => change(lead, { assignee: COLLEAGUE }, { kind: 'assignee', from: null, to: STAFF_UID })],
      ['an assignee entry with no assignment', 'refused', (lead) => change(lead, {}, { kind: 'assignee', from: null, to: COLLEAGUE })],
      ['a follow-up entry with the wrong day', 'refused', (lead) =>
        change(lead, { followUp: '2030-02-28', due: '2030-02-28' }, { kind: 'followUp', from: null, to: '2030-03-01' })],
      ['a contact that claims a move it did not make', 'refused', (lead) => change(lead, {}, { kind: 'contact', text: 'phone', from: 'novo', to: 'em_contato' })],
      ['a won entry whose value is not the summary\'s', 'refused', (lead) =>
        change(lead, stage('fechado', { wonValue: 150_000 }), { kind: 'stage', from: 'novo', to: 'fechado', value: 999 })],
      ['a value on a note', 'refused', (lead) => change(lead, {}, { value: 100 })],
      ['a lost entry whose text is not the reason', 'refused', (lead) =>
        change(lead, stage('perdido', { lostReason: 'Preço' }), { kind: 'stage', from: 'novo', to: 'perdido', text: 'Prazo' })],
      ['a text on a move that is not to perdido', 'refused', (lead) =>
        change(lead, stage('spam'), { kind: 'stage', from: 'novo', to: 'spam', text: 'Ligou.' })],
    ]);
  });

  it('but never rewrite or delete a history entry', async () => {
    const lead = await seedLead();
    const db = staffDb();
    await assertFails(updateDoc(doc(db, lead.history('received-1')), { by: STAFF_UID }));
    await assertFails(deleteDoc(doc(db, lead.history('received-1'))));
  });
});

describe('nobody in the browser', () => {
  it("changes a form document's answers, validation or delivery, staff included", { timeout: MANY }, async () => {
    const lead = await seedLead();
    for (const db of [staffDb(), memberDb(), visitorDb()]) {
      await assertFails(updateDoc(doc(db, lead.formDoc), { nome: 'Outra' }));
      await assertFails(updateDoc(doc(db, lead.formDoc), { status: 'rejected' }));
      await assertFails(updateDoc(doc(db, lead.formDoc), { validation: { errors: [] } }));
      await assertFails(updateDoc(doc(db, lead.formDoc), { 'delivery.state': 'failed' }));
      await assertFails(deleteDoc(doc(db, lead.formDoc)));
    }
  });

  it('creates or deletes a summary, staff included', async () => {
    const lead = await seedLead();
    const copy = { ...(await read(lead.path)), lastEvent: null, updatedAt: serverTimestamp(), updatedBy: STAFF_UID };
    for (const db of [staffDb(), memberDb(), visitorDb()]) {
      await assertFails(setDoc(doc(db, `${LEADS}/${leadId(def.id, 'copia')}`), copy));
      await assertFails(deleteDoc(doc(db, lead.path)));
    }
  });

  it('grants access, or writes the privacy log', async () => {
    await seedLead();
    await seed(`${PRIVACY_LOG}/p1`, { at: Timestamp.now(), by: STAFF_UID, count: 1 });
    const membership = { email: 'm@example.com', since: serverTimestamp() };
    // A signed-up account, even with a forged claim, cannot make itself a member; staff cannot add or remove one either.
    await assertFails(setDoc(doc(dbAs('member-1', { email: 'm@example.com', staff: true }), `${STAFF}/member-1`), membership));
    await assertFails(setDoc(doc(memberDb(), `${STAFF}/member-1`), membership));
    await assertFails(setDoc(doc(staffDb(), `${STAFF}/member-1`), membership));
    await assertFails(deleteDoc(doc(staffDb(), `${STAFF}/${COLLEAGUE}`)));
    await assertFails(updateDoc(doc(staffDb(), `${STAFF}/${STAFF_UID}`), { email: 'x@example.com' }));
    await assertFails(setDoc(doc(staffDb(), `${PRIVACY_LOG}/p2`), { at: serverTimestamp(), by: STAFF_UID, count: 0 }));
    await assertFails(deleteDoc(doc(staffDb(), `${PRIVACY_LOG}/p1`)));
  });
});

describe("the studio's lost reasons (settings/pipeline)", () => {
  const PATH = 'settings/pipeline';
  it('staff read and set a short list of short texts', { timeout: MANY }, async () => {
    const set = (lostReasons: unknown, extra: Record<string, unknown> = {}) => setDoc(doc(staffDb(), PATH), { lostReasons, ...extra });
    await assertSucceeds(set(['Preço', 'Prazo']));
    await assertSucceeds(getDoc(doc(staffDb(), PATH)));
    await assertSucceeds(set([]));
    await assertSucceeds(set(Array.from({ length: LOST_REASONS_MAX }, (_, i) => `${i}`.padEnd(LOST_REASON_ITEM_MAX, 'x'))));
    await assertFails(set(Array.from({ length: LOST_REASONS_MAX + 1 }, (_, i) => `Motivo ${i}`)));
    await assertFails(set(['x'.repeat(LOST_REASON_ITEM_MAX + 1)]));
    await assertFails(set(['Preço', '']));
    await assertFails(set(['Preço', 5]));
    await assertFails(set('Preço'));
    await assertFails(set(['Preço'], { other: true }));
    await assertFails(deleteDoc(doc(staffDb(), PATH)));
  });

  it('nobody else reads or sets it', async () => {
    await assertFails(setDoc(doc(memberDb(), PATH), { lostReasons: ['Preço'] }));
    await assertFails(getDoc(doc(visitorDb(), PATH)));
    await assertFails(getDoc(doc(memberDb(), PATH)));
  });
});

describe('who reads the staff side', () => {
  /** Every staff-only read: the lead, its history, the team, the privacy log and the form's documents. */
  const reads = (db: Firestore, lead: Lead): [string, () => Promise<unknown>][] => [
    ['a summary', () => getDoc(doc(db, lead.path))],
    ['the summaries', () => getDocs(collection(db, LEADS))],
    ['a history entry', () => getDoc(doc(db, lead.history('received-1')))],
    ['a history', () => getDocs(collection(db, `${lead.path}/${HISTORY}`))],
    ['a membership', () => getDoc(doc(db, `${STAFF}/${COLLEAGUE}`))],
    ['the team', () => getDocs(collection(db, STAFF))],
    ['the privacy log', () => getDocs(collection(db, PRIVACY_LOG))],
    ['a form document', () => getDoc(doc(db, lead.formDoc))],
    ['a form collection', () => getDocs(collection(db, def.form.collection))],
  ];
  /** The reads whose outcome was not `expected`. */
  async function wrongReads(db: Firestore, lead: Lead, expected: 'allowed' | 'refused') {
    const wrong: string[] = [];
    for (const [label, read] of reads(db, lead)) {
      try {
        await (expected === 'allowed' ? assertSucceeds(read()) : assertFails(read()));
      } catch {
        wrong.push(`${label} should be ${expected}`);
      }
    }
    return wrong;
  }

  it('staff read it all', async () => {
    const lead = await seedLead();
    await seed(`${PRIVACY_LOG}/p1`, { at: Timestamp.now(), by: STAFF_UID, count: 1 });
    expect(await wrongReads(staffDb(), lead, 'allowed')).toEqual([]);
  });

  it('a visitor, a signed-up account without the claim, or with the claim false, reads nothing', { timeout: MANY }, async () => {
    const lead = await seedLead();
    expect(await wrongReads(visitorDb(), lead, 'refused')).toEqual([]);
    expect(await wrongReads(memberDb(), lead, 'refused')).toEqual([]);
    expect(await wrongReads(dbAs('member-2', { email: 'm2@example.com', staff: false }), lead, 'refused')).toEqual([]);
  });

  it('an account with the claim but no membership document reads nothing', async () => {
    const lead = await seedLead();
    expect(await wrongReads(dbAs('claim-only', { email: 'c@example.com', staff: true }), lead, 'refused')).toEqual([]);
  });

  it('a removed colleague, whose token still says staff, reads and writes nothing from the moment the document is gone', { timeout: MANY }, async () => {
    const lead = await seedLead();
    const colleague = dbAs(COLLEAGUE, { email: 'colega@example.com', staff: true });
    expect(await wrongReads(colleague, lead, 'allowed')).toEqual([]);
    await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, `${STAFF}/${COLLEAGUE}`));
    });
    // No token has to expire: the very next requests are refused.
    expect(await wrongReads(colleague, lead, 'refused')).toEqual([]);
    await assertFails(change(lead, {}, { byEmail: 'colega@example.com' }, { db: colleague, uid: COLLEAGUE }));
  });
});

async function read(path: string): Promise<DocumentData> {
  let data: DocumentData | undefined;
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, path))).data();
  });
  return data!;
}

describe("the admin home's counters (issue 39)", () => {
  it("the people index and the inbox's first pages are read by staff alone, written by nobody in the browser; what each lead added is read by nobody", async () => {
    await seed(`${LEAD_STATS}/${PIPELINE_STATS}`, { stage: { novo: 3 } });
    await seed(`${LEAD_STATS}/${monthStatsId('2026-11')}`, { received: { contato: 3 } });
    await seed(`${LEAD_COUNTED}/contato__a`, { entries: [{ doc: PIPELINE_STATS, path: ['stage', 'novo'], n: 1 }] });
    const person = `${LEAD_PEOPLE}/${personDocId('e:ana@example.com')}`;
    await seed(person, { leads: { contato__a: { at: 1, spam: false } } });
    await assertSucceeds(getDoc(doc(staffDb(), LEAD_STATS, PIPELINE_STATS)));
    await assertSucceeds(getDoc(doc(staffDb(), person)));
    await assertSucceeds(getDoc(doc(staffDb(), LEAD_STATS, monthStatsId('2026-11'))));
    // The inbox's first pages hold copies of lead summaries: staff alone read them, and no staff
    // member can plant a lead there for colleagues to see.
    const firstPages = { receivedAt: { leads: [{ id: 'contato__a', at: 1 }], complete: true }, leads: { contato__a: { name: 'Ana' } } };
    await seed(`${LEAD_STATS}/${FIRST_PAGES_DOC}`, firstPages);
    await assertSucceeds(getDoc(doc(staffDb(), LEAD_STATS, FIRST_PAGES_DOC)));
    for (const db of [visitorDb(), memberDb(), dbAs('anon-1', { firebase: { sign_in_provider: 'anonymous' } })]) {
      await assertFails(getDoc(doc(db, LEAD_STATS, PIPELINE_STATS)));
      await assertFails(getDoc(doc(db, LEAD_STATS, FIRST_PAGES_DOC)));
      await assertFails(getDoc(doc(db, person)));
    }
    for (const db of [staffDb(), memberDb()]) {
      await assertFails(setDoc(doc(db, LEAD_STATS, PIPELINE_STATS), { stage: { novo: 999 } }, { merge: true }));
      await assertFails(deleteDoc(doc(db, LEAD_STATS, monthStatsId('2026-11'))));
      await assertFails(getDoc(doc(db, LEAD_COUNTED, 'contato__a')));
      await assertFails(setDoc(doc(db, LEAD_COUNTED, 'contato__b'), { entries: [] }));
      await assertFails(setDoc(doc(db, person), { leads: {} }));
      await assertFails(setDoc(doc(db, LEAD_STATS, FIRST_PAGES_DOC), { ...firstPages, leads: { contato__a: { name: 'Planted' } } }));
      // Nor in a view's own list, nor in the index the function places leads by.
      await assertFails(setDoc(doc(db, LEAD_STATS, `${FIRST_PAGES_DOC}.stage.novo`), { list: firstPages.receivedAt, leads: { contato__a: { name: 'Planted' } } }));
      await assertFails(setDoc(doc(db, LEAD_STATS, FIRST_PAGES_INDEX), { lists: { [FIRST_PAGES_DOC]: firstPages.receivedAt } }));
    }
  });
});
