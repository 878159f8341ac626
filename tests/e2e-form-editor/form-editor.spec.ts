import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { onTop } from '../support/on-top';
import { signInAsStaff } from '../e2e/support/staff';

/*
 * The visual editor's journey (issues 20 and 28), under one `npm start` in a scratch copy
 * (scripts/prove-form-editor.ts): the podcast form built from menus only (a condition on two options of
 * a single choice, a multiple choice with "Outro", a number from 1 to 30, Spanish and English texts),
 * both branches seen in the preview, saved; forms:check passes on the files; the form's own page stores
 * a lead whose e-mail arrives, with no restart. Issue 36 moved the rest below the browser, each a page
 * load of the dev server less: a label changed by hand read back and "Publicar"'s commit
 * (scripts/lib/form-editor-endpoints.test.ts, the endpoints on a repository of their own;
 * publish-form.test.ts, form-editor-publish.test.tsx), a version 2 with renames and old leads read with
 * today's labels (form-editor-versions.test.ts, form-editor-renames-dialog.test.tsx, old-leads.test.ts).
 */
const COPY = process.env.FORM_EDITOR_COPY ?? resolve(import.meta.dirname, '../..');

const panel = (page: Page) => page.locator('section[aria-labelledby="editor-panel-title"]');
const preview = (page: Page) => page.getByTestId('editor-preview');

async function addQuestion(page: Page, kind: string, name: string, title: string): Promise<Locator> {
  await page.getByLabel('Tipo da nova pergunta').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  const p = panel(page);
  await p.getByLabel('Nome guardado').fill(name);
  await p.getByRole('button', { name: 'Renomear' }).click();
  await expect(page.getByRole('button', { name: `Editar ${name}` })).toBeVisible();
  await p.getByLabel('Pergunta (português)').fill(title);
  return p;
}

async function setOptions(p: Locator, labels: string[]): Promise<void> {
  for (const label of labels) {
    await p.getByLabel('Nova opção').fill(label);
    await p.getByRole('button', { name: 'Adicionar opção' }).click();
  }
  await p.getByRole('button', { name: 'Apagar a opção Opção 1' }).click();
}

