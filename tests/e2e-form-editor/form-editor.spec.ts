import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { ATTEMPTS_PER_RUN } from '../../src/domain/delivery-budget';
import { waitForDoc, waitForQuery } from '../support/admin';
import { smtp, waitForMail } from '../support/mailbox';
import { signInAsStaff } from '../e2e/support/staff';

/*
 * Issue 20's test, under one `npm start` in a scratch copy (scripts/prove-form-editor.ts): the podcast
 * form built in the visual editor from menus only (a condition on two options of a single choice, a
 * multiple choice with "Outro", a number from 1 to 30, Spanish and English texts), both branches seen
 * in the preview, saved; forms:check passes on the files; the form's own page stores a lead whose
 * e-mail arrives, with no restart; a label changed by hand in the file shows in the editor, which
 * writes the hand-edited files back unchanged. Then issue 28's whole round: the form published (a commit of the copy, a git checkout of its own),
 * a question renamed, an option relabelled, another merged and a question removed, published again;
 * the old lead's page, its resent e-mail and the CSV show every answer with today's labels and its
 * version, and the removed one under its old label; a new lead is stored under the new names.
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
  // Two publications and three leads under one start: longer than the config's default.
  test.setTimeout(900_000);
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

  await page.getByRole('button', { name: 'Salvar e verificar' }).click();
  await expect(page.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeVisible({ timeout: 180_000 });
  execFileSync(resolve(COPY, 'node_modules/.bin/tsx'), ['scripts/forms-check.ts'], { cwd: COPY, stdio: 'pipe' });
  expect(said).toEqual([]);

  // The form's own page, under the same npm start: a lead stored and e-mailed. npm start's watcher
  // rebuilds the functions and the emulator reloads them (a few seconds): a lead stored before the
  // new form's trigger exists would wait for the sweep, so the test waits for the emulator to say so.
  await functionsFollowed(0);
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

  // A second lead of version 1, whose e-mail fails (the sink refuses): it is e-mailed again from its page
  // after the form changed, so its resent e-mail is written with version 2's labels.
  const collection = (JSON.parse(readFileSync(resolve(FOLDER, 'form.json'), 'utf8')) as { collection: string }).collection;
  try {
    await smtp('down');
    await asVisitor(page, version1Lead('Carla Dias', 'Carla Dias Convidada'));
    const [failed] = await waitForQuery(collection, 'nome', 'Carla Dias', 60_000);
    await waitForDoc(failed.ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts === ATTEMPTS_PER_RUN, 90_000);
  } finally {
    await smtp('up');
  }
  const [old] = await waitForQuery(collection, 'nome', 'Carla Dias');

  // Publicar: the form's folder and its generated files, one commit of the copy (a git checkout of its own).
  await page.goto('/admin/editor?form=podcast');
  await expect(page.getByText('Com mudanças não publicadas (nunca publicado)')).toBeVisible();
  await publish(page, 1);
  await expect(page.getByText('Publicado (versão 1)')).toBeVisible();

  // Version 2: a question renamed, an option relabelled (its stored value stays), another option merged
  // into a third, and a question removed. Each loss is asked about; the editor writes the renames.
  const loadsBefore = podcastLoads();
  await page.getByRole('button', { name: 'Editar convidado' }).click();
  await panel(page).getByLabel('Nome guardado').fill('entrevistado');
  await panel(page).getByRole('button', { name: 'Renomear' }).click();
  let fate = page.getByRole('alertdialog', { name: 'O que as respostas antigas viraram?' });
  await expect(fate.getByLabel('A pergunta “Quem é o convidado?” virou:')).toHaveValue('entrevistado');
  await fate.getByRole('button', { name: 'Fazer a mudança', exact: true }).click();
  await expect(fate).toBeHidden();
  await panel(page).getByLabel('Pergunta (português)').fill('Quem é a pessoa entrevistada?');
  await page.getByRole('button', { name: 'Editar formato' }).click();
  await panel(page).getByLabel('Rótulo da opção 3').fill('Debate em grupo');
  await panel(page).getByRole('button', { name: 'Apagar a opção Solo' }).click();
  fate = page.getByRole('alertdialog', { name: 'O que as respostas antigas viraram?' });
  await fate.getByLabel('A opção “Solo” de “Qual é o formato do podcast?” virou:').selectOption({ label: 'a opção “Entrevista” (as respostas antigas contam como ela)' });
  await fate.getByRole('button', { name: 'Fazer a mudança', exact: true }).click();
  await expect(fate).toBeHidden();
  await page.getByRole('button', { name: 'Apagar episodios' }).click();
  fate = page.getByRole('alertdialog', { name: 'O que as respostas antigas viraram?' });
  await fate.getByLabel('A pergunta “Quantos episódios por temporada?” virou:').selectOption({ label: 'nada: foi apagada de propósito (os leads antigos a mostram em “Respostas de uma versão anterior”)' });
  await fate.getByRole('button', { name: 'Fazer a mudança', exact: true }).click();
  await expect(fate).toBeHidden();
  // The translations of the renamed question's new title are marked for review, and confirmed.
  await fillMissingTranslations(page);
  await page.getByRole('button', { name: 'Salvar e verificar' }).click();
  await expect(page.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeVisible({ timeout: 180_000 });
  expect(JSON.parse(readFileSync(resolve(FOLDER, 'form.json'), 'utf8'))).toMatchObject({
    version: 2,
    renames: { '2': { fields: { convidado: 'entrevistado' }, options: { formato: { solo: 'entrevista' } } } },
  });
  execFileSync(resolve(COPY, 'node_modules/.bin/tsx'), ['scripts/forms-check.ts'], { cwd: COPY, stdio: 'pipe' });
  await expect(page.getByText('Com mudanças não publicadas (publicada: versão 1)')).toBeVisible();
  await publish(page, 2);
  await expect(page.getByText('Publicado (versão 2)')).toBeVisible();
  expect(execFileSync('git', ['log', '--format=%s'], { cwd: COPY, encoding: 'utf8' }).split('\n').filter((line) => line.includes('podcast'))).toHaveLength(2);
  expect(said).toEqual([]);

  // The functions follow version 2 (npm start's watcher), then the old lead is read with it.
  await functionsFollowed(loadsBefore);
  await page.goto(`/admin/leads/podcast/${old.id}`);
  await expect(page.getByText('Enviado na versão 1 (a atual é a 2); as respostas aparecem com os nomes de hoje.')).toBeVisible();
  const answers = page.getByRole('main');
  await expect(answers).toContainText('Quem é a pessoa entrevistada?');
  await expect(answers).toContainText('Carla Dias Convidada');
  await expect(answers).toContainText('Debate em grupo');
  const older = answers.getByRole('region', { name: 'Respostas de uma versão anterior' });
  await expect(older).toContainText('Quantos episódios por temporada?');
  await expect(older).toContainText('8');
  // Its e-mail, sent again now, says the same with today's labels.
  await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(page.getByText('E-mail reenviado.')).toBeVisible({ timeout: 90_000 });
  const resent = (await waitForMail((all) => all.some((m) => m.text.includes('Carla Dias Convidada')), 60_000)).find((m) => m.text.includes('Carla Dias Convidada'))!;
  // (The plain text writes section headings in capitals.)
  for (const text of ['Quem é a pessoa entrevistada?: Carla Dias Convidada', 'Debate em grupo', 'RESPOSTAS DE UMA VERSÃO ANTERIOR', 'Quantos episódios por temporada?: 8']) expect(resent.text).toContain(text);
  // And the form's CSV: a column for every question of today, and the retired answer too.
  await page.goto('/admin/leads/podcast');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
  const row = rows.find((r) => r.includes('Carla Dias'))!;
  expect(row[header.indexOf('Quem é a pessoa entrevistada?')]).toBe('Carla Dias Convidada');
  expect(row[header.indexOf('Qual é o formato do podcast?')]).toBe('Debate em grupo');
  // Answers today's form no longer asks share one last column, each under its old label.
  expect(row[header.indexOf('Respostas de versões anteriores')]).toBe('Quantos episódios por temporada?: 8');

  // A lead of version 2 is stored under the new names.
  await asVisitor(page, async (visitor) => {
    await visitor.getByLabel(/^Nome completo/).fill('Dora Nova');
    await visitor.getByLabel(/^E-mail/).fill('dora.podcast@example.com');
    await visitor.getByLabel(/^WhatsApp/).fill('(11) 91234-5678');
    await visitor.getByLabel('Debate em grupo').check();
    await visitor.getByLabel(/^Quem é a pessoa entrevistada\?/).fill('Eva Lima');
  });
  const fresh = (await waitForQuery(collection, 'nome', 'Dora Nova'))[0].data();
  expect(fresh).toMatchObject({ entrevistado: 'Eva Lima', formato: 'mesa-redonda' });
  expect(fresh).not.toHaveProperty('convidado');
  expect(fresh).not.toHaveProperty('episodios');

  // A fresh editor: the form as published, no unsaved edits and no verdict of an earlier save over it.
  const later = await page.context().newPage();
  await later.goto('/admin/editor?form=podcast');
  await expect(later.getByText('Publicado (versão 2)')).toBeVisible();
  await expect(later.getByText('Há mudanças não salvas.')).toBeHidden();
  await expect(later.getByText(/^Salvo em schemas\/podcast/)).toBeHidden();
  await later.close();
  expect(said).toEqual([]);
});

/** How often the Functions emulator has loaded a bundle with the podcast form's trigger (npm start's watcher rebuilds it). */
const podcastLoads = () =>
  readFileSync(resolve(COPY, '.data/logs/emulators.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('Loaded functions definitions') && line.includes('submission.podcast')).length;

/**
 * Waits until the emulator has loaded the podcast form more often than `since` and then loaded nothing
 * for 5 s: the watcher rebuilds once per burst of files (the folder's, then what forms:generate made of
 * them, maybe in one burst), and a lead stored before the last load would meet the old trigger.
 */
async function functionsFollowed(since: number): Promise<void> {
  let seen = -1;
  let steadySince = Date.now();
  await expect
    .poll(
      () => {
        const now = podcastLoads();
        if (now !== seen) [seen, steadySince] = [now, Date.now()];
        return now > since && Date.now() - steadySince >= 5_000;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
}

/**
 * Another visitor (a browser of their own: the site lets one visitor send a form once a minute) sends the
 * podcast form as `fill` fills it, and sees it sent.
 */
async function asVisitor(page: Page, fill: (visitor: Page) => Promise<void>): Promise<void> {
  const context = await page.context().browser()!.newContext({ locale: 'pt-BR' });
  try {
    const visitor = await context.newPage();
    await visitor.goto('/briefing/podcast');
    await fill(visitor);
    await visitor.getByRole('button', { name: 'Enviar o briefing do podcast' }).click();
    await expect(visitor.getByText('Briefing enviado com sucesso!').first()).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Version 1's answers of a round table with a guest and 8 episodes. */
const version1Lead = (name: string, guest: string) => async (visitor: Page) => {
  await visitor.getByLabel(/^Nome completo/).fill(name);
  await visitor.getByLabel(/^E-mail/).fill('carla.podcast@example.com');
  await visitor.getByLabel(/^WhatsApp/).fill('(21) 99876-5432');
  await visitor.getByLabel('Mesa redonda').check();
  await visitor.getByLabel(/^Quem é o convidado\?/).fill(guest);
  await visitor.getByLabel('YouTube').check();
  await visitor.getByLabel(/^Quantos episódios/).fill('8');
};

/** "Publicar", its question answered: the commit is recorded, and deploying is said to be still owed. */
async function publish(page: Page, version: number): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const asked = page.getByRole('alertdialog', { name: `Publicar a versão ${version} de podcast?` });
  await expect(asked).toContainText('O site só muda quando alguém da equipe técnica fizer o deploy (veja o README).');
  await asked.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText(/^Publicado: commit [0-9a-f]{7,} — falta o deploy\.$/)).toBeVisible({ timeout: 90_000 });
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
