import { expect, type Page, test } from '@playwright/test';
import { LEADS, leadId, NEWSLETTER_FORM_ID } from '../../src/domain/lead';
import { BOT_TRAP } from '../../src/forms/core/record';
import { adminDb, waitForDoc, waitForQuery } from '../support/admin';
import { heldRequests } from '../support/held-requests';
import { waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';

/*
 * The home page's lead capture, as a visitor uses it (spec 000 sections 3-5 and 8): the newsletter
 * card and the contact form, each stored in the emulators; the contact message is also e-mailed.
 */

const NEWSLETTER = 'newsletter_subscribers';
const CONTACT = 'contact_messages';
const CONTACT_REQUIRED = 'Por favor, informe pelo menos um e-mail ou WhatsApp';
const NEWSLETTER_OK = 'Cadastro realizado com sucesso! Em breve você receberá nossas novidades.';
const SERVICES = [
  'Vídeos Cinematográficos',
  'Clone Digital com IA',
  'Avatares Humanizados',
  'Conteúdo Estratégico',
  'Clonagem de Voz',
  'Criação de Sites',
];

const consoleGuard = guardConsole(test);

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const newsletter = (page: Page) => page.locator('section#newsletter');
/** The home page scrolled to its end, as a visitor reaches the newsletter card (its code loads when near). */
async function openNewsletter(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  return newsletter(page);
}
const contact = (page: Page) => page.locator('section#contact');
/** A contact question by its label as read (a required one ends with '*'). */
const question = (page: Page, title: string) => contact(page).getByLabel(new RegExp(`^${title}\\s*\\*?$`));
const signups = async () => (await adminDb().collection(NEWSLETTER).count().get()).data().count;
const cutFirestoreOff = async (page: Page) => {
  consoleGuard.allow(/net::ERR_FAILED/, /@firebase\/firestore.*RPC_ERROR/);
  await page.route('**/google.firestore.v1.Firestore/**', (r) => r.abort());
  await page.route('**/v1/projects/**', (r) => r.abort());
};

test.describe('newsletter', () => {
  test('asks for a contact, stores nothing without one, then stores a WhatsApp-only signup as todos', async ({ page }) => {
    const before = await signups();
    const card = await openNewsletter(page);
    await expect(card.getByRole('heading', { level: 2, name: 'Receba Nossas Novidades' })).toBeVisible();
    const email = card.getByLabel('Seu e-mail');
    const whatsapp = card.getByLabel('Seu WhatsApp');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(whatsapp).toHaveAttribute('placeholder', '(xx) xxxxx-xxxx');

    await card.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(card.getByText(CONTACT_REQUIRED)).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(CONTACT_REQUIRED);
    await expect(whatsapp).toHaveAccessibleDescription(CONTACT_REQUIRED);
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('ana@exemplo');
    await card.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(card.getByText('Email inválido')).toBeVisible();
    await expect(email).toHaveAccessibleDescription(/Email inválido/);

    // The write is held until the sending state has been seen, then let through.
    const write = heldRequests();
    await page.route((url) => url.pathname.endsWith('/documents:commit'), write.pass);
    const phone = `(11) 9${unique().slice(-8)}`;
    await email.fill('');
    await whatsapp.fill(phone);
    await expect(card.getByText(CONTACT_REQUIRED)).toBeHidden();
    await card.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(card.getByRole('button', { name: 'Cadastrando...' })).toBeDisabled();
    write.release();
    await expect(page.getByText(NEWSLETTER_OK)).toBeVisible();
    await expect(whatsapp).toHaveValue('');
    await expect(card.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();

    const [doc] = await waitForQuery(NEWSLETTER, 'whatsapp', phone);
    const stored = doc.data();
    expect(stored.email).toBeNull();
    expect(stored.service_interests).toEqual(['todos']);
    expect(stored.createdAt.toDate()).toBeInstanceOf(Date);
    // Only the valid signup reached the database: the two refused attempts wrote nothing.
    expect(await signups()).toBe(before + 1);
  });

  test("follows the 'todos' rule", async ({ page }) => {
    const card = await openNewsletter(page);
    const all = card.getByLabel('Todos', { exact: true });
    const box = (name: string) => card.getByLabel(name, { exact: true });

    await box('Clone Digital com IA').check();
    await expect(box('Clone Digital com IA')).toBeChecked();
    await all.check();
    for (const name of SERVICES) {
      await expect(box(name), name).toBeChecked();
      await expect(box(name), name).toBeDisabled();
    }
    await all.uncheck();
    for (const name of SERVICES) {
      await expect(box(name), name).not.toBeChecked();
      await expect(box(name), name).toBeEnabled();
    }
    await all.check();
    await all.uncheck();
    await box('Clonagem de Voz').check();
    await expect(all).not.toBeChecked();
    await expect(box('Clonagem de Voz')).toBeChecked();
    await expect(box('Clone Digital com IA')).not.toBeChecked();
  });

  test('stores the two services chosen, by keyboard', async ({ page }) => {
    const address = `news.${unique()}@example.com`;
    const card = await openNewsletter(page);
    await card.getByLabel('Seu e-mail').fill(address);
    await card.getByLabel('Clonagem de Voz', { exact: true }).focus();
    await page.keyboard.press('Space');
    await card.getByLabel('Vídeos Cinematográficos', { exact: true }).focus();
    await page.keyboard.press('Space');
    await card.getByRole('button', { name: 'Cadastrar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(NEWSLETTER_OK)).toBeVisible();
    await expect(card.getByLabel('Seu e-mail')).toHaveValue('');
    await expect(card.getByLabel('Clonagem de Voz', { exact: true })).not.toBeChecked();

    const [doc] = await waitForQuery(NEWSLETTER, 'email', address);
    expect(doc.data().whatsapp).toBeNull();
    expect(doc.data().service_interests).toEqual(['videos-cinematograficos', 'clonagem-voz']);
  });

  // The briefings' bot trap (src/forms/runner/bot-trap-field.tsx): people never meet it, a script that fills it is stored as spam.
  test('carries the bot trap: in the page, out of the accessibility tree and the Tab order; a signup that fills it is stored as spam', async ({ page }) => {
    const card = await openNewsletter(page);
    const trap = card.locator('input[name="website_url"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    // Hidden from assistive technology: found only when hidden elements are asked for, absent from the card's tree.
    await expect(card.getByRole('textbox', { name: 'Website', includeHidden: true })).toHaveCount(1);
    await expect(card.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    expect(await card.ariaSnapshot()).not.toContain('Website');

    // Tab from before the card (the trap comes first in its form) to its send button never lands on the trap.
    const email = card.getByLabel('Seu e-mail');
    const send = card.getByRole('button', { name: 'Cadastrar' });
    await email.focus();
    await page.keyboard.press('Shift+Tab');
    const visited: string[] = [];
    for (let i = 0; i < 20 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      visited.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(visited[0]).toBe('email');
    expect(visited.at(-1)).toBe('Cadastrar');
    expect(visited).not.toContain('website_url');

    // A script that fills every input: told what a person is told, stored, and marked spam by the function.
    const address = `robo.${unique()}@example.com`;
    await trap.evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await email.fill(address);
    await send.click();
    await expect(page.getByText(NEWSLETTER_OK)).toBeVisible();
    const [doc] = await waitForQuery(NEWSLETTER, 'email', address);
    expect(doc.get(BOT_TRAP.honeypot)).toBe('https://spam.example');
    expect(doc.get(BOT_TRAP.fillMs)).toEqual(expect.any(Number));
    await waitForDoc(doc.ref.path, (d) => d.status === 'spam' && d.validation?.spam === 'honeypot');
    await waitForDoc(`${LEADS}/${leadId(NEWSLETTER_FORM_ID, doc.id)}`, (d) => d.stage === 'spam' && d.spamReason === 'honeypot');
  });

  test('a failed signup keeps the fields and says so', async ({ page }) => {
    const address = `sem.rede.${unique()}@example.com`;
    const card = await openNewsletter(page);
    await card.getByLabel('Seu e-mail').fill(address);
    await card.getByLabel('Criação de Sites', { exact: true }).check();
    await cutFirestoreOff(page);
    await card.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Erro ao realizar cadastro. Tente novamente.')).toBeVisible();
    await expect(card.getByLabel('Seu e-mail')).toHaveValue(address);
    await expect(card.getByLabel('Criação de Sites', { exact: true })).toBeChecked();
    await expect(card.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    const count = await adminDb().collection(NEWSLETTER).where('email', '==', address).count().get();
    expect(count.data().count).toBe(0);
  });
});

test.describe('contact', () => {
  test('the form loads only when the section comes near; contacts and WhatsApp beside it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const section = contact(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Entre em Contato');
    await expect(section.getByRole('button', { name: 'Enviar Mensagem' })).toHaveCount(0);
    const loadedBefore = scripts.length;

    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
    // The form engine arrived with the scroll, not with the page.
    expect(scripts.length).toBeGreaterThan(loadedBefore);

    const chat = section.getByRole('link', { name: /Conversar no WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(section.getByRole('link', { name: 'contato@movaly.com.br' })).toHaveAttribute('href', 'mailto:contato@movaly.com.br');
  });

  test('a visitor sends a message: messages, confirmation, stored, e-mailed, and a new empty form', async ({ page }) => {
    const address = `contato.${unique()}@example.com`;
    await page.goto('/#contact');
    const section = contact(page);
    const send = section.getByRole('button', { name: 'Enviar Mensagem' });
    await send.click();
    await expect(section.getByText('Informe seu nome', { exact: true })).toBeVisible();
    await expect(section.getByText('Email inválido', { exact: true })).toBeVisible();
    await expect(section.getByText('Conte um pouco da sua história (pelo menos 10 caracteres)', { exact: true })).toBeVisible();
    await expect(question(page, 'Nome')).toBeFocused();

    await question(page, 'Nome').fill('Carla Mendes');
    await question(page, 'E-mail').fill(address);
    await question(page, 'Telefone / WhatsApp').fill('(21) 98888-7777');
    await question(page, 'Tipo de projeto').selectOption({ label: 'Vídeos Cinematográficos' });
    await question(page, 'Conte sua história').fill('Quero um vídeo para os 80 anos da minha avó, com fotos antigas.');
    await expect(section.getByText('Informe seu nome', { exact: true })).toBeHidden();
    await send.click();
    // The contact form offers a call first (issue 30); declining it leads to the confirmation as before.
    await section.getByRole('button', { name: 'Prefiro que me chamem' }).click();

    await expect(section.getByRole('heading', { level: 3, name: 'Mensagem enviada!' })).toBeVisible();
    await expect(page.getByText(/^Muito obrigado por compartilhar a sua história com nós!/).first()).toBeVisible();
    const again = section.getByRole('button', { name: 'Enviar Nova Mensagem' });
    await expect(again).toBeVisible();

    const [doc] = await waitForQuery(CONTACT, 'email', address);
    const stored = doc.data();
    expect(stored.nome).toBe('Carla Mendes');
    expect(stored.telefone).toBe('(21) 98888-7777');
    expect(stored.tipoProjetoP).toBe('videos-cinematograficos');
    expect(stored.historia).toBe('Quero um vídeo para os 80 anos da minha avó, com fotos antigas.');
    const processed = await waitForDoc(doc.ref.path, (d) => d.delivery?.state === 'sent');
    expect(processed.status).toBe('accepted');
    const mail = await waitForMail((m) => m.some((x) => x.replyTo === address));
    expect(mail.find((x) => x.replyTo === address)!.subject).toContain('Nova mensagem de contato');

    await again.click();
    await expect(question(page, 'Nome')).toHaveValue('');
    await expect(question(page, 'E-mail')).toHaveValue('');
    await expect(question(page, 'Conte sua história')).toHaveValue('');
    await expect(section.getByText('Informe seu nome', { exact: true })).toHaveCount(0);

    // The same visitor (same anonymous account, even after a reload) may not send again at once:
    // told how long to wait, in Portuguese, with everything typed still there; nothing more stored.
    await page.reload();
    await question(page, 'Nome').fill('Carla Mendes');
    await question(page, 'E-mail').fill(address);
    await question(page, 'Conte sua história').fill('Esqueci de contar que ela faz aniversário em março.');
    await send.click();
    await expect(page.getByText(/^Você acabou de enviar este formulário\. Aguarde \d+ segundos e envie de novo/)).toBeVisible();
    await expect(question(page, 'Conte sua história')).toHaveValue('Esqueci de contar que ela faz aniversário em março.');
    expect(await waitForQuery(CONTACT, 'email', address)).toHaveLength(1);
  });

  test('a failed message keeps the form and says so', async ({ page }) => {
    const address = `contato.sem.rede.${unique()}@example.com`;
    await page.goto('/#contact');
    await question(page, 'Nome').fill('Sem Rede');
    await question(page, 'E-mail').fill(address);
    await question(page, 'Conte sua história').fill('Uma história que não chegou ao servidor.');
    await cutFirestoreOff(page);
    await contact(page).getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Erro ao enviar mensagem', { exact: true })).toBeVisible();
    await expect(question(page, 'Nome')).toHaveValue('Sem Rede');
    await expect(question(page, 'E-mail')).toHaveValue(address);
    await expect(contact(page).getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled();
  });
});