test('a form built in the visual editor works on the site under the same npm start', async ({ page }) => {
  // The dev server's console stays silent: no React warning, no error, while the editor is used.
  const said: string[] = [];
  page.on('pageerror', (error) => said.push(`uncaught ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning', 'assert'].includes(message.type())) said.push(`${new URL(page.url()).pathname} console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  // The staff room's first load on the dev server (its gate, then the login page) once took past 60 s at
  // the proof's low priority: bounded like the first preview below.
  await signInAsStaff(page, '/admin/editor', { firstLoad: 180_000 });
  // A form of the site first: the dev server meets the preview's modules (and may reload once for them:
  // without this, the reload once came after the new form below was made, and took it away).
  // Its first transform of the form engine, at the low priority the proof runs at beside the other
  // suites, once took past the 60 s every other step is given: bounded like the save below.
  await page.getByLabel('Abrir um formulário').selectOption('contato');
  await expect(preview(page).getByRole('heading', { name: 'Mensagem de contato' })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText('Nenhum problema.')).toBeVisible({ timeout: 180_000 });
  await page.goto('/admin/editor');
  await page.getByLabel('Nome da pasta do novo formulário').fill('podcast');
  await page.getByRole('button', { name: 'Criar a partir do modelo' }).click();
  await expect(page.getByText('Editando schemas/podcast (novo, ainda não salvo)')).toBeVisible();
  // Opening another form would drop this one, never saved: asked first, and cancelling keeps it.
  await page.getByLabel('Abrir um formulário').selectOption('contato');
  const leave = page.getByRole('alertdialog', { name: 'Descartar as mudanças não salvas?' });
  await expect(leave).toContainText('schemas/podcast');
  await leave.getByRole('button', { name: 'Cancelar' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByText('Editando schemas/podcast (novo, ainda não salvo)')).toBeVisible();

  let p = await addQuestion(page, 'Escolha única', 'formato', 'Qual é o formato do podcast?');
  await p.getByText('Obrigatória').click();
  // The editor writes the empty answer's message from the question's words (issue 38); a person may reword it.
  await expect(p.getByLabel('Mensagem quando vazio (português)')).toHaveValue('Escolha uma opção: Qual é o formato do podcast?');
  await p.getByLabel('Mensagem quando vazio (português)').fill('Escolha um formato');
  await setOptions(p, ['Entrevista', 'Solo', 'Mesa redonda']);

  p = await addQuestion(page, 'Texto curto', 'convidado', 'Quem é o convidado?');
  await p.getByText('Obrigatória').click();
  await p.getByLabel('Mensagem quando vazio (português)').fill('Conte quem é o convidado');
  await p.getByLabel('Mostrar esta pergunta').selectOption({ label: 'só quando "Qual é o formato do podcast?" tiver' });
  await p.getByText('Entrevista', { exact: true }).click();
  await p.getByText('Mesa redonda', { exact: true }).click();

  p = await addQuestion(page, 'Várias escolhas', 'plataformas', 'Onde o podcast vai estar?');
  await setOptions(p, ['Spotify', 'YouTube']);
  await p.getByText('Com a opção "Outro"').click();
  await expect(page.getByRole('button', { name: 'Editar plataformasOutro' })).toBeVisible();

  p = await addQuestion(page, 'Número', 'episodios', 'Quantos episódios?');
  await p.getByLabel('Menor número').fill('1');
  await p.getByLabel('Maior número').fill('30');
  await expect(p.getByLabel('Mensagem fora do intervalo (português)')).toHaveValue('Informe um número entre 1 e 30.');

  // The form's own fields: an address a site page has is named at once; the send button's text joins the table.
  const settings = page.locator('section[aria-labelledby="editor-form-panel-title"]');
  await settings.getByLabel('Endereço da página').fill('/clone-digital');
  await expect(settings).toContainText('O endereço /clone-digital já é uma página do site (/clone-digital)');
  await settings.getByLabel('Endereço da página').fill('/briefing/podcast');
  await expect(settings.getByText(/já é uma página do site/)).toHaveCount(0);
  await settings.getByLabel('Texto do botão de enviar (português)').fill('Enviar o briefing do podcast');

  // Every translation the table highlights, filled in.
  await expect(page.getByText(/traduç(ão|ões) faltando \(destacada/)).toBeVisible();
  await fillMissingTranslations(page);
  await expect(page.getByText('Nenhuma tradução faltando.')).toBeVisible();
  await expect(page.getByText('Nenhum problema.')).toBeVisible();
  await expect(page.getByText(/^\d+ problemas?$/)).toHaveCount(0);

  // Both branches in the preview, in Portuguese and in English, at phone width.
  const form = preview(page);
  await form.getByLabel('Entrevista').check();
  await expect(form.getByLabel(/^Quem é o convidado\?/)).toBeVisible();
  await form.getByLabel('Solo').check();
  await expect(form.getByLabel(/^Quem é o convidado\?/)).toBeHidden();
  await page.getByRole('group', { name: 'Largura da prévia' }).getByRole('button', { name: 'Celular' }).click();
  expect((await form.boundingBox())!.width).toBeLessThanOrEqual(390);
  await form.getByRole('group', { name: 'Idioma da prévia' }).getByRole('button', { name: 'English' }).click();
  // The translations were typed as "EN <the row's name>": rows are named by the question and option as read.
  await form.getByLabel('EN Qual é o formato do podcast? · opção “Mesa redonda”').check();
  await expect(form.getByLabel(/^EN Quem é o convidado\? · pergunta/)).toBeVisible();

  // Scrolled down to the texts, the save bar and the preview's buttons stay below the site's header,
  // where a click lands on them (they once slid under it).
  await page.locator('#editor-texts-title').scrollIntoViewIfNeeded();
  for (const button of [page.getByRole('button', { name: 'Salvar e verificar' }), page.getByRole('button', { name: 'Computador' })]) await expect.poll(() => onTop(button)).toBe(true);
  // At the very end of the page too, over the footer (the bar's box once ended above it, issue 38).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => onTop(page.getByRole('button', { name: 'Salvar e verificar' }))).toBe(true);
  await page.getByRole('button', { name: 'Salvar e verificar' }).click();
  await expect(page.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeVisible({ timeout: 180_000 });
  expect(said).toEqual([]);

  // The form's own page, under the same npm start: a lead stored and e-mailed. npm start's watcher
  // rebuilds the functions and the emulator reloads them (a few seconds): a lead stored before the
  // new form's trigger exists would wait for the sweep, so the test waits for the emulator to say so.
  await functionsFollowed();
  await page.goto('/briefing/podcast');
  await page.getByLabel(/^Nome completo/).fill('Ana Souza');
  await page.getByLabel(/^E-mail/).fill('ana.podcast@example.com');
  await page.getByLabel(/^WhatsApp/).fill('(11) 98765-4321');
  await page.getByLabel('Mesa redonda').check();
  await page.getByLabel(/^Quem é o convidado\?/).fill('Bruno Lima');
  await page.getByLabel('Spotify').check();
  await page.getByLabel(/^Quantos episódios\?/).fill('12');
  // The send button says what the editor wrote.
  await page.getByRole('button', { name: 'Enviar o briefing do podcast' }).click();
  await expect(page.getByText('Briefing enviado com sucesso!').first()).toBeVisible();
  const mail = await waitForMail((all) => all.some((m) => m.subject.includes('Novo briefing: podcast')), 120_000);
  expect(mail.find((m) => m.subject.includes('Novo briefing: podcast'))!.text).toContain('Bruno Lima');

  expect(said).toEqual([]);
});

/** How often the Functions emulator has loaded a bundle with the podcast form's trigger (npm start's watcher rebuilds it). */
const podcastLoads = () =>
  readFileSync(resolve(COPY, '.data/logs/emulators.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('Loaded functions definitions') && line.includes('submission.podcast')).length;

/**
 * Waits until the emulator has loaded the podcast form's trigger. The watcher rebuilds once per save,
 * after all of it (the folder's files and what forms:generate made of them: scripts/lib/editor-writing.ts),
 * so the first load with the form is the one its leads meet.
 */
async function functionsFollowed(): Promise<void> {
  await expect.poll(podcastLoads, { timeout: 120_000, intervals: [250] }).toBeGreaterThan(0);
}

/** Fills every translation the table highlights as missing, as "ES/EN <the row's name>", and confirms those to review. */
async function fillMissingTranslations(page: Page): Promise<void> {
  const missing = page.locator('#editor-texts-title ~ div input[aria-invalid="true"]');
  while ((await missing.count()) > 0) {
    const cell = missing.first();
    const label = (await cell.getAttribute('aria-label')) ?? '';
    await cell.fill(`${label.endsWith('English') ? 'EN' : 'ES'} ${label.replace(/ em (Español|English)$/, '')}`);
  }
  const confirm = page.getByRole('button', { name: 'Confirmar tradução' });
  while ((await confirm.count()) > 0) await confirm.first().click();
}
