import { expect, it } from 'vitest';
import { matchesText, searchIndex, searchPlan } from './lead';

/*
 * A lead found from the middle of its e-mail, across the @ (moved down from the browser's
 * tests/e2e/staff-inbox.spec.ts, issue 36): the summary stores the pieces and the folded text the
 * inbox's search asks for, as the function writes them.
 */
const lead = searchIndex({ name: 'Marília Quintão abcdefgh Brandão', email: 'mq.abcdefgh@estudio-exemplo.com.br' });

/** Whether a search finds the lead: every piece it asks Firestore for is stored, and its text holds the search. */
const finds = (query: string) => {
  const plan = searchPlan(query)!;
  return plan.candidates.every((piece) => lead.pieces[piece] === true) && matchesText(lead.text, plan.folded);
};

it('finds a lead by a piece of its e-mail across the @, and by a piece of the middle of its name in capitals without accents', () => {
  expect(finds('defgh@estudio-exem')).toBe(true);
  expect(finds('INTAO ABCDEF')).toBe(true);
  // Nor does any piece of the search do: the whole of it, in that order.
  expect(finds('defgh@nada')).toBe(false);
  expect(finds('estudio-exem@defgh')).toBe(false);
});
