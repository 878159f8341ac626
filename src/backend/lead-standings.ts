import * as lite from 'firebase/firestore/lite';
import { HISTORY, LEADS, type Lead, leadId } from '../domain/lead';
import { firestore as liteDb } from './firebase';
import { toDate } from './timestamps';
import { tracked } from './staff-listeners';

/*
 * Where each exported submission stands in the pipeline, for the CSV (issue 29): its lead summary's
 * stage, assignee and follow-up, its outcome (the deal value of a won lead, the reason of a lost one),
 * and the text of its last note (notes live only in the history).
 * Firestore Lite, like the export's own pages (./submission-reads.ts), for the same reason: one-off
 * reads of hundreds of documents without the full SDK's watch stream on the main thread.
 */

/** A lead's pipeline fields as the CSV needs them; `assignee` is a uid, named by the caller. */
export type LeadStanding = Pick<Lead, 'stage' | 'assignee' | 'followUp' | 'wonValue' | 'lostReason'> & { lastNote: string | null };

/** Firestore's limit on an `in` filter. */
const IN_LIMIT = 30;
/** Leads whose notes are asked for at once: a page of 500 stays a steady stream, not 500 requests in one burst. */
const NOTE_READS_AT_ONCE = 20;

/** The text of the newest note among a lead's notes, or null. */
export function newestNote(notes: { at: unknown; text: unknown }[]): string | null {
  let best: { at: number; text: string } | undefined;
  for (const note of notes) {
    const at = toDate(note.at)?.getTime() ?? 0;
    if (typeof note.text === 'string' && (!best || at > best.at)) best = { at, text: note.text };
  }
  return best?.text ?? null;
}

/**
 * Only the notes are read, without an order: `kind ==` alone needs no composite index, and a lead
 * holds few notes. `orderBy('at')` beside it would need one (and a deploy) for a single column.
 */
async function lastNoteOf(id: string): Promise<string | null> {
  const { docs } = await tracked(() => lite.getDocs(lite.query(lite.collection(liteDb(), LEADS, id, HISTORY), lite.where('kind', '==', 'note'))));
  return newestNote(docs.map((d) => ({ at: d.get('at'), text: d.get('text') })));
}

/**
 * The standing of the submissions `docIds` of form `formId`, by submission id. A submission without a
 * summary (the function has not written it yet) is absent. Notes are read only for leads staff have
 * changed (`updatedBy` set): a note is a staff change, so an untouched lead has none and costs no read.
 */
export async function fetchLeadStandings(formId: string, docIds: string[]): Promise<Map<string, LeadStanding>> {
  const ids = [...new Set(docIds)].map((docId) => leadId(formId, docId));
  const chunks: string[][] = [];
  for (let at = 0; at < ids.length; at += IN_LIMIT) chunks.push(ids.slice(at, at + IN_LIMIT));
  const read = await Promise.all(
    chunks.map((chunk) => tracked(() => lite.getDocs(lite.query(lite.collection(liteDb(), LEADS), lite.where(lite.documentId(), 'in', chunk))))),
  );
  const summaries = read.flatMap((snap) => snap.docs);
  const standings = new Map<string, LeadStanding>();
  const touched: { docId: string; id: string }[] = [];
  for (const d of summaries) {
    const docId = String(d.get('docId'));
    const value = d.get('wonValue');
    const reason = d.get('lostReason');
    standings.set(docId, {
      stage: d.get('stage'),
      assignee: d.get('assignee') ?? null,
      followUp: d.get('followUp') ?? null,
      wonValue: typeof value === 'number' ? value : null,
      lostReason: typeof reason === 'string' ? reason : null,
      lastNote: null,
    });
    if (d.get('updatedBy')) touched.push({ docId, id: d.id });
  }
  for (let at = 0; at < touched.length; at += NOTE_READS_AT_ONCE) {
    const batch = touched.slice(at, at + NOTE_READS_AT_ONCE);
    const notes = await Promise.all(batch.map(({ id }) => lastNoteOf(id)));
    batch.forEach(({ docId }, i) => {
      standings.get(docId)!.lastNote = notes[i];
    });
  }
  return standings;
}
