import { type ChildProcess, spawn } from 'node:child_process';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { chromium } from '@playwright/test';
import { adminDb } from '../tests/support/admin';
import { submissionMeta, toStoredAnswers } from '../src/forms/core/record';
import { searchTerms } from '../src/forms/core/search-terms';
import { readRegistry } from './lib/read-forms';
import { LOCAL_STAFF, seed } from './seed';

/*
 * The lead viewer at scale: LEADS website briefings seeded into form_sites, then as staff in headless
 * Chromium: the first page of the viewer, a search by a name typed without its accents, and the CSV
 * export of all of them (progress shown, longest main-thread task while it runs). Runs inside
 * `firebase emulators:exec --only auth,firestore` against the emulator build served by vite preview
 * (npm run bench starts it); measures and prints, never asserts.
 */
const LEADS = Number(process.env.VIEWER_LEADS ?? 5000);
const PREVIEW_PORT = 4319;
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ms = (value: number) => `${Math.round(value)} ms`;

const def = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;
const db = adminDb();

async function seedLeads(): Promise<void> {
  const base = Date.now() - LEADS * 60_000;
  for (let start = 0; start < LEADS; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(LEADS, start + 400); i++) {
      const name = i === Math.floor(LEADS / 2) ? 'Conceição Araújo Medição' : `Cliente Carga ${i}`;
      const answers = { ...def.example, nome: name, email: `carga.${i}@example.com` };
      batch.set(db.collection(def.form.collection).doc(), {
        ...toStoredAnswers(def, answers),
        ...submissionMeta(def, 'pt'),
        createdAt: Timestamp.fromMillis(base + i * 60_000),
        status: 'accepted',
        validation: { errors: [], schemaVersion: def.version, checkedAt: FieldValue.serverTimestamp() },
        delivery: { state: 'sent', attempts: 1 },
        search: [...new Set([name, answers.email as string].flatMap(searchTerms))],
      });
    }
    await batch.commit();
  }
}

function preview(): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/vite', ['preview', '--outDir', process.env.VIEWER_DIST ?? '.data/web-emulator', '--port', String(PREVIEW_PORT), '--strictPort', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes(String(PREVIEW_PORT)) && done(child));
    child.once('exit', (code) => fail(new Error(`vite preview exited (${code})`)));
  });
}

await seed();
const seeding = Date.now();
await seedLeads();
console.log(`Viewer: ${LEADS} website briefings seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
const server = await preview();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await (await browser.newContext({ locale: 'pt-BR', acceptDownloads: true })).newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(LOCAL_STAFF.email);
  await page.getByLabel('Senha', { exact: true }).fill(LOCAL_STAFF.password);
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${BASE}/admin`);

  // First page: from the click on the module link to the first row on screen (the admin chunk is warm).
  let started = Date.now();
  await page.goto(`${BASE}/admin/form-sites`);
  await page.getByRole('row').nth(1).waitFor();
  const firstPage = Date.now() - started;
  const rows = (await page.getByRole('row').count()) - 1;

  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  started = Date.now();
  await search.fill('conceicao araujo');
  await search.press('Enter');
  await page.getByRole('row').filter({ hasText: 'Conceição Araújo Medição' }).waitFor();
  const searchMs = Date.now() - started;
  await search.fill('');
  await search.press('Enter');
  await page.getByRole('row').nth(2).waitFor();

  // The longest main-thread task while the export runs tells whether the page stayed responsive.
  await page.evaluate(() => {
    (window as unknown as { longest: number }).longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const w = window as unknown as { longest: number };
        w.longest = Math.max(w.longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: false });
  });
  started = Date.now();
  const download = page.waitForEvent('download', { timeout: 600_000 });
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const progressSeen = await page.getByText(/ de \d+ lidos/).first().waitFor({ timeout: 30_000 }).then(() => true, () => false);
  const file = await download;
  const exportMs = Date.now() - started;
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);

  console.log(`  first page of the viewer:   ${ms(firstPage)} (${rows} rows)`);
  console.log(`  search 'conceicao araujo':  ${ms(searchMs)}`);
  console.log(`  CSV export of all:          ${ms(exportMs)}, ${csv.split('\r\n').filter(Boolean).length - 1} rows, progress shown: ${progressSeen ? 'yes' : 'no'}`);
  console.log(`  longest main-thread task during the export: ${ms(longest)}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
process.exit(0);
