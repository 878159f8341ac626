import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { type Browser, chromium, type ConsoleMessage, type Page } from '@playwright/test';
import { adminDb } from '../tests/support/admin';
import { submissionMeta, toStoredAnswers } from '../src/forms/core/record';
import { LEADS as SUMMARIES, leadId, newLead } from '../src/domain/lead';
import { readRegistry } from './lib/read-forms';
import { LOCAL_STAFF, seed } from './seed';
import { vitePreview } from './lib/vite-preview';

/*
 * The lead viewer at scale: LEADS website briefings seeded into form_sites, then as staff in headless
 * Chromium: the first page of the viewer (a full page load, the first one after the emulators
 * started apart, and a click from the form index), a search by a name typed without its accents, and
 * the CSV export of all of them (progress shown, longest main-thread task while it runs). Runs inside
 * `firebase emulators:exec --only auth,firestore` against the emulator build served by vite preview
 * (npm run bench starts it); measures and prints, never asserts. VIEWER_PROFILE=1 first prints where
 * one full load and one search spend their time (the "first after the emulators started" figure is
 * then no longer the first).
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
  // Two writes per lead (the submission and the summary the function would write): 200 leads per batch.
  for (let start = 0; start < LEADS; start += 200) {
    const batch = db.batch();
    for (let i = start; i < Math.min(LEADS, start + 200); i++) {
      const name = i === Math.floor(LEADS / 2) ? 'Conceição Araújo Medição' : `Cliente Carga ${i}`;
      const answers: Record<string, unknown> = { ...def.example, nome: name, email: `carga.${i}@example.com` };
      const ref = db.collection(def.form.collection).doc();
      const createdAt = Timestamp.fromMillis(base + i * 60_000);
      batch.set(ref, {
        ...toStoredAnswers(def, answers),
        ...submissionMeta(def, 'pt'),
        createdAt,
        status: 'accepted',
        validation: { errors: [], schemaVersion: def.version, checkedAt: FieldValue.serverTimestamp() },
        delivery: { state: 'sent', attempts: 1 },
      });
      // The table lists the lead summaries (leads/), as the function writes them beside each submission.
      const summary = newLead(
        { formId: def.id, collection: def.form.collection, docId: ref.id, receivedAt: createdAt, locale: 'pt', spamReason: null, updatedAt: createdAt },
        { name, email: answers.email as string, phone: answers.telefone as string | undefined, company: answers.empresa as string | undefined },
      );
      batch.set(db.collection(SUMMARIES).doc(leadId(def.id, ref.id)), summary);
    }
    await batch.commit();
  }
}

await seed();
const seeding = Date.now();
await seedLeads();
console.log(`Viewer: ${LEADS} website briefings seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
const server = await vitePreview(process.env.VIEWER_DIST ?? '.data/web-emulator', PREVIEW_PORT);
// Launched inside the try: a browser that fails to start must not leave the preview server running.
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await (await browser.newContext({ locale: 'pt-BR', acceptDownloads: true })).newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(LOCAL_STAFF.email);
  await page.getByLabel('Senha', { exact: true }).fill(LOCAL_STAFF.password);
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${BASE}/admin`);

  if (process.env.VIEWER_PROFILE) await printTimeline(page);

  // A lead row of the table (the index page has rows too, so any row would not do).
  const leadRow = () => page.getByRole('row').filter({ hasText: 'Cliente Carga' }).first();
  const timed = async (action: () => Promise<unknown>, done: () => Promise<unknown>) => {
    const started = Date.now();
    await action();
    await done();
    return Date.now() - started;
  };

  // Full page loads (bundle, session restore, query): the first one is also the emulator's first
  // listen since it started, which pays its own warm-up; the next three show the steady state.
  const firstVisit = await timed(() => page.goto(`${BASE}/admin/form-sites`), () => leadRow().waitFor());
  const rows = (await page.getByRole('row').count()) - 1;
  const reloads: number[] = [];
  for (let i = 0; i < 3; i++) reloads.push(await timed(() => page.goto(`${BASE}/admin/form-sites`), () => leadRow().waitFor()));
  // As staff get there: from the click on the form in the index (once its count shows) to its first row.
  const fromIndex: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(`${BASE}/admin/leads`);
    const link = page.getByRole('link', { name: def.form.texts.title, exact: true });
    await page.getByRole('row').filter({ has: link, hasText: /\d$/ }).waitFor();
    fromIndex.push(await timed(() => link.click(), () => leadRow().waitFor()));
  }

  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  const searches: number[] = [];
  for (let i = 0; i < 3; i++) {
    searches.push(
      await timed(
        async () => {
          await search.fill('conceicao araujo');
          await search.press('Enter');
        },
        () => page.getByRole('row').filter({ hasText: 'Conceição Araújo Medição' }).waitFor(),
      ),
    );
    await search.fill('');
    await search.press('Enter');
    await leadRow().waitFor();
  }

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
  const started = Date.now();
  const download = page.waitForEvent('download', { timeout: 600_000 });
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const progressSeen = await page.getByText(/ de \d+ lidos/).first().waitFor({ timeout: 30_000 }).then(() => true, () => false);
  const file = await download;
  const exportMs = Date.now() - started;
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`  first page, full load, first after the emulators started: ${ms(firstVisit)} (${rows} rows)`);
  console.log(`  first page, full load with the session restored (median of 3): ${ms(median(reloads))} [${reloads.map(ms).join(', ')}]`);
  console.log(`  first page from a click in the form index (median of 3): ${ms(median(fromIndex))} [${fromIndex.map(ms).join(', ')}]`);
  console.log(`  search 'conceicao araujo', first then median of 3: ${ms(searches[0])}, ${ms(median(searches))} [${searches.map(ms).join(', ')}]`);
  console.log(`  CSV export of all:          ${ms(exportMs)}, ${csv.split('\r\n').filter(Boolean).length - 1} rows, progress shown: ${progressSeen ? 'yes' : 'no'}`);
  console.log(`  longest main-thread task during the export: ${ms(longest)}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
process.exit(0);

/**
 * VIEWER_PROFILE=1: where a full load of the table and then a search spend their time (requests to
 * the page, the Auth and Firestore emulators with their first bytes, and main-thread long tasks),
 * then back to the admin home so the figures start from the same state.
 */
