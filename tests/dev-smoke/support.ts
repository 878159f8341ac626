import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId } from '../../src/domain/lead';
import { LEAD_COUNTED } from '../../src/domain/lead-stats';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';

/** What the console and the page said, with the address it was said on; `allow` exempts one expected text. */
export function listen(page: Page): { problems: string[]; allow: (text: string) => void } {
  const problems: string[] = [];
  const allowed = new Set<string>();
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (error) => problems.push(`${where()}  uncaught ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning' && type !== 'assert') return;
    if (allowed.has(message.text())) return;
    const { url, lineNumber } = message.location();
    const at = url ? `  (${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber})` : '';
    problems.push(`${where()}  console.${type}: ${message.text()}${at}`);
  });
  return { problems, allow: (text) => allowed.add(text) };
}

/**
 * The bound on the staff room's first page on the dev server, which transforms its modules on their
 * first request while the browser and function suites load both cores: a clean-clone run's gate took
 * past 30 s to send that page to /login. A bound on a stuck page, not a pace.
 */
export const COLD_STAFF_ROOM = 120_000;

export const contactForm = readRegistry().forms.find((f) => f.id === 'contato')!;

/**
 * A contact-form lead stored as already judged and e-mailed, once the trigger has written its inbox
 * summary and the counters' trigger has counted it (the glance draws its chart from those). It sends
 * nothing, so this lane adds no mail to the sink the functions suite counts beside it; the browser
 * suite keeps the functions emulator busy, hence the long wait. Returns the document's id.
 *
 * Its phone is its own: with the example's, every contact another spec sent moved this lead's last
 * activity (the person's other leads, functions/src/person-activity.ts), and a tap on the page between
 * that write and the page's next snapshot had its first commit refused, which the browser logs.
 */
export async function storeJudgedContact(answers: { nome: string; email: string }): Promise<string> {
  const digits = String(Date.now()).slice(-8);
  const telefone = `(31) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
  const ref = await adminDb()
    .collection(contactForm.form.collection)
    .add({
      ...toStoredAnswers(contactForm, { ...contactForm.example, telefone, ...answers }),
      ...submissionMeta(contactForm, 'pt'),
      status: 'accepted',
      delivery: { state: 'sent' },
      createdAt: FieldValue.serverTimestamp(),
    });
  await waitForDoc(`${LEADS}/${leadId(contactForm.id, ref.id)}`, (d) => d.stage === 'novo', 120_000);
  await waitForDoc(`${LEAD_COUNTED}/${leadId(contactForm.id, ref.id)}`, () => true, 120_000);
  return ref.id;
}
