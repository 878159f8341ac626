import { expect, type Page } from '@playwright/test';
import { LOCAL_STAFF } from '../../../scripts/seed';

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-movaly';

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Fills the login form and submits it (the page must be on /login, in Portuguese). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
}

/** Signs the seeded staff account in through /login and waits for the page it lands on. */
export async function signInAsStaff(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, LOCAL_STAFF.email, LOCAL_STAFF.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The Auth emulator's out-of-band codes (reset and verification e-mails are not sent, only listed). */
export async function oobCodes(): Promise<{ email: string; oobCode: string; requestType: string }[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await response.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] }).oobCodes;
}

/** Creates an account through the Auth emulator's REST API (like a sign-up), without staff access. */
export async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${await response.text()}`);
}
