import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { eachStepPressedEmptyThenFilled, expectRequiredMessages, sendButton } from '../tests/e2e/support/form-filler';
import { fieldMessage } from '../src/forms/core/normalize';
import { waitForOutput } from './lib/local-stack';
import { readRegistry } from './lib/read-forms';

/*
 * A quick look at one form in a real browser, with no emulators: submit it empty and check every
 * required message shows, fill its example.json, submit, and check that validation lets it through
 * (Firestore requests are cut off, so nothing is stored anywhere and the failure toast shows). A form
 * shown in steps is gone through a step at a time: "Próxima etapa" pressed on each step left empty
 * shows that step's messages, then the step is filled and the next one opened; the last one sends.
 * Usage: npm run try-form -- <form-id> [port]   (screenshots in .data/try-form/; needs Debian's chromium
 * or CHROMIUM_PATH, and a free port, 5300 by default). Says what it found in Portuguese, for the editors
 * of schemas/LEIA-ME.md.
 */
const [id, portArg] = process.argv.slice(2);
const port = Number(portArg ?? 5300);
const def = readRegistry().forms.find((f) => f.id === id);
if (!def?.form.route) {
  console.error(
    id
      ? `Nenhum formulário "${id}" com página própria ("route") em schemas/. Um formulário dentro de outra página (como o contato) não se testa por aqui.`
      : 'Diga qual formulário: npm run try-form -- <nome da pasta>, por exemplo npm run try-form -- clone_digital',
  );
  process.exit(1);
}
const root = resolve(import.meta.dirname, '..');
const vite = spawn(resolve(root, 'node_modules/.bin/vite'), ['--mode', 'emulator', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await waitForOutput(vite, 'Local:');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const problems: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (e) => problems.push(`erro na página: ${e.message}`));
  await page.route('**/v1/projects/**', (r) => r.abort());
  await page.goto(`http://127.0.0.1:${port}${def.form.route}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const required = def.schema.required ?? [];
  await eachStepPressedEmptyThenFilled(page, def, def.example ?? {}, async (step) => {
    const names = required.filter((name) => step.fields.includes(name));
    await expectRequiredMessages(page, def, (name) => fieldMessage(def.fields[name]) ?? '', names).catch((e) =>
      problems.push(`mensagens das perguntas obrigatórias${step.id ? ` (etapa ${step.id})` : ''}: ${(e as Error).message.split('\n')[0]}`),
    );
    await page.screenshot({ path: resolve(root, `.data/try-form/${id}-empty${step.id ? `-${step.id}` : ''}.png`), fullPage: true });
  });
  await sendButton(page, def).click();
  await page.getByText(def.form.texts.failureTitle).first().waitFor({ timeout: 15_000 }).catch(() =>
    problems.push('preenchido com o example.json, o envio não chegou a tentar gravar: provavelmente uma mensagem de validação continua na tela (veja .data/try-form/)'),
  );
  await page.screenshot({ path: resolve(root, `.data/try-form/${id}-filled.png`), fullPage: true });
} finally {
  await browser.close();
  vite.kill();
}
console.log(
  problems.length
    ? problems.map((p) => `✘ ${p}`).join('\n')
    : `✔ ${id}: as mensagens das perguntas obrigatórias aparecem e o example.json passa (imagens em .data/try-form/)`,
);
process.exit(problems.length ? 1 : 0);
