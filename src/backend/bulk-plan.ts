import type { LeadEvent, Stage } from '../domain/lead';
import { type Actor, type PipelineChange, type PipelineState, planChange, type SummaryUpdate } from './pipeline-plan';

/*
 * What a bulk action on the inbox's selected rows does to each lead, decided apart from Firestore so
 * that it can be tested alone. Each lead changed gets the very update and history entry a single
 * change from its page would write (planChange); a lead the action would not change is skipped with
 * a reason the result line says, never written with an empty entry:
 * - `already`: it is already in the target state (the stage, the assignee, spam);
 * - `spam`: a stage move of a lead in spam. Leaving spam is the rescue callable's alone (the rules
 *   refuse a summary moved out of spam), so a bulk move leaves it where it is and says so.
 * The same judgement runs twice: on the rows shown, for the confirmation's counts, and on each lead
 * as stored, inside the transaction that writes it (a colleague may have moved it meanwhile).
 */

/**
 * The stages a bulk move offers. Fechado and perdido are left out: their single move asks for the
 * deal's value or the reason it was lost (the outcome dialog), and a batch would record them all as
 * "not told", emptying the results the admin home draws from them.
 */
export const BULK_STAGES = ['novo', 'em_contato', 'proposta_enviada'] as const satisfies readonly Stage[];
export type BulkStage = (typeof BULK_STAGES)[number];

/** One action on every selected lead. */
export type BulkAction = { kind: 'assignee'; to: string | null } | { kind: 'stage'; to: BulkStage } | { kind: 'spam' };

export type BulkSkip = 'already' | 'spam';

/** The single change the action makes to each lead. */
export function bulkChange(action: BulkAction): PipelineChange {
  if (action.kind === 'assignee') return { kind: 'assignee', to: action.to };
  return { kind: 'stage', to: action.kind === 'spam' ? 'spam' : action.to };
}

/** Why `action` leaves a lead in state `current` as it is, or undefined when it changes it. */
export function bulkSkip(current: Pick<PipelineState, 'stage' | 'assignee'>, action: BulkAction): BulkSkip | undefined {
  switch (action.kind) {
    case 'assignee':
      return (current.assignee ?? null) === action.to ? 'already' : undefined;
    case 'spam':
      return current.stage === 'spam' ? 'already' : undefined;
    case 'stage':
      if (current.stage === 'spam') return 'spam';
      return current.stage === action.to ? 'already' : undefined;
  }
}

export type BulkLeadPlan<T> = { skip: BulkSkip } | { skip?: undefined; update: SummaryUpdate<T>; event: LeadEvent<T> };

/** What the write of one lead holds, from the lead as stored: a skip, or planChange's update and entry. */
export function planBulkLead<T>(current: PipelineState, action: BulkAction, actor: Actor, now: T, eventId: string): BulkLeadPlan<T> {
  const skip = bulkSkip(current, action);
  if (skip) return { skip };
  const plan = planChange(current, bulkChange(action), actor, now, eventId);
  return plan ?? { skip: 'already' };
}

/** The selected leads sorted by what the action will do to them: the confirmation's counts. */
export interface BulkPreview<L> {
  change: L[];
  already: L[];
  spam: L[];
}

export function previewBulk<L extends Pick<PipelineState, 'stage' | 'assignee'>>(leads: readonly L[], action: BulkAction): BulkPreview<L> {
  const preview: BulkPreview<L> = { change: [], already: [], spam: [] };
  for (const lead of leads) preview[bulkSkip(lead, action) ?? 'change'].push(lead);
  return preview;
}

/** Why a lead's write failed, as the result line names it (in the staff member's language). */
export type BulkFailure = 'notFound' | 'permission' | 'network' | 'unexpected';

/** Firestore's error code read as one of the reasons the page can say; the raw text is never shown. */
export function bulkFailure(error: unknown): BulkFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'not-found') return 'notFound';
  if (code === 'permission-denied' || code === 'unauthenticated') return 'permission';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'network';
  return 'unexpected';
}

/** What became of each lead of a bulk action. */
export interface BulkResult<L> {
  changed: L[];
  already: L[];
  spam: L[];
  failed: { lead: L; reason: BulkFailure }[];
}

export type BulkOutcome = 'changed' | BulkSkip | { failed: BulkFailure };

export function tallyBulk<L>(outcomes: readonly { lead: L; outcome: BulkOutcome }[]): BulkResult<L> {
  const result: BulkResult<L> = { changed: [], already: [], spam: [], failed: [] };
  for (const { lead, outcome } of outcomes) {
    if (typeof outcome === 'object') result.failed.push({ lead, reason: outcome.failed });
    else result[outcome].push(lead);
  }
  return result;
}

/**
 * Runs `work` on every item, at most `limit` at a time, and resolves with the results in the items'
 * order. Bounded so that a page of leads does not open a page of transactions at once.
 */
export async function runBounded<I, R>(items: readonly I[], limit: number, work: (item: I) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
