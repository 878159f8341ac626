/**
 * Issue 42 for the writes staff make from the browser: 5 and 10 staff members pressing the same change
 * on one lead at the same moment (a stage move, an assignment, a bulk action over the same leads),
 * through the page's own transaction (src/backend/pipeline.ts, bulk-pipeline.ts) under the generated
 * rules. Exactly one press changes the lead, with one history entry; every other press is answered
 * "already so", never an error.
 */
import { collection, doc, type Firestore, getDoc, getDocs, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HISTORY, STAFF } from '../../src/domain/lead';
import { bulkAs } from '../../src/backend/bulk-pipeline';
import { changeLead, type PipelineChange, writeLead } from '../../src/backend/pipeline';
import { planChange } from '../../src/backend/pipeline-plan';
import { dbAs, rulesEnv, seed, setUpRulesEnv } from './rules-env';
import { COLLEAGUE, type Lead, seedLead } from './seed-lead';

setUpRulesEnv();

/** `count` staff members (claim and membership document), each with a Firestore of their own session. */
async function team(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const uid = `corrida-${i + 1}`;
      const email = `corrida${i + 1}@example.com`;
      await seed(`${STAFF}/${uid}`, { email, since: Timestamp.now() });
      return { db: dbAs(uid, { email, staff: true }), actor: { uid, email } };
    }),
  );
}

/** The lead's history entries past its 'received' one, read past the rules. */
async function entriesAfterReceived(lead: Lead) {
  let docs: { id: string; data: Record<string, unknown> }[] = [];
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    docs = (await getDocs(collection(db, lead.path, HISTORY))).docs.map((d) => ({ id: d.id, data: d.data() }));
  });
  return docs.filter((d) => d.data.kind !== 'received');
}

async function summaryOf(lead: Lead) {
  let data: Record<string, unknown> | undefined;
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, lead.path))).data();
  });
  return data!;
}

/** Every one of `staff` presses `change` on `lead` at once: each press's answer, or its error. */
async function pressAll(staff: Awaited<ReturnType<typeof team>>, lead: Lead, change: PipelineChange) {
  const id = lead.path.split('/').pop()!;
  return Promise.all(staff.map(({ db, actor }) => changeLead(db, actor, id, change).catch((error: unknown) => error)));
}

// Many transactions retried on one document: well past vitest's default 5 s.
const RACE = 120_000;

describe.each([5, 10])('%i staff pressing at once', (presses) => {
  it('move one lead to a stage: one move, one entry, and every other press told it is already there', { timeout: RACE }, async () => {
    const staff = await team(presses);
    const lead = await seedLead();
    const answers = await pressAll(staff, lead, { kind: 'stage', to: 'em_contato' });

    expect(answers.filter((a) => a !== true && a !== false), 'errors').toEqual([]);
    expect(answers.filter((a) => a === true)).toHaveLength(1);
    const entries = await entriesAfterReceived(lead);
    expect(entries.map((e) => [e.data.kind, e.data.from, e.data.to])).toEqual([['stage', 'novo', 'em_contato']]);
    const summary = await summaryOf(lead);
    expect(summary).toMatchObject({ stage: 'em_contato', lastEvent: entries[0].id, updatedBy: entries[0].data.by });
  });

  it('assign one lead to a colleague: one assignment, one entry, no error for anyone', { timeout: RACE }, async () => {
    const staff = await team(presses);
    const lead = await seedLead();
    const answers = await pressAll(staff, lead, { kind: 'assignee', to: COLLEAGUE });

    expect(answers.filter((a) => a !== true && a !== false), 'errors').toEqual([]);
    expect(answers.filter((a) => a === true)).toHaveLength(1);
    const entries = await entriesAfterReceived(lead);
    expect(entries.map((e) => [e.data.kind, e.data.to])).toEqual([['assignee', COLLEAGUE]]);
    expect(await summaryOf(lead)).toMatchObject({ assignee: COLLEAGUE, lastEvent: entries[0].id });
  });

  it('the same bulk action on the same three leads: each lead changed once, the rest skipped as already there', { timeout: RACE }, async () => {
    const staff = await team(presses);
    const leads = await Promise.all([seedLead(), seedLead(), seedLead()]);
    const rows = leads.map((lead) => ({ id: lead.path.split('/').pop()! }));
    const results = await Promise.all(staff.map(({ db, actor }) => bulkAs(db, actor, rows, { kind: 'stage', to: 'em_contato' })));

    expect(results.flatMap((r) => r.failed), 'failed').toEqual([]);
    const changed = results.flatMap((r) => r.changed.map((row) => row.id));
    expect(changed.sort()).toEqual(rows.map((row) => row.id).sort());
    expect(results.reduce((sum, r) => sum + r.already.length, 0)).toBe(rows.length * (presses - 1));
    for (const lead of leads) {
      expect((await entriesAfterReceived(lead)).map((e) => [e.data.kind, e.data.to])).toEqual([['stage', 'em_contato']]);
      expect(await summaryOf(lead)).toMatchObject({ stage: 'em_contato' });
    }
  });
});

/*
 * One page pressing twice before the first write is back: "Agora não" on the contact question writes
 * the contact without waiting, and a tap on a stage right after starts the next write. Each must
 * commit at its first try: a commit refused because the page's own earlier write overtook it shows in
 * the browser's console as a failed request (a 400), even though the SDK retries it.
 */
it('one page pressing twice at once: the second waits for the first, and neither is refused and retried', { timeout: RACE }, async () => {
  const [{ db, actor }] = await team(1);
  const lead = await seedLead();
  const id = lead.path.split('/').pop()!;
  let plans = 0;
  const press = (change: PipelineChange) =>
    writeLead(db, id, (stored, now, eventId) => {
      plans++;
      const write = planChange(stored, change, actor, now, eventId);
      return { write, result: !!write };
    });

  const answers = await Promise.all([press({ kind: 'contact', channel: 'whatsapp', markContacted: false }), press({ kind: 'stage', to: 'em_contato' })]);

  expect(answers).toEqual([true, true]);
  expect(plans, 'transaction attempts').toBe(2);
  const entries = await entriesAfterReceived(lead);
  expect(entries.map((e) => [e.data.kind, e.data.to ?? null]).sort()).toEqual([
    ['contact', null],
    ['stage', 'em_contato'],
  ]);
  expect(await summaryOf(lead)).toMatchObject({ stage: 'em_contato' });
});
