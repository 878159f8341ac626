import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS } from '../../src/domain/lead';
import { adminDb, waitForDoc, waitForQuery } from '../support/admin';
import { FUNNEL_EVENTS, funnelSendId } from '../../src/domain/funnel';
import { VIEWPORT } from './support/booking-visitor';
import { expectAccessible } from './support/accessibility';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillForm } from './support/form-filler';
import { signInAsStaff, unique } from './support/staff';

/*
 * Issue 41 end to end, as a studio runs a campaign: staff make a campaign link to a briefing on
 * "Links de campanha" and download its QR code; a visitor on a phone lands through it, browses two
 * other pages and sends the briefing: the lead keeps the first touch, not the last page. Closed as won
 * with a value, it is counted in "Resultados" under its channel and campaign and in the link's own
 * row. The channel table, the bounds and the hostile values are the unit and function suites'; the
 * link's key, the rules and the page's parts are src/domain/campaign-link.test.ts,
 * tests/rules/campaign-links-rules.test.ts and campaign-links-page.test.tsx.
 */
guardConsole(test);
const voz = readRegistry().forms.find((f) => f.id === 'clonagem_voz')!;
const route = voz.form.route!;

/** Reloads until `check` passes: the counters follow a lead by its trigger, and the pages read them once. */
const afterReloads = (page: Page, check: () => Promise<void>) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000 });

test('a campaign link brings a lead that keeps its first touch, and its won value is counted under the channel, the campaign and the link', async ({ page, browser }) => {
  const campaign = `natal-${unique()}`;
  const email = `origem.${unique()}@example.com`;

  // Staff make the link and its QR code.
  await signInAsStaff(page, '/admin/links-de-campanha');
  await page.getByLabel('Página ou briefing', { exact: true }).selectOption(route);
  await page.getByLabel('Canal', { exact: true }).selectOption('instagram');
  await page.getByLabel('Onde o link vai', { exact: true }).selectOption('qr');
  await page.getByLabel('Campanha', { exact: true }).fill(campaign);
  await page.getByLabel('Conteúdo (opcional)', { exact: true }).fill('Cartaz A3');
  await page.getByRole('button', { name: 'Criar link' }).click();
  await expect(page.getByRole('heading', { name: `Link da campanha ${campaign}` })).toBeFocused();
  const url = await page.getByLabel('Endereço do link', { exact: true }).inputValue();
  expect(url).toBe(`${new URL(page.url()).origin}${route}?utm_source=instagram&utm_medium=qr&utm_campaign=${campaign}&utm_content=cartaz-a3`);
  // The PNG as a printer gets it, drawn from the code on a real canvas.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PNG' }).click();
  const png = await downloading;
  expect(png.suggestedFilename()).toBe(`qr-${campaign}-cartaz-a3.png`);
  expect(readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG');
  const linkRow = page.getByRole('row').filter({ hasText: campaign });
  await expect(linkRow.getByRole('cell').nth(2)).toHaveText('0');
  await expectAccessible(page);

  // The visitor, on a phone of their own: in through the printed code, two other pages, then the briefing.
  const phone = await browser.newContext({ viewport: VIEWPORT, hasTouch: true });
  const visitor = await phone.newPage();
  await visitor.goto(url);
  await expect(visitor.locator('html')).toHaveAttribute('data-app', 'ready');
  // Kept once the page is up, in the tab's session (no cookie).
  await expect.poll(() => visitor.evaluate(() => sessionStorage.getItem('movaly.firstTouch'))).toContain(`utm_campaign=${campaign}`);
  for (const other of ['/pagamentos', '/clonagem-voz', route]) {
    await visitor.goto(other);
    await expect(visitor.locator('html')).toHaveAttribute('data-app', 'ready');
  }
  await fillForm(visitor, voz, { ...voz.example, email });
  await visitor.getByRole('button', { name: voz.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(visitor, voz);
  await expect(visitor.getByRole('heading', { level: 1, name: voz.form.texts.screenTitle })).toBeVisible();
  await phone.close();

  const [summary] = await waitForQuery(LEADS, 'email', email);
  expect(summary.get('source')).toEqual({
    channel: 'instagram',
    utm: { utm_source: 'instagram', utm_medium: 'qr', utm_campaign: campaign, utm_content: 'cartaz-a3' },
    referrer: null,
    landing: route,
  });
  // The funnel can be split by channel: every document of the visit names it, the send's included.
  const send = await waitForDoc(`${FUNNEL_EVENTS}/${funnelSendId(voz.id, summary.get('docId'))}`, () => true);
  expect(send.channel).toBe('instagram');
  await expect.poll(async () => (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', send.visit).get()).docs.map((d) => d.get('channel')), { timeout: 30_000 }).toEqual(
    expect.arrayContaining(['instagram', 'instagram']),
  );
  expect(new Set((await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', send.visit).get()).docs.map((d) => d.get('channel')))).toEqual(new Set(['instagram']));

  // Staff read where it came from, and close it as won.
  await page.goto(`/admin/leads/${voz.id}/${summary.get('docId')}`);
  await expect(page.getByText(`Instagram · campanha ${campaign} · mídia QR code impresso · conteúdo cartaz-a3 · entrou por ${route}`, { exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'Etapa' }).getByRole('button', { name: 'Fechado' }).click();
  const won = page.getByRole('dialog', { name: 'Mover para Fechado' });
  await won.getByLabel('Valor do negócio (R$, opcional)').fill('1.500,00');
  await won.getByRole('button', { name: 'Marcar como fechado' }).click();
  await waitForDoc(summary.ref.path, (d) => d.stage === 'fechado');

  // "Resultados": under its campaign (its own row) and its channel.
  await page.goto('/admin');
  const byCampaign = page.getByRole('table', { name: 'Resultados por campanha nos 6 meses: recebidos, fechados, conversão e valor' });
  await afterReloads(page, async () => {
    await expect(byCampaign.getByRole('row').filter({ hasText: campaign }).getByRole('cell')).toHaveText([campaign, '1', '1', '100%', /^R\$\s1\.500,00$/]);
  });
  await expect(page.getByRole('table', { name: 'Resultados por origem nos 6 meses: recebidos, fechados, conversão e valor' }).getByRole('row').filter({ hasText: 'Instagram' })).toBeVisible();

  // The link's row: one lead, won, and its value.
  await page.goto('/admin/links-de-campanha');
  await afterReloads(page, async () => {
    await expect(linkRow.getByRole('cell').nth(2)).toHaveText('1');
    await expect(linkRow.getByRole('cell').nth(3)).toHaveText('1');
    await expect(linkRow.getByRole('cell').nth(4)).toHaveText(/^R\$\s1\.500,00$/);
  });
});
