import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { signInAsStaff } from '../e2e/support/staff';

/*
 * Issue 20's test, under one `npm start` in a scratch copy (scripts/prove-form-editor.ts): the podcast
 * form built in the visual editor from menus only (a condition on two options of a single choice, a
 * multiple choice with "Outro", a number from 1 to 30, Spanish and English texts), both branches seen
 * in the preview, saved; forms:check passes on the files; the form's own page stores a lead whose
 * e-mail arrives, with no restart; a label changed by hand in the file shows in the editor, which
 * writes the hand-edited files back unchanged; an option removed from the saved form is declared
 * in version 2's renames, as the editor asks; and "Publicar" says the copy is no git checkout.
 */
const COPY = process.env.FORM_EDITOR_COPY ?? resolve(import.meta.dirname, '../..');
const FOLDER = resolve(COPY, 'schemas/podcast');

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
  await signInAsStaff(page, '/admin/editor');
  // A form of the site first: the dev server meets the preview's modules (and may reload once for them).
  await page.getByLabel('Abrir um formulário').selectOption('contato');
  await expect(preview(page).getByRole('heading', { name: 'Mensagem de contato' })).toBeVisible();
  await expect(page.getByText('Nenhum problema.')).toBeVisible();
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
  // The check's finding shows beside the question: a required question needs its message.
  await expect(p.getByRole('region', { name: 'O que a verificação diz desta pergunta' })).toContainText('não tem mensagem');
  await p.getByLabel('Mensagem de erro (português)').fill('Escolha um formato');
  await setOptions(p, ['Entrevista', 'Solo', 'Mesa redonda']);

  p = await addQuestion(page, 'Texto curto', 'convidado', 'Quem é o convidado?');
  await p.getByText('Obrigatória').click();
  await p.getByLabel('Mensagem de erro (português)').fill('Conte quem é o convidado');
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

  // The form's own fields: an address a site page has is named at once; the send button's text joins the table.
  const settings = page.locator('section[aria-labelledby="editor-form-panel-title"]');
  await settings.getByLabel('Endereço da página').fill('/clone-digital');
  await expect(settings).toContainText('O endereço /clone-digital já é uma página do site (/clone-digital)');
  await settings.getByLabel('Endereço da página').fill('/briefing/podcast');
  await expect(settings.getByText(/já é uma página do site/)).toHaveCount(0);
  await settings.getByLabel('Texto do botão de enviar (português)').fill('Enviar o briefing do podcast');

  // Every translation the table highlights, filled in.
  const missing = page.locator('#editor-texts-title ~ div input[aria-invalid="true"]');
  await expect(page.getByText(/traduç(ão|ões) faltando \(destacada/)).toBeVisible();
  while ((await missing.count()) > 0) {
    const cell = missing.first();
    const label = (await cell.getAttribute('aria-label')) ?? '';
    await cell.fill(`${label.endsWith('English') ? 'EN' : 'ES'} ${label.replace(/ em (Español|English)$/, '')}`);
  }
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

  await page.getByRole('button', { name: 'Salvar e verificar' }).click();
  await expect(page.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeVisible({ timeout: 180_000 });
  execFileSync(resolve(COPY, 'node_modules/.bin/tsx'), ['scripts/forms-check.ts'], { cwd: COPY, stdio: 'pipe' });
  expect(said).toEqual([]);

  // The form's own page, under the same npm start: a lead stored and e-mailed. npm start's watcher
  // rebuilds the functions and the emulator reloads them (a few seconds): a lead stored before the
  // new form's trigger exists would wait for the sweep, so the test waits for the emulator to say so.
  const emulatorLog = resolve(COPY, '.data/logs/emulators.log');
  // Two reloads: one for the folder's files, one for what forms:generate made of them (its validators).
  const loads = () => readFileSync(emulatorLog, 'utf8').split('\n').filter((line) => line.includes('Loaded functions definitions') && line.includes('submission.podcast')).length;
  await expect.poll(loads, { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
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

  // A label changed by hand in the file: the editor shows it, and writes the files back as they are.
  // Off the site first: the dev server reloads its open pages when a form file changes.
  await page.goto('about:blank');
  const schemaFile = resolve(FOLDER, 'schema.json');
  writeFileSync(schemaFile, readFileSync(schemaFile, 'utf8').replace('"Quantos episódios?"', '"Quantos episódios por temporada?"'));
  const handEdited = ['schema.json', 'ui.json', 'i18n/es.json', 'i18n/en.json', 'example.json', 'form.json'].map((f) => readFileSync(resolve(FOLDER, f), 'utf8'));
  await page.goto('/admin/editor?form=podcast');
  await expect(page.getByRole('button', { name: 'Editar episodios' })).toContainText('Quantos episódios por temporada?');
  await expect(page.getByText('Há mudanças não salvas.')).toBeHidden();
  // The last save's verdict was about the files before the hand edit: it is not shown over the new ones.
  await expect(page.getByText(/^Salvo em schemas\/podcast/)).toBeHidden();
  await page.getByRole('button', { name: 'Salvar e verificar' }).click();
  await expect(page.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeVisible({ timeout: 180_000 });
  expect(['schema.json', 'ui.json', 'i18n/es.json', 'i18n/en.json', 'example.json', 'form.json'].map((f) => readFileSync(resolve(FOLDER, f), 'utf8'))).toEqual(handEdited);

  // The saved form now has a version a lead was sent under (outside a checkout of its own, the records
  // on disk count as published, as for forms:check): removing an option asks what its answers became,
  // and the editor writes version 2 and its renames, which forms:check accepts.
  await page.getByRole('button', { name: 'Editar formato' }).click();
  await panel(page).getByRole('button', { name: 'Apagar a opção Solo' }).click();
  const fate = page.getByRole('alertdialog', { name: 'O que as respostas antigas viraram?' });
  await fate.getByLabel('A opção “Solo” de “Qual é o formato do podcast?” virou:').selectOption({ label: 'a opção “Entrevista” (as respostas antigas contam como ela)' });
  await fate.getByRole('button', { name: 'Fazer a mudança', exact: true }).click();
  await expect(fate).toBeHidden();
  await page.getByRole('button', { name: 'Salvar e verificar' }).click();
  await expect(page.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeVisible({ timeout: 180_000 });
  expect(JSON.parse(readFileSync(resolve(FOLDER, 'form.json'), 'utf8'))).toMatchObject({ version: 2, renames: { '2': { options: { formato: { solo: 'entrevista' } } } } });
  execFileSync(resolve(COPY, 'node_modules/.bin/tsx'), ['scripts/forms-check.ts'], { cwd: COPY, stdio: 'pipe' });
  expect(said).toEqual([]);

  // Publishing records a git commit: the scratch copy is no git checkout (and stays none: that decides
  // what counts as published above), so the editor says so, in Portuguese, after its question.
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const publish = page.getByRole('alertdialog', { name: 'Publicar a versão 2 de podcast?' });
  await expect(publish).toContainText('O site só muda quando alguém da equipe técnica fizer o deploy (veja o README).');
  await publish.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não dá para publicar daqui: esta pasta não é um repositório git' })).toBeVisible({ timeout: 60_000 });
  await expect(publish).toBeHidden();
  expect(said).toEqual([]);
});
