import { beforeAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { adminDb, waitForDoc } from '../support/admin';
import { smtp, waitForMail } from '../support/mailbox';
import { storedExample } from '../support/stored-lead';

/*
 * Every form folder under schemas/ that has a page of its own, as its deployed trigger meets it: the
 * form's example, stored as the browser stores it, is judged valid and e-mailed to the studio under
 * the form's own subject, with the visitor's address to reply to. A new folder is covered with no new
 * test. (Moved down from the browser suite's every-form.spec, issue 36: what the browser stores for
 * each form is the runner's component test, src/forms/runner/every-form.test.tsx.)
 */
const forms = readRegistry().forms.filter((f) => f.form.route);

beforeAll(async () => {
  await smtp('up');
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

describe('every form with a page', () => {
  it('has its example judged valid and e-mailed under its own subject, with a reply-to the visitor', async () => {
    const stamp = Date.now();
    const sent = await Promise.all(
      forms.map(async (def) => {
        const email = `${def.id}.${stamp}@example.com`;
        const ref = await adminDb().collection(def.form.collection).add(storedExample(def, { [def.form.lead.email!]: email }));
        return { def, email, ref };
      }),
    );
    const mail = await waitForMail((all) => sent.every(({ email }) => all.some((m) => m.replyTo === email)), 60_000);
    for (const { def, email, ref } of sent) {
      const judged = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
      expect(judged.status, def.id).toBe('accepted');
      const own = mail.filter((m) => m.replyTo === email);
      expect(own, def.id).toHaveLength(1);
      expect(own[0].subject.startsWith(def.form.email.subject), `${def.id}: ${own[0].subject}`).toBe(true);
      expect(own[0].to).toEqual(['contato@movaly.com.br']);
    }
  });
});