async function printTimeline(page: Page): Promise<void> {
  const lines: [number, string][] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  let t0 = 0;
  const at = (seconds: number) => Math.round((seconds - t0) * 1000);
  cdp.on('Network.requestWillBeSent', (e) => {
    t0 ||= e.timestamp;
    urls.set(e.requestId, `${e.request.method} ${e.request.url.replace(/\?.*/, '').replace(BASE, '')}`);
    lines.push([at(e.timestamp), `send ${urls.get(e.requestId)}`]);
  });
  cdp.on('Network.dataReceived', (e) => {
    // Only responses to requests seen since the timeline started (not a late favicon of the page before).
    if (urls.has(e.requestId)) lines.push([at(e.timestamp), `data ${e.dataLength} B ${urls.get(e.requestId)}`]);
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) console.log(`longtask ${Math.round(entry.startTime)} ${Math.round(entry.duration)} ms`);
    }).observe({ type: 'longtask', buffered: true });
  });
  let origin = 0;
  const onConsole = (m: ConsoleMessage) => {
    const [, start, text] = /^longtask (\d+) (.*)$/.exec(m.text()) ?? [];
    if (start) lines.push([Number(start) - origin, `long task ${text}`]);
  };
  page.on('console', onConsole);
  const print = (title: string) => {
    console.log(`  | ${title}`);
    // Data events of one response arrive in bursts: the first of each burst is enough.
    let last = '';
    for (const [time, line] of lines.sort((a, b) => a[0] - b[0])) {
      if (line.startsWith('data') && line.replace(/data \d+ B /, '') === last) continue;
      last = line.startsWith('data') ? line.replace(/data \d+ B /, '') : '';
      console.log(`  | ${String(time).padStart(5)} ms  ${line}`);
    }
    lines.length = 0;
  };
  await page.goto(`${BASE}/admin/form-sites`);
  await page.getByRole('row').filter({ hasText: 'Cliente Carga' }).first().waitFor();
  print('full load of /admin/form-sites');

  t0 = 0;
  origin = await page.evaluate(() => performance.now());
  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  await search.fill('conceicao araujo');
  const pressed = Date.now();
  await search.press('Enter');
  await page.getByRole('row').filter({ hasText: 'Conceição Araújo Medição' }).waitFor();
  lines.push([0, `(Enter pressed; the row showed after ${Date.now() - pressed} ms; times from the first request)`]);
  print('search');
  page.off('console', onConsole);
  await cdp.detach();
  await page.goto(`${BASE}/admin`);
}
