import { expect, test } from '@playwright/test';
import { leadId, LEADS } from '../../src/domain/lead';
import { adminDb, waitForDoc, waitForQuery } from '../support/admin';
import { CONTACT, sendContact, unique, VIEWPORT } from './support/booking-visitor';
import { guardConsole } from './support/console-guard';

/*
 * Issue 41, end to end on a phone: a visit that lands through a tagged link (a campaign's Instagram
 * post), browses two other pages and sends the contact form: its lead keeps the first touch, not the
 * last page. The channel table, the bounds and the hostile values are the unit and function suites'.
 */
guardConsole(test);
test.use({ viewport: VIEWPORT, hasTouch: true });

test('a lead sent after browsing keeps where the visit first came from', async ({ page }) => {
  const email = `origem.${unique()}@example.com`;
  await page.goto('/clonagem-voz?utm_source=instagram&utm_medium=social&utm_campaign=natal-2026');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Kept once the page is up, in the tab's session (no cookie).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('movaly.firstTouch'))).toContain('utm_campaign=natal-2026');
  await page.goto('/pagamentos');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await sendContact(page, email);

  const [submission] = await waitForQuery(CONTACT.form.collection, 'email', email);
  const lead = await waitForDoc(`${LEADS}/${leadId(CONTACT.id, submission.id)}`, (d) => d.source !== undefined);
  expect(lead.source).toEqual({ channel: 'instagram', utm: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'natal-2026' }, referrer: null, landing: '/clonagem-voz' });
  expect((await adminDb().collection(CONTACT.form.collection).doc(submission.id).get()).get('lead_source')).toContain('landing=%2Fclonagem-voz');
});
