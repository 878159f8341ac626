import type { ContactChannel } from '../domain/contact-links';
import { isOpenStage, type LeadEvent, type Lead, LOST_REASON_MAX, NOTE_MAX, PIPELINE_FIELDS, type Stage, WON_VALUE_MAX } from '../domain/lead';

/*
 * What one staff change writes, decided apart from Firestore so that it can be tested alone: the
 * summary's pipeline fields and the one history entry that records the change. The rules
 * (scripts/lib/rules-generator.ts) refuse any write that breaks these invariants, so the page keeps
 * them itself instead of learning them from a refusal:
 * - `spam` is `stage == 'spam'`; `due` is `followUp` while the stage is open, else null;
 * - `lastEvent` names the history entry created in the same write, `updatedBy`/`by` the author and
 *   `updatedAt`/`at` the server's time; `lastActivityAt` is that time too: every staff change, a
 *   note or a contact included, is activity (the inbox's "last activity" order and idle filter);
 * - `firstContactAt` is set once, when the lead is first contacted or moved to a working stage;
 * - `wonValue` is written only with the move to `fechado`, `lostReason` only with the move to
 *   `perdido`, and both are cleared when the lead leaves that stage (the summary holds the current
 *   outcome; the history entry of the move keeps what was said: `value`, or the reason in `text`).
 */

/** One change a staff member makes to a lead. */
export type PipelineChange =
  /**
   * A move to another stage. To `fechado` it may carry the deal's value in cents (`value`); to
   * `perdido`, why it was lost (`reason`); neither is taken with a move to any other stage.
   */
  | { kind: 'stage'; to: Stage; value?: number | null; reason?: string | null }
  | { kind: 'assignee'; to: string | null }
  /** A calendar day 'YYYY-MM-DD' (Brazil's), or null to clear it. */
  | { kind: 'followUp'; to: string | null }
  | { kind: 'note'; text: string }
  /**
   * The lead was contacted through `channel` (a one-tap contact): always a history entry. With
   * `markContacted` (the default; staff said "Sim, marcar", or the lead is past `novo`) a `novo` lead
   * moves to `em_contato` with it; without it ("Agora não") the stage stays and only the contact is kept.
   */
  | { kind: 'contact'; channel: ContactChannel; markContacted?: boolean };

export interface Actor {
  uid: string;
  email: string | null;
}

/** Stages that mean someone has talked to the lead: reaching one sets `firstContactAt`. */
export const WORKING_STAGES: readonly Stage[] = ['em_contato', 'proposta_enviada', 'fechado'];

/** Why a change was not written before reaching Firestore (the page says it in the staff member's language). */
export type PlanError = 'emptyNote' | 'noteTooLong' | 'badDate' | 'badValue' | 'reasonTooLong' | 'noOutcomeHere';

export class PipelineInputError extends Error {
  constructor(readonly reason: PlanError) {
    super(reason);
    this.name = 'PipelineInputError';
  }
}

type PipelineField = (typeof PIPELINE_FIELDS)[number];
export type SummaryUpdate<T> = Partial<Record<PipelineField, unknown>> & { lastEvent: string; lastActivityAt: T; updatedAt: T; updatedBy: string };

/** The summary as a change needs it (read in the same transaction that writes). */
export type PipelineState = Pick<Lead<unknown>, 'stage' | 'assignee' | 'followUp' | 'firstContactAt' | 'wonValue' | 'lostReason'>;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The summary update and the history entry of `change`, or undefined when it changes nothing (the
 * stage it already has, the same assignee or date). `now` is the server-time placeholder of the SDK.
 */
export function planChange<T>(
  current: PipelineState,
  change: PipelineChange,
  actor: Actor,
  now: T,
  eventId: string,
): { update: SummaryUpdate<T>; event: LeadEvent<T> } | undefined {
  const base = { lastEvent: eventId, lastActivityAt: now, updatedAt: now, updatedBy: actor.uid };
  const author = { at: now, by: actor.uid, byEmail: actor.email };
  const firstContact = (stage: Stage) => (current.firstContactAt == null && WORKING_STAGES.includes(stage) ? { firstContactAt: now } : {});
  // Leaving fechado or perdido clears the outcome it held: the summary says the current one only.
  const outcomeCleared = (stage: Stage) => ({
    ...(stage !== 'fechado' && current.wonValue != null ? { wonValue: null } : {}),
    ...(stage !== 'perdido' && current.lostReason != null ? { lostReason: null } : {}),
  });
  const stageFields = (stage: Stage) => ({
    stage,
    spam: stage === 'spam',
    due: isOpenStage(stage) ? current.followUp : null,
    ...firstContact(stage),
    ...outcomeCleared(stage),
  });

  switch (change.kind) {
    case 'stage': {
      const value = change.value ?? null;
      const reason = change.reason?.trim() || null;
      if ((value !== null && change.to !== 'fechado') || (reason !== null && change.to !== 'perdido')) throw new PipelineInputError('noOutcomeHere');
      if (value !== null && (!Number.isSafeInteger(value) || value < 0 || value > WON_VALUE_MAX)) throw new PipelineInputError('badValue');
      if (reason !== null && reason.length > LOST_REASON_MAX) throw new PipelineInputError('reasonTooLong');
      if (change.to === current.stage) return undefined;
      // The entry of the move keeps its outcome: the value, or the reason in `text`.
      const outcome = change.to === 'fechado' ? { wonValue: value } : change.to === 'perdido' ? { lostReason: reason } : {};
      const said = change.to === 'fechado' ? { value } : change.to === 'perdido' ? { text: reason } : {};
      return {
        update: { ...base, ...stageFields(change.to), ...outcome },
        event: { ...author, kind: 'stage', from: current.stage, to: change.to, ...said },
      };
    }
    case 'assignee': {
      if (change.to === current.assignee) return undefined;
      return { update: { ...base, assignee: change.to }, event: { ...author, kind: 'assignee', from: current.assignee, to: change.to } };
    }
    case 'followUp': {
      if (change.to !== null && !DAY.test(change.to)) throw new PipelineInputError('badDate');
      if (change.to === current.followUp) return undefined;
      return {
        update: { ...base, followUp: change.to, due: isOpenStage(current.stage) ? change.to : null },
        event: { ...author, kind: 'followUp', from: current.followUp, to: change.to },
      };
    }
    case 'note': {
      const text = change.text.trim();
      if (!text) throw new PipelineInputError('emptyNote');
      if (text.length > NOTE_MAX) throw new PipelineInputError('noteTooLong');
      return { update: base, event: { ...author, kind: 'note', text } };
    }
    case 'contact': {
      // Staff answered "Agora não": the tap is still a contact worth keeping, but the lead stays where it
      // is and is not counted as contacted (firstContactAt feeds the time-to-first-contact figure).
      if (change.markContacted === false) return { update: base, event: { ...author, kind: 'contact', text: change.channel } };
      // One entry says both what was done and the move it caused: the rules allow one entry per write.
      if (current.stage === 'novo') {
        return {
          update: { ...base, ...stageFields('em_contato') },
          event: { ...author, kind: 'contact', text: change.channel, from: 'novo', to: 'em_contato' },
        };
      }
      return {
        update: { ...base, ...(current.firstContactAt == null ? { firstContactAt: now } : {}) },
        event: { ...author, kind: 'contact', text: change.channel },
      };
    }
  }
}
