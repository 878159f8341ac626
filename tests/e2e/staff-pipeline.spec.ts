import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LOCAL_STAFF } from '../../scripts/seed';
import { internationalDigits } from '../../src/domain/contact-links';
import { LEADS, leadId } from '../../src/domain/lead';
import { BOT_TRAP, submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { storedLead } from '../support/stored-lead';
import { adminDb, waitForDoc, waitForQuery } from '../support/admin';
import { waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillForm } from './support/form-filler';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * A lead worked as staff work it, on its page: moved through the stages with a note, assigned,
 * given a follow-up day, each change in the history with its author and time; contacted in one tap
 * (the links carry the lead's number and the briefing's name); a novo lead contacted and confirmed
 * moves to em contato; every contact tap is in the history (after "Agora não", and on a lead past novo);
 * a bot-caught lead is put back with "Não é spam": accepted, e-mailed to the studio once, back in novo.
 */
guardConsole(test);
const registry = readRegistry();
const clone = registry.forms.find((f) => f.id === 'clone_digital')!;
const contact = registry.forms.find((f) => f.id === 'contato')!;
const TIME = /\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/;

const history = (page: Page) => page.getByRole('region', { name: 'Histórico' }).getByRole('listitem');
const stages = (page: Page) => page.getByRole('group', { name: 'Etapa' });
/** The lead's one-tap contact links (the site's own footer has WhatsApp links of its own). */
const contactLink = (page: Page, name: RegExp) => page.getByRole('region', { name: 'Falar com o lead' }).getByRole('link', { name });

test('a briefing sent through its form is moved through the stages, noted, assigned and given a follow-up, each change in its history', async ({ page }) => {
  const tag = unique();
  const email = `ana.pipeline.${tag}@example.com`;
  const name = `Ana Pipeline ${tag}`;
  const phone = '(11) 98888-7777';
  await page.goto(clone.form.route!);
  await fillForm(page, clone, { ...clone.example, nomeCompleto: name, email, whatsapp: phone });
  await page.getByRole('button', { name: clone.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(page, clone);
  const [stored] = await waitForQuery(clone.form.collection, 'email', email);
  const summaryPath = `${LEADS}/${leadId(clone.id, stored.id)}`;
  await waitForDoc(summaryPath, (d) => d.stage === 'novo');

  await signInAsStaff(page, `/admin/leads/${clone.id}/${stored.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(history(page).filter({ hasText: 'Lead recebido' })).toContainText('Sistema');

  // One tap: the lead's number with Brazil's code, a greeting and a subject naming the briefing.
  const digits = internationalDigits(phone)!;
  expect(digits).toBe('5511988887777');
  await expect(contactLink(page, /WhatsApp/)).toHaveAttribute(
    'href',
    `https://wa.me/${digits}?text=${encodeURIComponent(`Olá Ana! Aqui é da Movaly, sobre o seu briefing de Clone Digital com IA.`)}`,
  );
  await expect(contactLink(page, /^Ligar/)).toHaveAttribute('href', `tel:+${digits}`);
  await expect(contactLink(page, /e-mail/i)).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent(`${clone.form.texts.title} | Movaly`)}`);
  await expectAccessible(page);

  await stages(page).getByRole('button', { name: 'Em contato' }).click();
  await expect(stages(page).getByRole('button', { name: 'Em contato' })).toHaveAttribute('aria-pressed', 'true');
  const moved = history(page).filter({ hasText: 'Etapa: Novo → Em contato' });
  await expect(moved).toContainText(LOCAL_STAFF.email);
  await expect(moved).toContainText(TIME);

  const note = `Ligou de volta; quer orçamento até sexta.\nPrefere WhatsApp. ${tag}`;
  await page.getByLabel('Nova nota').fill(note);
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  const noted = history(page).filter({ hasText: `Prefere WhatsApp. ${tag}` });
  await expect(noted).toContainText('Nota');
  await expect(noted).toContainText(LOCAL_STAFF.email);
  await expect(page.getByLabel('Nova nota')).toHaveValue('');

  await page.getByLabel('Responsável').selectOption({ label: LOCAL_STAFF.email });
  await page.getByRole('button', { name: 'Atribuir' }).click();
  await expect(history(page).filter({ hasText: `Responsável: ${LOCAL_STAFF.email}` })).toContainText(TIME);

  await page.getByLabel('Próximo contato').fill('2030-01-15');
  await page.getByRole('button', { name: 'Salvar data' }).click();
  await expect(history(page).filter({ hasText: 'Próximo contato marcado para 15/01/2030' })).toContainText(LOCAL_STAFF.email);
  await expect(page.getByText('Marcado para 15/01/2030.')).toBeVisible();

  await stages(page).getByRole('button', { name: 'Proposta enviada' }).click();
  await expect(history(page).filter({ hasText: 'Etapa: Em contato → Proposta enviada' })).toBeVisible();
  await stages(page).getByRole('button', { name: 'Fechado' }).click();
  // A move to Fechado asks for the deal value first (optional: left blank here).
  await page.getByRole('dialog', { name: 'Mover para Fechado' }).getByRole('button', { name: 'Marcar como fechado' }).click();
  await expect(history(page).filter({ hasText: 'Etapa: Proposta enviada → Fechado' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Alteração registrada no histórico.' })).toBeVisible();

  // What the rules let through is what the page shows, and it stays after a reload.
  const summary = await waitForDoc(summaryPath, (d) => d.stage === 'fechado');
  expect(summary).toMatchObject({ spam: false, followUp: '2030-01-15', due: null });
  expect(summary.firstContactAt).not.toBeNull();
  expect(summary.updatedBy).toBe(summary.assignee);
  await page.reload();
  await expect(stages(page).getByRole('button', { name: 'Fechado' })).toHaveAttribute('aria-pressed', 'true');
  // received, four stage moves, a note, an assignee and a follow-up, newest first
  await expect(history(page)).toHaveCount(7);
  await expect(history(page).first()).toContainText('Etapa: Proposta enviada → Fechado');
  await expectAccessible(page);
});

test('contacting a novo lead asks, and yes moves it to em contato with the contact in its history', async ({ page, context }) => {
  // The web chat opens in a tab of its own; here it answers locally instead of reaching wa.me.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const tag = unique();
  const docId = await storedLead(contact, { nome: `Bruno Contato ${tag}`, email: `bruno.${tag}@example.com`, telefone: '21 97777-6666' });
  await signInAsStaff(page, `/admin/leads/${contact.id}/${docId}`);
  await expect(stages(page).getByRole('button', { name: 'Novo' })).toHaveAttribute('aria-pressed', 'true');

  const whatsapp = contactLink(page, /WhatsApp/);
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5521977776666\?text=/);
  const popup = page.waitForEvent('popup');
  await whatsapp.click();
  await (await popup).close();

  const ask = page.getByRole('alertdialog', { name: 'Marcar como em contato?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Bruno Contato');
  // The safe answer has the focus: an Enter in a hurry changes nothing.
  await expect(ask.getByRole('button', { name: 'Agora não' })).toBeFocused();
  await ask.getByRole('button', { name: 'Sim, marcar' }).click();
  await expect(ask).toBeHidden();
  await expect(stages(page).getByRole('button', { name: 'Em contato' })).toHaveAttribute('aria-pressed', 'true');
  await expect(history(page).filter({ hasText: 'Contato por WhatsApp; etapa: Novo → Em contato' })).toContainText(LOCAL_STAFF.email);
  const summary = await waitForDoc(`${LEADS}/${leadId(contact.id, docId)}`, (d) => d.stage === 'em_contato');
  expect(summary.firstContactAt).not.toBeNull();

  // Once contacted, a tap opens the chat without asking again.
  const again = page.waitForEvent('popup');
  await whatsapp.click();
  await (await again).close();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('every contact tap is in the history: after "Agora não" the lead stays novo, and on an em contato lead no question is asked', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const tag = unique();
  const docId = await storedLead(contact, { nome: `Carla Tentativa ${tag}`, email: `carla.${tag}@example.com`, telefone: '31 96666-5555' });
  const summaryPath = `${LEADS}/${leadId(contact.id, docId)}`;
  await signInAsStaff(page, `/admin/leads/${contact.id}/${docId}`);
  await expect(stages(page).getByRole('button', { name: 'Novo' })).toHaveAttribute('aria-pressed', 'true');
  const whatsapp = contactLink(page, /WhatsApp/);
  // Only the contact itself: a move would read "Contato por WhatsApp; etapa: …".
  const contacts = history(page).filter({ hasText: 'Contato por WhatsApp' }).filter({ hasNotText: 'etapa' });

  // "Agora não": still novo, never counted as contacted, but the tap is in the history.
  const popup = page.waitForEvent('popup');
  await whatsapp.click();
  await (await popup).close();
  const ask = page.getByRole('alertdialog', { name: 'Marcar como em contato?' });
  await ask.getByRole('button', { name: 'Agora não' }).click();
  await expect(ask).toBeHidden();
  await expect(contacts).toHaveCount(1);
  await expect(contacts.first()).toContainText(LOCAL_STAFF.email);
  await expect(contacts.first()).toContainText(TIME);
  await expect(stages(page).getByRole('button', { name: 'Novo' })).toHaveAttribute('aria-pressed', 'true');
  // The first staff write signs the summary.
  const afterNotNow = await waitForDoc(summaryPath, (d) => typeof d.updatedBy === 'string');
  expect(afterNotNow).toMatchObject({ stage: 'novo', firstContactAt: null });

  // Em contato: the tap asks nothing and adds an entry of its own.
  await stages(page).getByRole('button', { name: 'Em contato' }).click();
  await expect(history(page).filter({ hasText: 'Etapa: Novo → Em contato' })).toBeVisible();
  const again = page.waitForEvent('popup');
  await whatsapp.click();
  await (await again).close();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(contacts).toHaveCount(2);
  await expect(contacts.first()).toContainText(LOCAL_STAFF.email);
  await expect(stages(page).getByRole('button', { name: 'Em contato' })).toHaveAttribute('aria-pressed', 'true');

  // What the rules let through stays after a reload: received, the contact, the move, the contact.
  await page.reload();
  await expect(history(page)).toHaveCount(4);
  await expect(history(page).first()).toContainText('Contato por WhatsApp');
  await expectAccessible(page);
});

test('a bot-caught lead waits under spam, without a WhatsApp button when it left no phone, and "Não é spam" makes it a normal lead, e-mailed once', async ({ page }) => {
  const tag = unique();
  const email = `robo.${tag}@example.com`;
  // A contact message without its optional phone, with the bot trap filled.
  const answers: Record<string, unknown> = { ...contact.example, nome: `Robô Talvez ${tag}`, email };
  delete answers.telefone;
  const ref = await adminDb()
    .collection(contact.form.collection)
    .add({ ...toStoredAnswers(contact, answers), ...submissionMeta(contact, 'pt'), createdAt: FieldValue.serverTimestamp(), [BOT_TRAP.honeypot]: 'http://spam.example' });
  await waitForDoc(`${LEADS}/${leadId(contact.id, ref.id)}`, (d) => d.stage === 'spam');
  await signInAsStaff(page, `/admin/leads/${contact.id}/${ref.id}`);

  await expect(page.getByText('Este lead está em spam e não entra nas contagens nem nas exportações.')).toBeVisible();
  await expect(page.getByText('O campo armadilha para robôs foi preenchido.')).toBeVisible();
  await expect(contactLink(page, /WhatsApp/)).toHaveCount(0);
  await expect(contactLink(page, /e-mail/i)).toBeVisible();
  await expect(page.getByText('Spam (armadilha de robôs)')).toBeVisible();

  await page.getByRole('button', { name: 'Não é spam' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lead tirado do spam: agora é um lead como os outros.' })).toBeVisible();
  await expect(stages(page).getByRole('button', { name: 'Novo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(history(page).filter({ hasText: 'Etapa: Spam → Novo' })).toHaveCount(1);
  await expect(history(page).filter({ hasText: 'Etapa: Spam → Novo' })).toContainText(LOCAL_STAFF.email);
  // The stored submission is a normal lead now, and the page says so as it changes.
  await expect(page.getByText('Aceito', { exact: true })).toBeVisible();
  await expect(page.getByText('Enviado', { exact: true })).toBeVisible();
  const summary = await waitForDoc(`${LEADS}/${leadId(contact.id, ref.id)}`, (d) => d.stage === 'novo');
  expect(summary.spam).toBe(false);
  const stored = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
  expect(stored.status).toBe('accepted');
  // The studio's lead e-mail (other tests share the mailbox: this lead's reply-to is its own). That it
  // goes once, however many presses and events, is the functions suite's (spam-rescue.test.ts).
  await waitForMail((mail) => mail.some((m) => m.replyTo === email));
  await expectAccessible(page);
});

test('a move to fechado records the deal value and a move to perdido its reason, on the lead page and in the history', async ({ page }) => {
  const tag = unique();
  const wonId = await storedLead(contact, { nome: `Carla Fechou ${tag}`, email: `carla.${tag}@example.com` });
  const lostId = await storedLead(contact, { nome: `Davi Perdeu ${tag}`, email: `davi.${tag}@example.com` });

  await signInAsStaff(page, `/admin/leads/${contact.id}/${wonId}`);
  await stages(page).getByRole('button', { name: 'Fechado' }).click();
  const won = page.getByRole('dialog', { name: 'Mover para Fechado' });
  const value = won.getByLabel('Valor do negócio (R$, opcional)');
  await expect(value).toBeFocused();
  // A mistyped value is said in the staff member's language and nothing is written.
  await value.fill('15,000');
  await won.getByRole('button', { name: 'Marcar como fechado' }).click();
  await expect(won.getByRole('alert')).toHaveText('Escreva o valor em reais, como 1.500,00 ou 1500, ou deixe em branco.');
  // The page behind the open dialog is hidden from the accessibility tree: the stored stage says nothing moved.
  expect((await adminDb().doc(`${LEADS}/${leadId(contact.id, wonId)}`).get()).get('stage')).toBe('novo');
  await value.fill('1.500,00');
  await expectAccessible(page);
  await won.getByRole('button', { name: 'Marcar como fechado' }).click();
  await expect(won).toBeHidden();
  await expect(stages(page).getByRole('button', { name: 'Fechado' })).toHaveAttribute('aria-pressed', 'true');
  // Intl writes a no-break space after R$: \s matches it.
  await expect(page.getByText(/^Valor do negócio: R\$\s1\.500,00$/)).toBeVisible();
  await expect(history(page).filter({ hasText: /Etapa: Novo → Fechado; valor do negócio: R\$\s1\.500,00/ })).toContainText(LOCAL_STAFF.email);
  const wonSummary = await waitForDoc(`${LEADS}/${leadId(contact.id, wonId)}`, (d) => d.stage === 'fechado');
  expect(wonSummary.wonValue).toBe(150_000);

  await page.goto(`/admin/leads/${contact.id}/${lostId}`);
  await stages(page).getByRole('button', { name: 'Perdido' }).click();
  const lost = page.getByRole('dialog', { name: 'Mover para Perdido' });
  // The studio set no list: the default reasons, and "Outro".
  await lost.getByRole('radio', { name: 'Preço' }).check();
  await lost.getByRole('button', { name: 'Marcar como perdido' }).click();
  await expect(lost).toBeHidden();
  await expect(stages(page).getByRole('button', { name: 'Perdido' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Motivo da perda: Preço')).toBeVisible();
  await expect(history(page).filter({ hasText: 'Etapa: Novo → Perdido; motivo: Preço' })).toContainText(LOCAL_STAFF.email);
  const lostSummary = await waitForDoc(`${LEADS}/${leadId(contact.id, lostId)}`, (d) => d.stage === 'perdido');
  expect(lostSummary).toMatchObject({ lostReason: 'Preço' });
  expect(lostSummary.wonValue ?? null).toBeNull();
});
