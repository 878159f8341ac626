import { expect, type Page, test } from '@playwright/test';
import { BOT_TRAP } from '../../src/forms/core/record';
import { waitForDoc, waitForQuery } from '../support/admin';
import { waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';

/*
 * The home page's lead capture, as a visitor uses it (spec 000 sections 3-5 and 8): a newsletter
 * signup and a contact message, each stored in the emulators; the contact message is also e-mailed;
 * and the contact form's code arriving with the scroll.
 *
 * Moved down (issue 36): the newsletter card's messages, its 'todos' rule, a signup by keyboard, a
 * failed signup, and its bot trap (off screen, out of the Tab order, handed to the backend with the
 * signup) are src/features/home/newsletter-card.test.tsx's; a trapped signup stored as spam is
 * tests/functions/create-lead.test.ts's; a failed contact message is
 * src/features/home/contact-section.test.tsx's.
 */

const CONTACT = 'contact_messages';
const NEWSLETTER = 'newsletter_subscribers';
const NEWSLETTER_OK = 'Cadastro realizado com sucesso! Em breve você receberá nossas novidades.';

guardConsole(test);

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const contact = (page: Page) => page.locator('section#contact');
/** A contact question by its label as read (a required one ends with '*'). */
const question = (page: Page, title: string) => contact(page).getByLabel(new RegExp(`^${title}\\s*\\*?$`));

test.describe('newsletter', () => {
  test('a visitor signs up for the newsletter with WhatsApp only: stored once, as todos, with the bot trap’s reading', async ({ page }) => {
    await page.goto('/');
    // The card's code loads as it comes near: the page scrolled to its end, as a visitor reaches it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const card = page.locator('section#newsletter');
    const whatsapp = card.getByLabel('Seu WhatsApp');
    const phone = `(11) 9${unique().slice(-8)}`;
    await whatsapp.fill(phone);
    await card.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(NEWSLETTER_OK)).toBeVisible();
    await expect(whatsapp).toHaveValue('');

    const docs = await waitForQuery(NEWSLETTER, 'whatsapp', phone);
    expect(docs).toHaveLength(1);
    const stored = docs[0].data();
    expect(stored.email).toBeNull();
    expect(stored.service_interests).toEqual(['todos']);
    expect(stored.createdAt.toDate()).toBeInstanceOf(Date);
    // A person's signup: the trap's field left empty (not stored), the time the card was on screen stored for the function.
    expect(stored[BOT_TRAP.honeypot]).toBeUndefined();
    expect(stored[BOT_TRAP.fillMs]).toEqual(expect.any(Number));
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
});
