import { cpus, freemem, totalmem } from 'node:os';
import { type Browser, chromium, type Page, type Request } from '@playwright/test';
import { adminDb } from '../tests/support/admin';
import { LEADS, searchPlan } from '../src/domain/lead';
import { todayInBrazil } from '../src/domain/studio-time';
import { ACTIVITY_NEEDLE, SEARCH_NEEDLE as NEEDLE, seedBenchLeads, seedBenchStaff } from './lib/bench-leads';
import { readRegistry } from './lib/read-forms';
import { LOCAL_STAFF, seed } from './seed';
import { vitePreview } from './lib/vite-preview';
import { callLines, type FirestoreCall, recordFirestore } from './lib/firestore-requests';
import { paths } from '../src/config/paths';

/*
 * The inbox at scale: LEADS lead summaries spread over the 13 forms (./lib/bench-leads.ts: Brazilian
 * names, e-mails, companies and phones; stages, assignees, follow-ups and last activities as a
 * studio's would be), written with the admin SDK into the Firestore emulator, then as staff in
 * headless Debian chromium: the time until /admin shows the inbox's first page (and its total), until
 * /admin sorted by last activity shows its first row (the lead with the latest activity), until each
 * other order and filter (OTHER_VIEWS) shows its first row, and until
 * each search of SEARCHES shows its first page, with the documents each read. Medians of
 * RUNS; figures printed, nothing asserted. Runs inside `firebase emulators:exec --only auth,firestore`
 * against the emulator build served by vite preview (npm run bench starts it; INBOX_DIST names the build).
 */
const LEADS_COUNT = Number(process.env.INBOX_LEADS ?? 20_000);
const RUNS = Math.max(1, Number(process.env.INBOX_RUNS ?? 5) || 5);
const PREVIEW_PORT = 4321;
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The searches timed, typed as staff would (no accents, capitals): 2, 3, 5, 10 and 12 characters. All
 * but the last are broad at 5,000 leads (more than READ_ALL hold their pieces); the last is a piece
 * from the middle of the search needle's name, which one lead matches.
 */
const SEARCHES = ['lu', 'res', 'souza', '@gmail.com', 'NCIACAO TAVA'];
/** The inbox sorted by last activity, newest first, as its URL names it (src/features/admin/inbox/inbox-url.ts). */
const BY_ACTIVITY = '/admin?sort=activity&dir=desc';
/** The other orders and each kind of filter, as their URLs name them; each has rows in the bench's leads. */
const OTHER_VIEWS = [
  '/admin?dir=asc',
  '/admin?sort=activity&dir=asc',
  '/admin?sort=followUp',
  '/admin?stage=novo',
  `/admin?form=${readRegistry().forms[0].id}`,
  '/admin?assignee=bench-staff-ana',
  '/admin?overdue=1',
  '/admin?idle=7',
];

interface Reads {
  documents: number;
  countReads: number;
}
const reads = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __inboxReads: Reads }).__inboxReads }));
/** Waits until the page has asked for nothing more for a second (the glance's queries run beside the inbox). */
async function settle(page: Page): Promise<Reads> {
  let last = await reads(page);
  for (;;) {
    await page.waitForTimeout(1000);
    const now = await reads(page);
    // Quiet for a second and no read on its way: at 20,000 leads one query may take longer than the
    // second (the glance's first contacts took 2.7 s), and a run once printed 4 documents for /admin.
    if (now.documents === last.documents && now.countReads === last.countReads && !callsInFlight.get(page)?.size) return now;
    last = now;
  }
}

