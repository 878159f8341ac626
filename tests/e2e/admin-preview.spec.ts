import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { adminDb } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { signInAsStaff } from './support/staff';

/*
 * The staff form preview (issue 8): a registered form drawn by the site's runner with its check
 * beside it, in each language, a broken file reported at its line, and nothing stored anywhere.
 */
guardConsole(test);

const contato = readRegistry().forms.find((f) => f.id === 'contato')!;
const VISITOR_DRAFT = 'movaly.draft.contato';
/**
 * How many stored contact messages carry this address. Not the collection's count: the dev-server
 * smoke (tests/dev-smoke) stores contact messages of its own while this suite runs beside it.
 */
const storedWith = async (email: string) =>
  (await adminDb().collection(contato.form.collection).where(contato.storedNames.email, '==', email).count().get()).data().count;
const preview = (page: Page) => page.getByRole('region', { name: 'Prévia', exact: true });
const findings = (page: Page) => page.getByRole('region', { name: 'Verificação' });
/** A question of the previewed form by its label as read (a required one ends with '*'). */
const question = (page: Page, title: string) => preview(page).getByLabel(new RegExp(`^${title}\\s*\\*?$`));
const editor = (page: Page, file: string) => page.getByRole('textbox', { name: file, exact: true });

/** Line and column of a piece of text, counted here independently of the checker. */
function place(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

test('staff preview a form in each language, see a broken file at its line, and nothing is stored', async ({ page }) => {
  // An address of this run's own, so what the preview might have stored is told apart from other specs' messages.
  const email = `carla.mendes.${Date.now()}@example.com`;
  await signInAsStaff(page, '/admin');
  // A visitor's draft of the same form, kept in this browser: the preview must leave it alone.
  const draft = JSON.stringify({ nome: 'Visitante', historia: 'Rascunho do visitante' });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [VISITOR_DRAFT, draft]);
  await page.getByRole('link', { name: 'Abrir: Prévia de formulários' }).click();
  await expect(page).toHaveURL(/\/admin\/preview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prévia de formulários' })).toBeVisible();

  await page.getByLabel('Formulário cadastrado').selectOption('contato');
  await expect(editor(page, 'form.json')).toHaveValue(/"collection": "contact_messages"/);
  await expect(findings(page).getByText('Nenhum problema nos arquivos desta pasta.')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Mensagem de contato' })).toBeVisible();
  await expect(question(page, 'Nome')).toBeVisible();
  await expect(question(page, 'Nome')).toHaveValue('');

  // Validation as visitors get it, then in English: the staff pages stay in Portuguese.
  await preview(page).getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(preview(page).getByText('Informe seu nome')).toBeVisible();
  await preview(page).getByRole('group', { name: 'Idioma da prévia' }).getByRole('button', { name: 'English' }).click();
  await expect(preview(page).getByRole('heading', { name: 'Contact message' })).toBeVisible();
  await preview(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(preview(page).getByText('Enter your name')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Prévia de formulários' })).toBeVisible();

  await question(page, 'Name').fill('Carla Mendes');
  await question(page, 'E-mail').fill(email);
  await question(page, 'Tell your story').fill('Um vídeo para os 80 anos da minha avó.');
  await preview(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(preview(page).getByText('Prévia: nada foi enviado.')).toBeVisible();
  const record = preview(page).getByLabel('Registro que seria guardado');
  await expect(record).toContainText('"form_id": "contato"');
  await expect(record).toContainText('"locale": "en"');
  await expect(record).toContainText('"nome": "Carla Mendes"');

  // A mistyped widget: the check names the file, line and column; the last good form stays drawn.
  await page.getByRole('tab', { name: 'ui.json' }).click();
  const ui = (await editor(page, 'ui.json').inputValue()).replace('"ui:widget": "textarea"', '"ui:widget": "radoi"');
  await editor(page, 'ui.json').fill(ui);
  const widget = findings(page).getByRole('listitem').filter({ hasText: 'O widget "radoi" não existe' });
  await expect(widget).toContainText(`schemas/contato/ui.json:${place(ui, '"ui:widget": "radoi"')}`);
  await expect(widget).toContainText('/historia/ui:widget');
  await expect(widget).toContainText('troque por "radio"');
  await expect(preview(page).getByText(/a prévia mostra a última versão sem problemas/)).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Contact message' })).toBeVisible();

  // Broken JSON: reported at its line, like npm run forms:check.
  await page.getByRole('tab', { name: 'schema.json' }).click();
  const schema = (await editor(page, 'schema.json').inputValue()).replace('"type": "object",', '"type": "object"');
  await editor(page, 'schema.json').fill(schema);
  const syntax = findings(page).getByRole('listitem').filter({ hasText: 'O JSON está quebrado aqui' });
  await expect(syntax).toContainText(`schemas/contato/schema.json:${place(schema, '"required"')}`);

  // Staff reading the site in English read the check in English too.
  await page.getByRole('group', { name: 'Idioma', exact: true }).getByRole('button', { name: 'English' }).click();
  const inEnglish = page.getByRole('region', { name: 'Check', exact: true }).getByRole('listitem');
  await expect(inEnglish.filter({ hasText: 'The JSON is broken here' })).toContainText(`schemas/contato/schema.json:${place(schema, '"required"')}`);

  // Nothing reached Firestore and the visitor's draft is as it was.
  expect(await storedWith(email)).toBe(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_DRAFT)).toBe(draft);
});
