import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LOCAL_COMPANY_EMAIL, LOCAL_STAFF } from '../../scripts/seed';
import { clearMail, smtp, waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { createConfirmedAccount, signInAsStaff, submitLogin, unique } from './support/staff';

/*
 * Staff management and the e-mail test as staff use them: access given by invitation from /admin/team
 * (the studio mails a link; the colleague opens it in a browser of their own, signs in with that
 * address and accepts: issue 37) and removed from there, removal confirmed first and felt at once in the colleague's open tab and by their
 * ID token over REST; a member sees the roles and why they cannot change them, and the function
 * refuses them too; /teste-email through the mailer. The seeded account is an owner.
 */
const consoleGuard = guardConsole(test);

const FUNCTIONS = `http://127.0.0.1:5001/${process.env.GCLOUD_PROJECT ?? 'demo-movaly'}/us-central1`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-movaly'}/databases/(default)/documents`;

/** The HTTP status of a REST read of a whole collection with an ID token, as a script would make it. */
async function restRead(collection: string, idToken: string): Promise<number> {
  return (await fetch(`${FIRESTORE}/${collection}`, { headers: { authorization: `Bearer ${idToken}` } })).status;
}

/** The invitation's link as the mail to `email` carries it: its path and fragment, opened on the site under test. */
async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail((all) => all.some((m) => m.to.includes(email) && m.subject === 'Convite para a equipe da Movaly'));
  const text = mail.find((m) => m.to.includes(email) && m.subject === 'Convite para a equipe da Movaly')!.text;
  return /\/admin\/convite#[A-Za-z0-9_-]{43}/.exec(text)![0];
}

/** The owner's page invites `email` (as a member unless `role` says owner); the invitation waits in its table. */
async function invite(page: Page, email: string, role?: 'Proprietário'): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail da pessoa' }).fill(email);
  if (role) await page.getByRole('combobox', { name: 'Papel' }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}. O link vale por 7 dias.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Convites ainda não aceitos' }).getByRole('row').filter({ hasText: email })).toBeVisible();
}

/** The colleague, in `their` browser, opens the mailed link, signs in through it and accepts: the staff area opens. */
async function accept(their: BrowserContext, email: string, password: string): Promise<Page> {
  const colleague = await their.newPage();
  await colleague.goto(await invitationLink(email));
  await expect(colleague.getByRole('heading', { level: 1, name: 'Convite para a equipe' })).toBeFocused();
  // The token left the address bar at once (it stays in this tab's storage for the way back from /login).
  await expect(colleague).toHaveURL(/\/admin\/convite$/);
  await colleague.getByRole('link', { name: 'Entrar para aceitar' }).click();
  await expect(colleague).toHaveURL(/\/login$/);
  await submitLogin(colleague, email, password);
  await expect(colleague).toHaveURL(/\/admin\/convite$/);
  await expect(colleague.getByText(`Você entrou como ${email}.`)).toBeVisible();
  await colleague.getByRole('button', { name: 'Aceitar o convite' }).click();
  await expect(colleague).toHaveURL(/\/admin$/);
  return colleague;
}

