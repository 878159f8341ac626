import { appAuth } from './app-auth';
import { type BulkAction, type BulkOutcome, type BulkResult, bulkFailure, planBulkLead, runBounded, tallyBulk } from './bulk-plan';
import type { Firestore } from 'firebase/firestore';
import type { Actor } from './pipeline-plan';
import { writeLead } from './pipeline';
import { staffDb } from './staff-firestore';

/**
 * How many leads are written at once. Each lead is its own transaction, exactly the write the lead
 * page makes (pipeline.ts applyChange): not one batch for many leads, because the rules read each
 * lead's summary and entry (get, getAfter, exists, existsAfter: four documents a lead, plus the
 * author's and the assignee's staff documents), and a batched write may read at most 20 documents in
 * all: four leads a batch at best. A transaction per lead also reads the lead as stored, so its
 * entry's "from" and the skips (already there, in spam) follow what a colleague did meanwhile.
 */
export const BULK_CONCURRENCY = 5;

/** Applies `action` to one lead, the lead page's one write (pipeline.ts writeLead), or skips it. */
function applyToLead(db: Firestore, id: string, action: BulkAction, actor: Actor): Promise<BulkOutcome> {
  return writeLead(db, id, (lead, now, eventId) => {
    const plan = planBulkLead(lead, action, actor, now, eventId);
    return plan.skip ? { write: undefined, result: plan.skip } : { write: plan, result: 'changed' as BulkOutcome };
  });
}

/**
 * Applies `action` to every lead of `leads` (a few at a time) as `actor` and says what became of
 * each: changed, skipped (already there, as a colleague's bulk at the same moment leaves it; in spam)
 * or failed with a reason. One lead's failure stops no other.
 */
export async function bulkAs<L extends { id: string }>(db: Firestore, actor: Actor, leads: readonly L[], action: BulkAction): Promise<BulkResult<L>> {
  const outcomes = await runBounded(leads, BULK_CONCURRENCY, async (lead) => {
    try {
      return { lead, outcome: await applyToLead(db, lead.id, action, actor) };
    } catch (error) {
      console.warn('Bulk change refused', lead.id, error);
      return { lead, outcome: { failed: bulkFailure(error) } };
    }
  });
  return tallyBulk(outcomes);
}

/** The bulk bar's action, as the signed-in staff member. */
export async function applyBulk<L extends { id: string }>(leads: readonly L[], action: BulkAction): Promise<BulkResult<L>> {
  const user = appAuth().currentUser;
  // Signed out meanwhile: every lead is refused, as the rules would refuse it.
  if (!user) return tallyBulk(leads.map((lead) => ({ lead, outcome: { failed: 'permission' as const } })));
  return bulkAs(staffDb(), { uid: user.uid, email: user.email }, leads, action);
}
