import { type SlotRefusal, SLOT_REFUSALS } from '../../../src/domain/booking/check-slot';
import { pickStaff } from '../../../src/domain/booking/slots';

/*
 * Two small decisions of bookCall, pure: in which order the staff members free at a start are tried
 * (round-robin by load, pickStaff's rule, then the next when a colleague's slot was taken meanwhile),
 * and which refusal to tell when nobody is free at it.
 */

/** `candidates` in the order pickStaff would give them the call one after another. */
export function roundRobinOrder(candidates: readonly string[], load: Readonly<Record<string, number>>): string[] {
  const left = [...candidates];
  const order: string[] = [];
  for (let next = pickStaff(left, load); next !== undefined; next = pickStaff(left, load)) {
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return order;
}

/**
 * The refusal that says most of a start nobody is free at: the one checked last (checkSlot checks in
 * SLOT_REFUSALS order), so a start inside one member's hours that is taken says 'taken', not the
 * 'outsideHours' of a colleague who does not work then.
 */
export const mostTellingRefusal = (reasons: readonly SlotRefusal[]): SlotRefusal =>
  reasons.reduce((best, reason) => (SLOT_REFUSALS.indexOf(reason) > SLOT_REFUSALS.indexOf(best) ? reason : best), reasons[0] ?? 'outsideHours');