test('a colleague removed from the team loses access within seconds: their open tab, and their ID token over REST', async ({ page, browser }, testInfo) => {
  const email = `colega.${unique()}@example.com`;
  const password = 'colega-123';
  await createConfirmedAccount(email, password);
  await signInAsStaff(page, '/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: LOCAL_STAFF.email })).toContainText('Você');
  await invite(page, email);

  // The colleague accepts, in a browser of their own, and keeps the team page open.
  const theirs = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR' });
  const errors: string[] = [];
  try {
    const colleague = await accept(theirs, email, password);
    colleague.on('pageerror', (error) => errors.push(error.message));
    colleague.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await colleague.goto('/admin/team');
    await expect(colleague.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    await expect(colleague.getByRole('row').filter({ hasText: email })).toContainText('Você');
    // The owner's page, read again, lists them; their invitation is gone.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table', { name: 'Convites ainda não aceitos' })).toHaveCount(0);
    const token = await idTokenIn(colleague, email);
    expect(await restRead('leads', token)).toBe(200);
    expect(await restRead('contact_messages', token)).toBe(200);

    // Removing asks first, naming the person; Cancel has the focus and changes nothing.
    await row.getByRole('button', { name: `Remover acesso de ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Remover o acesso de ${email}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Remover acesso de ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover acesso' }).click();
    const removedAt = Date.now();
    await expect(page.getByText(`Acesso removido de ${email}.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Their tab, untouched, loses the page within seconds; no reload.
    await expect(colleague.getByRole('heading', { level: 1, name: 'Seu acesso à área da equipe foi removido.' })).toBeVisible({ timeout: 10_000 });
    const seconds = (Date.now() - removedAt) / 1000;
    console.log(`The removed colleague's open tab showed the lost-access page ${seconds.toFixed(1)} s after the removal.`);
    expect(seconds).toBeLessThan(10);
    await expect(colleague.getByRole('heading', { name: 'Equipe', exact: true })).toHaveCount(0);
    await expect(colleague.getByRole('table')).toHaveCount(0);

    // The same ID token, still carrying the claim and not yet expired, reads nothing now.
    expect(await restRead('leads', token)).toBe(403);
    expect(await restRead('contact_messages', token)).toBe(403);
    expect(await restRead('staff', token)).toBe(403);

    await colleague.getByRole('button', { name: 'Sair' }).click();
    await expect(colleague).toHaveURL(/\/login$/);
    await submitLogin(colleague, email, password);
    await expect(colleague.getByRole('heading', { level: 1, name: 'Aguardando acesso' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await theirs.close();
  }
});

test('a member cannot remove an owner: the page shows the roles and says why, and the function refuses them', async ({ page, browser }, testInfo) => {
  const email = `membro.${unique()}@example.com`;
  const password = 'membro-123';
  await createConfirmedAccount(email, password);
  await signInAsStaff(page, '/admin/team');
  // The owner invites; an invitation makes a member unless the owner picks otherwise.
  await expect(page.getByRole('combobox', { name: 'Papel' })).toHaveValue('member');
  await invite(page, email);
  await expect(page.getByRole('table', { name: 'Convites ainda não aceitos' }).getByRole('row').filter({ hasText: email })).toContainText('Membro');

  const theirs = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR' });
  try {
    const member = await accept(theirs, email, password);
    await member.goto('/admin/team');
    await expect(member.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    const ownerRow = member.getByRole('row').filter({ hasText: LOCAL_STAFF.email });
    await expect(ownerRow).toContainText('Proprietário');
    await expect(member.getByRole('row').filter({ hasText: email })).toContainText('Membro');
    // Why there is nothing to press, and whom to ask.
    const why = member.getByText(/^Só proprietários liberam ou removem acessos e mudam papéis\. Para isso, fale com: /);
    await expect(why).toBeVisible();
    await expect(why).toContainText(LOCAL_STAFF.email);
    await expect(ownerRow.getByRole('button')).toHaveCount(0);
    await expect(member.getByRole('button', { name: /^(Remover acesso|Tornar)/ })).toHaveCount(0);
    await expect(member.getByRole('textbox', { name: 'E-mail da pessoa' })).toHaveCount(0);

    // A call made past the page, with the member's own ID token, is refused with its reason.
    const token = await idTokenIn(member, email);
    const answer = await fetch(`${FUNCTIONS}/revokeStaff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { email: LOCAL_STAFF.email } }),
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error?: { details?: { reason?: string } } }).error?.details?.reason).toBe('not-owner');
    await member.reload();
    await expect(member.getByRole('row').filter({ hasText: LOCAL_STAFF.email })).toContainText('Proprietário');
  } finally {
    await theirs.close();
  }
});

test('inviting someone who already has access says so under the field, in Portuguese', async ({ page }) => {
  consoleGuard.allow(/Failed to load resource|inviteStaff/);
  await signInAsStaff(page, '/admin/team');
  const field = page.getByRole('textbox', { name: 'E-mail da pessoa' });
  await field.fill(LOCAL_STAFF.email);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(field).toHaveAccessibleDescription(`${LOCAL_STAFF.email} já tem acesso à área da equipe.`);
  await expect(field).toBeFocused();
  await expect(page.getByText(/already has access|FAILED_PRECONDITION/)).toHaveCount(0);
});

test('the e-mail test sends a sample to the company e-mail, and reports a failure with its reason', async ({ page }) => {
  consoleGuard.allow(/Failed to load resource|sendTestEmail/);
  try {
    await clearMail();
    await signInAsStaff(page, '/teste-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Teste de e-mail' })).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Teste da Equipe');
    await page.getByLabel('E-mail', { exact: true }).fill('teste@example.com');
    await page.getByLabel('Mensagem', { exact: true }).fill('Conferindo o envio.');
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail enviado com sucesso!' }).first()).toBeVisible();
    const mail = await waitForMail((m) => m.some((x) => x.subject.includes('Teste da Equipe')));
    expect(mail.find((x) => x.subject.includes('Teste da Equipe'))!.to).toEqual([LOCAL_COMPANY_EMAIL]);

    await smtp('down');
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Erro ao enviar e-mail: .+/ }).first()).toBeVisible({ timeout: 45_000 });
  } finally {
    await smtp('up');
  }
});

/** The ID token the web SDK keeps for a signed-in account (IndexedDB), as a script could take it. */
async function idTokenIn(page: Page, email: string): Promise<string> {
  return page.evaluate(
    (account) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const user = (read.result as { value?: { email?: string; stsTokenManager?: { accessToken?: string } } }[]).find((r) => r.value?.email === account);
            const token = user?.value?.stsTokenManager?.accessToken;
            if (token) resolve(token);
            else reject(new Error(`no ID token stored for ${account}`));
          };
        };
      }),
    email,
  );
}
