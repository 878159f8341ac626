import { batchedValues, contactRanks, personValues, type PersonLead } from '../domain/person-group';
import { inboxReads } from './inbox';
import { readPersonLeads } from './person-leads';

/*
 * The inbox's "2º contato" marks (issue 29): which contact of their person each row of a page is.
 *
 * Cost: not a query per row. The page's e-mails go into `emailKey in [...]` queries and its phones
 * (both spellings) into `phoneDigits in [...]`, 30 values to a query: a page of 25 rows is 1 query by
 * e-mail and at most 2 by phone, read in parallel after the rows are shown (the marks never hold the
 * first paint back). Each reads the leads of those persons, the rows themselves included: about one
 * document per row, plus each returning person's other leads. Nothing is stored: a rank is derived
 * from what these queries answer, so a deletion or a spam rescue is reflected on the next load.
 */

/** The most leads one query of the marks reads: past it, the rows it was asked for get no mark rather than a wrong one. */
const MARKS_READ_CAP = 500;

/** Each row's rank among its person's leads, by id; a row whose person could not be read whole is left out. */
export async function loadContactRanks(rows: readonly PersonLead[]): Promise<Map<string, number>> {
  const { emails, phones } = batchedValues(rows);
  const asked = [...emails.map((values) => ['emailKey', values] as const), ...phones.map((values) => ['phoneDigits', values] as const)];
  const answers = await Promise.all(asked.map(([field, values]) => readPersonLeads(field, values, MARKS_READ_CAP)));
  const uncertain = new Set<string>();
  answers.forEach((answer, i) => {
    inboxReads.documents += answer.leads.length;
    if (answer.capped) asked[i][1].forEach((value) => uncertain.add(value));
  });
  const ranks = contactRanks(
    rows,
    answers.flatMap((answer) => answer.leads),
  );
  for (const row of rows) {
    const { emails: e, phones: p } = personValues(row);
    if ([...e, ...p].some((value) => uncertain.has(value))) ranks.delete(row.id);
  }
  return ranks;
}
