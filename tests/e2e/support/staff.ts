import { type BrowserContext, expect, type Page } from '@playwright/test';
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

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A storage state's origin, with the IndexedDB databases `storageState({ indexedDB: true })` adds. */
type OriginState = Session['origins'][number] & { indexedDB?: { name: string }[] };

/**
 * The seeded staff member's session, kept by each worker after its first sign-in through /login:
 * Firebase Auth's own IndexedDB database and nothing else (no cookie, no localStorage: a language or a
 * draft of the first test must not follow the next ones). Restoring it spares every later test the
 * login page (50 sign-ins a run, 1-2 s each); staff-auth.spec proves the login page and the gate.
 */
let session: Session | undefined;

/**
 * Signs the seeded staff account in (through /login the first time in a worker) and waits for the page it
 * lands on. `firstLoad`: the bound on the first page's gate, for a dev server's cold first transform of
 * the staff room (the form editor's proof, at low priority beside the other suites).
 */
export async function signInAsStaff(page: Page, path = '/admin', { firstLoad }: { firstLoad?: number } = {}): Promise<void> {
  const landed = new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`);
  if (session) {
    // Off the site first: a page of the app keeps Firebase's IndexedDB open, and the restore, which
    // clears IndexedDB, would wait on it (a visitor's page the test used before signing in).
    await page.goto('about:blank');
    await page.context().setStorageState(session);
    await page.goto(path);
    await expect(page).toHaveURL(landed);
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/, { timeout: firstLoad });
  await submitLogin(page, LOCAL_STAFF.email, LOCAL_STAFF.password);
  await expect(page).toHaveURL(landed);
  const { origins } = await page.context().storageState({ indexedDB: true });
  session = {
    cookies: [],
    origins: origins.map((origin: OriginState) => ({
      origin: origin.origin,
      localStorage: [],
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === 'firebaseLocalStorageDb'),
    })),
  };
}

/** The Auth emulator's out-of-band codes (reset and verification e-mails are not sent, only listed). */
export async function oobCodes(): Promise<{ email: string; oobCode: string; requestType: string }[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await response.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] }).oobCodes;
}

/** Creates an account through the Auth emulator's REST API (like a sign-up), without staff access. */
/**
 * A signed-up account whose address is confirmed, as if its owner had opened Firebase's confirmation
 * link (the emulator sends no e-mail; its admin endpoint sets the flag the link would).
 */
export async function createConfirmedAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  const confirmed = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!confirmed.ok) throw new Error(`confirming the e-mail failed: ${await confirmed.text()}`);
}
