/*
 * Which of a search's 3-character pieces a broad search pages along (issue 39): the one fewest leads
 * are likely to hold, so that the leads read along it are mostly matches. Firestore keeps no count of
 * a piece's holders (counting one took the emulator 0.3-0.7 s at 20,000 leads), so this is a planner's
 * estimate: each character weighs by how rare it is in what the function indexes (Brazilian names,
 * e-mails, companies, phones, folded), and the piece of the rarest characters wins. A wrong guess costs
 * reads within the page's bound, never a wrong row: every lead read is checked against the search.
 */

/** The folded characters of names, e-mails and companies, most common first; any other counts as rarest. */
const COMMON_FIRST = 'aeosri nlmtcudp.@0123456789gbvhfzqjxkwy';

const weight = (char: string) => {
  const at = COMMON_FIRST.indexOf(char);
  return at === -1 ? COMMON_FIRST.length : at;
};

/** The piece of `pieces` with the rarest characters (the first of equals); undefined when there is none. */
export function rarestPiece(pieces: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestWeight = -1;
  for (const piece of pieces) {
    const sum = [...piece].reduce((total, char) => total + weight(char), 0);
    if (sum > bestWeight) [best, bestWeight] = [piece, sum];
  }
  return best;
}
