import { contactRanks, type PersonLead } from '../domain/person-group';
import { personDocLeads, personIndexKeys } from '../domain/person-index';
import { inboxReads } from './inbox';
import { readPeople } from './person-leads';

/*
 * The inbox's "2º contato" marks (issue 29): which contact of their person each row of a page is.
 *
 * Cost (issue 39): the documents of the people index (src/domain/person-index.ts) for the rows'
 * e-mails and phones, read by id, in parallel, after the rows are shown (the marks never hold the first
 * paint back): at most two reads a row, whatever the number of leads. A row's rank is derived from
 * what they list, so a deletion or a spam rescue is reflected once the function has moved its entry.
 */

/** Each row's rank among its person's leads, by id; a row whose person's document stopped listing (capped) is left out. */
export async function loadContactRanks(rows: readonly PersonLead[]): Promise<Map<string, number>> {
  const keys = [...new Set(rows.flatMap(personIndexKeys))];
  const people = await readPeople(keys);
  inboxReads.documents += keys.length;
  const capped = new Set(keys.filter((key) => people.get(key)?.capped === true));
  const ranks = contactRanks(
    rows,
    keys.flatMap((key) => personDocLeads(key, people.get(key))),
  );
  for (const row of rows) if (personIndexKeys(row).some((key) => capped.has(key))) ranks.delete(row.id);
  return ranks;
}
