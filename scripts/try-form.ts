import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { expectRequiredMessages, fillForm } from '../tests/e2e/support/form-filler';
import { fieldMessage } from '../src/forms/core/normalize';
import { readRegistry } from './lib/read-forms';

/*
 * A quick look at one form in a real browser, with no emulators: submit it empty and check every
 * required message shows, fill its example.json, submit, and check that validation lets it through
 * (Firestore requests are cut off, so nothing is stored anywhere and the failure toast shows).
 * Usage: npx tsx scripts/try-form.ts <form-id> [port]   (screenshots in .data/try-form/)
 */
const [id, portArg] = process.argv.slice(2);
const port = Number(portArg ?? 5300);
const def = readRegistry().forms.find((f) => f.id === id);
if (!def?.form.route) {
  console.error(`No form '${id}' with a route of its own under schemas/.`);
  process.exit(1);
}
const root = resolve(import.meta.dirname, '..');
const vite = spawn(resolve(root, 'node_modules/.bin/vite'), ['--mode', 'emulator', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((done) => vite.stdout!.on('data', (d: Buffer) => d.toString().includes('Local:') && done()));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const problems: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.route('**/v1/projects/**', (r) => r.abort());
  await page.goto(`http://127.0.0.1:${port}${def.form.route}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' }).click();
  await expectRequiredMessages(page, def, (name) => fieldMessage(def.fields[name]) ?? '').catch((e) =>
    problems.push(`required messages: ${(e as Error).message.split('\n')[0]}`),
  );
  await page.screenshot({ path: resolve(root, `.data/try-form/${id}-empty.png`), fullPage: true });
  await fillForm(page, def, def.example ?? {});
  await page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' }).click();
  await page.getByText(def.form.texts.failureTitle).first().waitFor({ timeout: 15_000 }).catch(() =>
    problems.push('after filling example.json the submit did not reach Firestore (a validation message is probably still shown)'),
  );
  await page.screenshot({ path: resolve(root, `.data/try-form/${id}-filled.png`), fullPage: true });
} finally {
  await browser.close();
  vite.kill();
}
console.log(problems.length ? problems.map((p) => `✘ ${p}`).join('\n') : `✔ ${id}: messages shown, example accepted`);
process.exit(problems.length ? 1 : 0);