/** Firestore's one-off calls (REST: gets, queries, counts) each page has sent and not had answered; the watch channel's long polls are not counted. */
const callsInFlight = new WeakMap<Page, Set<Request>>();
function trackCalls(page: Page): void {
  const open = new Set<Request>();
  callsInFlight.set(page, open);
  const isCall = (request: Request) => /:(runQuery|runAggregationQuery|batchGet)\b/.test(request.url());
  page.on('request', (request) => isCall(request) && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}
const since = (after: Reads, before: Reads) => `${after.documents - before.documents} documents + ${after.countReads - before.countReads} count reads`;

/*
 * Times are taken in the page, not by polling it from here: a MutationObserver notes the moment each
 * watched thing first is in the page (its performance.now(), counted from the navigation's start),
 * and capture listeners note the moment of the click or Enter that asked for it. Polling from the
 * driver would only see the rows at the page's next free moment, adding to their time the work that
 * follows them (the glance's counts and chart).
 */
const ROWS = `[...document.querySelectorAll('table')].filter((t) => t.querySelector('caption')?.textContent?.startsWith('Contatos recebidos')).flatMap((t) => [...t.querySelectorAll('tbody tr')])`;
function watchInPage({ rows, latest }: { rows: string; latest: string }) {
  const w = window as unknown as { __seen: Record<string, number>; __watch: Record<string, () => boolean>; __actionAt: number };
  w.__seen = {};
  w.__actionAt = 0;
  const drawn = () => new Function(`return ${rows}`)() as Element[];
  w.__watch = {
    rows: () => drawn().length > 0,
    // The sorted page, not the plain one drawn before it: its first row is the latest activity's lead.
    sorted: () => drawn()[0]?.textContent?.includes(latest) ?? false,
    total: () => [...document.querySelectorAll('nav[aria-label="Páginas"] [role=status]')].some((e) => /^1–25 de \d+$/.test(e.textContent ?? '')),
  };
  const check = () => {
    for (const [name, test] of Object.entries(w.__watch)) if (!(name in w.__seen) && test()) w.__seen[name] = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('click', () => (w.__actionAt = performance.now()), true);
  addEventListener('keydown', (e) => e.key === 'Enter' && (w.__actionAt = performance.now()), true);
}
/**
 * Where a load's time went: the app's start (`app:*`, src/app/start.tsx) and the staff area's phases
 * (`staff:*`, src/backend/staff-phases.ts), in ms from the navigation's start.
 */
const PHASES = ['app:start', 'app:system', 'app:routes', 'staff:session', 'staff:membership', 'staff:rows-read', 'staff:page', 'staff:rows'];
const phasesOf = (page: Page): Promise<Record<string, number>> =>
  page.evaluate((names) => Object.fromEntries(names.flatMap((name) => performance.getEntriesByName(name, 'mark').map((m) => [name, m.startTime]))), PHASES);
/** Each phase's median over `runs`, in order ("-" when a load did not mark it: a view read by its query has no read ahead of it). */
const phaseLine = (runs: Record<string, number>[]) =>
  PHASES.map((name) => {
    const times = runs.map((run) => run[name]).filter((t): t is number => t !== undefined);
    return `${name} ${times.length === runs.length ? Math.round(median(times)) : '-'}`;
  }).join(', ');

/** Watches for `predicate` (source of a function run in the page) from now on, as `name`. */
async function watch(page: Page, name: string, predicate: string) {
  await page.evaluate(
    ([n, source]) => {
      const w = window as unknown as { __seen: Record<string, number>; __watch: Record<string, () => boolean> };
      delete w.__seen[n];
      w.__watch[n] = new Function(`return (${source})()`) as () => boolean;
    },
    [name, predicate],
  );
}
/** When `name` was first seen: from the navigation's start, or from the last click or Enter. */
async function seenAt(page: Page, name: string, from: 'navigation' | 'action' = 'navigation'): Promise<number> {
  const handle = await page.waitForFunction(
    ([n, f]) => {
      const w = window as unknown as { __seen: Record<string, number>; __actionAt: number };
      return n in w.__seen && w.__seen[n] - (f === 'action' ? w.__actionAt : 0);
    },
    [name, from],
    // A search the emulator answers by scanning every lead (it keeps no index) takes tens of seconds at 20,000.
    { timeout: 180_000 },
  );
  return (await handle.jsonValue()) as number;
}

await seed();
// The assignees are staff documents, as the inbox lists them (no account needed to be named).
await seedBenchStaff();
const seeding = Date.now();
await seedBenchLeads(LEADS_COUNT);
console.log(`Inbox: ${LEADS_COUNT} lead summaries over ${readRegistry().forms.length} forms seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s (today ${todayInBrazil()})`);

/**
 * What the emulator itself takes for a query of the leads, from Node with nothing else asking (median
 * of 5, after one warm-up): the floor under the page's first read, whatever the page does. The
 * emulator keeps no index, so even a limit of one goes over the collection; a read by id does not.
 */
async function emulatorFloor(): Promise<string> {
  const leads = adminDb().collection(LEADS);
  const timed = async (read: () => Promise<unknown>) => {
    await read();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    return ms(median(times));
  };
  const first = await leads.orderBy('receivedAt', 'desc').limit(1).get();
  const id = first.docs[0]?.id ?? 'none';
  return [
    `first page (order receivedAt desc, limit 40) ${await timed(() => leads.orderBy('receivedAt', 'desc').limit(40).get())}`,
    `limit 1 ${await timed(() => leads.limit(1).get())}`,
    `one lead by id ${await timed(() => leads.doc(id).get())}`,
  ].join('; ');
}
console.log(`  the emulator alone, from Node, median of 5: ${await emulatorFloor()}`);
const server = await vitePreview(process.env.INBOX_DIST ?? '.data/web-emulator', PREVIEW_PORT);
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  trackCalls(page);
  // tsx names the functions it compiles with a helper of its own, which the page must have too.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.addInitScript(watchInPage, { rows: ROWS, latest: ACTIVITY_NEEDLE.name });
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(LOCAL_STAFF.email);
  await page.getByLabel('Senha', { exact: true }).fill(LOCAL_STAFF.password);
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${BASE}/admin`);

  const table = page.getByRole('table', { name: /^Contatos recebidos/ });
  const firstRow = () => table.getByRole('row').nth(1).waitFor();

  // Full loads of /admin with the session restored: bundle, session, the first page's listener and
  // its count, timed from the navigation's start. The first is also the emulator's first query of the
  // leads since they were written.
  await page.goto(`${BASE}/admin`);
  const firstLoad = await seenAt(page, 'rows');
  const loads: number[] = [];
  const loadPhases: Record<string, number>[] = [];
  const totals: number[] = [];
  let loadReads = '';
  let loadCalls: FirestoreCall[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Each load from a quiet page: the previous one's reads (the glance's counts) all answered.
    await settle(page);
    const recording = recordFirestore(page);
    await page.goto(`${BASE}/admin`);
    loads.push(await seenAt(page, 'rows'));
    loadPhases.push(await phasesOf(page));
    totals.push(await seenAt(page, 'total'));
    if (i === 0) loadReads = since(await settle(page), { documents: 0, countReads: 0 });
    const calls = await recording.stop();
    if (i === 0) loadCalls = calls;
  }
  const shownTotal = await page.getByRole('navigation', { name: 'Páginas' }).getByText(/^1–25 de \d+$/).textContent();
  // A first visit (after a deploy, or on another computer): the same session in a browser that holds
  // none of the site's files (a new context: its own cache), so every file of code is fetched and
  // compiled. The loads above are a staff member's return, whose browser keeps the hashed files.
  const signedIn = await page.context().storageState({ indexedDB: true });
  const firstVisits: number[] = [];
  const firstVisitPhases: Record<string, number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    await settle(page);
    const context = await browser.newContext({ locale: 'pt-BR', storageState: signedIn });
    const fresh = await context.newPage();
    await fresh.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await fresh.addInitScript(watchInPage, { rows: ROWS, latest: ACTIVITY_NEEDLE.name });
    await fresh.goto(`${BASE}/admin`);
    firstVisits.push(await seenAt(fresh, 'rows'));
    firstVisitPhases.push(await phasesOf(fresh));
    await context.close();
  }
  // Sorted by last activity, newest first, opened from its URL (a shared link, a reload): full loads
  // until the first row is the lead with the latest activity (an old lead worked a moment ago).
  const sortedLoads: number[] = [];
  let sortedReads = '';
  let sortedCalls: FirestoreCall[] = [];
  for (let i = 0; i < RUNS; i++) {
    await settle(page);
    const recording = recordFirestore(page);
    await page.goto(`${BASE}${BY_ACTIVITY}`);
    sortedLoads.push(await seenAt(page, 'sorted'));
    if (i === 0) sortedReads = since(await settle(page), { documents: 0, countReads: 0 });
    const calls = await recording.stop();
    if (i === 0) sortedCalls = calls;
  }
  // As staff come back to it: on another admin page (the per-form index, once it has shown its
  // counts), a click on 'Painel da equipe' in the staff bar.
  const fromBar: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${BASE}/admin/leads`);
    await settle(page);
    await page.getByRole('link', { name: 'Painel da equipe' }).click();
    fromBar.push(await seenAt(page, 'rows', 'action'));
  }

  // Every other order and the filters, each opened from its URL: full loads until its first row. Each
  // is drawn from the function's list of its view (src/domain/first-pages.ts), as the two above.
  const viewLoads: { url: string; times: number[]; phases: Record<string, number>[] }[] = [];
  for (const url of OTHER_VIEWS) {
    const times: number[] = [];
    const phases: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i++) {
      await settle(page);
      await page.goto(`${BASE}${url}`);
      times.push(await seenAt(page, 'rows'));
      phases.push(await phasesOf(page));
    }
    viewLoads.push({ url, times, phases });
  }

  const list = (values: number[]) => `[${values.map(ms).join(', ')}]`;
  const cpu = cpus();
  console.log(`  machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), Node ${process.version}, Debian chromium, no CPU slowdown, emulators on this machine`);
  console.log(`  /admin until the inbox's first rows, first after the emulators started: ${ms(firstLoad)}`);
  console.log(`  /admin until the inbox's first rows, full load (a return: the site's files in the browser's cache, as Hosting lets it keep them), median of ${RUNS}: ${ms(median(loads))} ${list(loads)}`);
  console.log(`    where its time went (medians, ms from navigation): ${phaseLine(loadPhases)}`);
  console.log(`  /admin until the inbox's first rows, a first visit (no file of the site in the browser's cache), median of ${RUNS}: ${ms(median(firstVisits))} ${list(firstVisits)}`);
  console.log(`    where its time went: ${phaseLine(firstVisitPhases)}`);
  console.log(`  /admin until '${shownTotal}' (the total, counted by the server), median of ${RUNS}: ${ms(median(totals))} ${list(totals)}`);
  console.log(`  ${BY_ACTIVITY} (sorted by last activity) until its first row ('${ACTIVITY_NEEDLE.name}', the latest), full load, median of ${RUNS}: ${ms(median(sortedLoads))} ${list(sortedLoads)}; ${sortedReads}`);
  console.log(`  inbox's first rows from a click on 'Painel da equipe' on the per-form index (its counts shown), median of ${RUNS}: ${ms(median(fromBar))} ${list(fromBar)}`);
  for (const { url, times, phases } of viewLoads) {
    console.log(`  ${url} until its first row, full load, median of ${RUNS}: ${ms(median(times))}, max ${ms(Math.max(...times))} ${list(times)}`);
    console.log(`    where its time went: ${phaseLine(phases)}`);
  }
  console.log(`  read by /admin (inbox page, its count, the glance's counts and first contacts): ${loadReads}`);
  console.log(`  each Firestore call of /admin's first full load (kind, time to its answer, what came back, the query):`);
  for (const line of callLines(loadCalls)) console.log(line);
  console.log(`  each Firestore call of ${BY_ACTIVITY}'s first full load:`);
  for (const line of callLines(sortedCalls)) console.log(line);

  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  /** From Enter in the search box until `answered` (a predicate run in the page) holds, RUNS times. */
  const measureSearch = async (text: string, answered: string) => {
    const times: number[] = [];
    let used = '';
    let calls: FirestoreCall[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${BASE}/admin`);
      await firstRow();
      const before = await settle(page);
      await search.fill(text);
      await watch(page, 'answer', answered);
      const recording = recordFirestore(page);
      await search.press('Enter');
      times.push(await seenAt(page, 'answer', 'action'));
      if (i === 0) used = since(await settle(page), before);
      const made = await recording.stop();
      if (i === 0) calls = made;
    }
    return { times, used, calls };
  };
  const status = `[...document.querySelectorAll('nav[aria-label="Páginas"] [role=status]')].map((e) => e.textContent ?? '')`;
  // How many leads (spam left out, as the inbox's default) each search matches, counted here from every summary's folded text.
  const texts = (await adminDb().collection(LEADS).where('spam', '==', false).select('text').get()).docs.map((d) => String(d.get('text') ?? ''));
  for (const text of SEARCHES) {
    const folded = searchPlan(text)!.folded;
    const matches = texts.filter((t) => t.includes(folded)).length;
    // Answered when its first page shows: counted ("1–25 de N", a narrow search) or paged ("Página 1", a broad one).
    const counted = `1–${Math.min(25, matches)} de ${matches}`;
    const found = await measureSearch(text, `() => ${ROWS}.length > 0 && ${status}.some((t) => t === 'Página 1' || t === ${JSON.stringify(counted)})`);
    const shown = await page.getByRole('navigation', { name: 'Páginas' }).getByRole('status').textContent();
    console.log(
      `  search '${text}' (${folded.length} characters, ${matches} leads match), Enter to its first page, median of ${RUNS}: ${ms(median(found.times))}, max ${ms(Math.max(...found.times))} ${list(found.times)}; ${found.used}; '${shown}'`,
    );
    console.log(`  each Firestore call of the search '${text}':`);
    for (const line of callLines(found.calls)) console.log(line);
  }

  // The lead page, opened from its address (a link in the lead's e-mail): until its heading, and every
  // call it made until the page was quiet. The bench seeds summaries only, so the page finds no answers.
  const needle = (await adminDb().collection(LEADS).where('emailKey', '==', NEEDLE.email).limit(1).get()).docs[0];
  const leadPage = recordFirestore(page);
  const opened = Date.now();
  await page.goto(`${BASE}${paths.adminLead(String(needle.get('formId')), String(needle.get('docId')))}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 180_000 });
  const leadShown = Date.now() - opened;
  await settle(page);
  console.log(`  the lead page of '${NEEDLE.name}' from its address until its heading ('${await heading.textContent()}'): ${ms(leadShown)}; each Firestore call:`);
  for (const line of callLines(await leadPage.stop())) console.log(line);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
process.exit(0);
