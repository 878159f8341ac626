import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, FieldPath, type Firestore, getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ensureFormLead, ensureNewsletterLead, JUDGED, leadRef } from '../functions/src/create-lead';
import { NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID } from '../src/domain/lead';
import type { FormRegistry } from '../src/forms/core/registry';
import { readRegistry } from './lib/read-forms';

/*
 * Gives every lead stored before summaries existed its `leads/` summary, as the function now writes
 * them (functions/src/create-lead.ts): the judged submissions of every form (accepted, rejected and
 * spam) and the newsletter signups. A lead that has a summary is left alone, so running it twice, or
 * while the site takes new leads, changes nothing staff did.
 * Usage: npm run leads:backfill -- --project <project-id>
 * Against a real project it uses Application Default Credentials (gcloud auth application-default login);
 * with FIRESTORE_EMULATOR_HOST set it talks to the emulator.
 */

/** Documents read per page, and summaries written at once. */
const PAGE = 200;
const PARALLEL = 8;

export interface BackfillCount {
  collection: string;
  scanned: number;
  created: number;
}

interface Source {
  collection: string;
  formId: string;
  /** Whether a document is a lead that should have a summary. */
  isLead: (doc: QueryDocumentSnapshot) => boolean;
  /** Writes its summary unless it has one (checked again in a transaction); true when it wrote one. */
  ensure: (ref: DocumentReference) => Promise<boolean>;
}

/**
 * Reads the whole collection in document-id order (no index needed, whatever the project has) and
 * gives each lead without a summary its summary.
 */
async function backfill(db: Firestore, source: Source, count: BackfillCount): Promise<void> {
  const query = db.collection(source.collection).orderBy(FieldPath.documentId());
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(PAGE).get();
    if (page.empty) return;
    const leads = page.docs.filter(source.isLead);
    count.scanned += leads.length;
    // One read for the page's summaries; only the missing ones cost a transaction.
    const summaries = leads.length ? await db.getAll(...leads.map((doc) => leadRef(db, source.formId, doc.id))) : [];
    const missing = leads.filter((_, i) => !summaries[i].exists);
    for (let at = 0; at < missing.length; at += PARALLEL) {
      const written = await Promise.all(missing.slice(at, at + PARALLEL).map((doc) => source.ensure(doc.ref)));
      count.created += written.filter(Boolean).length;
    }
    if (page.size < PAGE) return;
    after = page.docs[page.docs.length - 1];
  }
}

/** Backfills every form collection of `registry` and the newsletter; `report` hears of each collection when done. */
export async function backfillLeads(db: Firestore, registry: FormRegistry, report?: (count: BackfillCount) => void): Promise<BackfillCount[]> {
  const sources: Source[] = [
    ...registry.forms.map(
      (def): Source => ({
        collection: def.form.collection,
        formId: def.id,
        // A submission still 'new' is its trigger's (or the sweep's) to judge and summarize.
        isLead: (doc) => JUDGED.includes(doc.get('status')),
        ensure: (ref) => ensureFormLead(db, def, ref),
      }),
    ),
    { collection: NEWSLETTER_COLLECTION, formId: NEWSLETTER_FORM_ID, isLead: () => true, ensure: (ref) => ensureNewsletterLead(db, ref) },
  ];
  const counts: BackfillCount[] = [];
  for (const source of sources) {
    const count = { collection: source.collection, scanned: 0, created: 0 };
    await backfill(db, source, count);
    counts.push(count);
    report?.(count);
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const projectIndex = args.indexOf('--project');
  const projectId = projectIndex >= 0 ? args[projectIndex + 1] : process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error('Usage: npm run leads:backfill -- --project <project-id>');
    process.exit(1);
  }
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));
  console.log(`Writing the missing lead summaries in ${projectId}${process.env.FIRESTORE_EMULATOR_HOST ? ' (emulator)' : ''}…`);
  const counts = await backfillLeads(db, readRegistry(), (c) => console.log(`  ${c.collection.padEnd(40)} ${String(c.scanned).padStart(6)} leads, ${c.created} summaries written`));
  const created = counts.reduce((sum, c) => sum + c.created, 0);
  console.log(`Done: ${created} summaries written; every other lead already had one.`);
}
