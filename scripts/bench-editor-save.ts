import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { endLeftovers, stop, UserFacingError, waitForOutput } from './lib/local-stack';
import { scratchCopy } from './lib/scratch-copy';

/*
 * The visual form editor's save, timed as the page sees it (issues 28 and 38), under the conditions a
 * staff member meets: `npm start` (emulators, the functions and their watcher, the SMTP sink, the dev
 * server) in a scratch copy of the repository (the repository's own schemas/ is never written).
 * POST /__form-editor/save changes one form's title each time, and the clock stops at the answer with
 * the check's verdict. Between saves a pause stands for the person's next edit (BENCH_PAUSE_MS, default
 * 5000), as npm start's watcher rebuilds the functions after each save. Prints each save and the median
 * of BENCH_SAVES (default 10); the first save follows the editor's opening (which compiles every form).
 *
 *   npx tsx scripts/bench-editor-save.ts [form-id]   (default: contato)
 */

const FORM = process.argv[2] ?? 'contato';
const SAVES = Math.max(1, Number(process.env.BENCH_SAVES ?? 10) || 10);
const PAUSE_MS = Math.max(0, Number(process.env.BENCH_PAUSE_MS ?? 5000) || 0);
// Outside the repository's .data/: the Functions emulator ignores every path with a part that starts with a dot.
const SCRATCH = join(tmpdir(), 'movaly-bench-editor-save');
const READY_TIMEOUT_MS = 180_000;
/** npm start's dev server (scripts/start.ts). */
const ORIGIN = 'http://127.0.0.1:5173';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  scratchCopy(SCRATCH);
  mkdirSync(resolve(SCRATCH, '.data/logs'), { recursive: true });
  const log = createWriteStream(resolve(SCRATCH, '.data/logs/start.log'));
  // A dependency cache of the copy's own (its node_modules is a link to the repository's).
  const start = spawn(resolve(SCRATCH, 'node_modules/.bin/tsx'), ['scripts/start.ts'], { cwd: SCRATCH, env: { ...process.env, VITE_CACHE_DIR: '.data/vite' }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new UserFacingError(`npm start was not ready after ${READY_TIMEOUT_MS / 1000} s (its log: ${SCRATCH}/.data/logs/start.log).`)), READY_TIMEOUT_MS);
    });
    await Promise.race([waitForOutput(start, 'Movaly is running', (line) => log.write(`${line}\n`)), late]).finally(() => clearTimeout(timer));
    const formPath = join(SCRATCH, 'schemas', FORM, 'form.json');
    const original = readFileSync(formPath, 'utf8');
    // As the editor page does when it opens (the dev server compiles every form then, in the save queue).
    await fetch(`${ORIGIN}/__form-editor/folders`);
    const times: number[] = [];
    for (let run = 0; run < SAVES; run++) {
      if (run > 0) await new Promise((next) => setTimeout(next, PAUSE_MS));
      // A real change each time (the title), so nothing can be skipped as unchanged.
      const form = JSON.parse(original) as { texts?: { title?: string } };
      form.texts = { ...form.texts, title: `${form.texts?.title ?? FORM} ${run % 2 ? '' : '(bench)'}`.trim() };
      const started = performance.now();
      const answer = await fetch(`${ORIGIN}/__form-editor/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ id: FORM, files: { 'form.json': `${JSON.stringify(form, null, 2)}\n` } }),
      });
      const result = (await answer.json()) as { ok?: boolean; problems?: unknown[]; output?: string };
      const ms = performance.now() - started;
      times.push(ms);
      const verdict = result.ok ? 'ok' : `${result.problems?.length ?? 0} problem(s)${result.output ? `: ${result.output.slice(0, 200)}` : ''}`;
      console.log(`  save ${run + 1}: ${(ms / 1000).toFixed(2)} s (${verdict})`);
    }
    const rest = times.slice(1);
    console.log(
      `Editor save of schemas/${FORM} under npm start: median of ${SAVES} ${(median(times) / 1000).toFixed(2)} s ` +
        `(without the first, right behind the opening: ${rest.length ? (median(rest) / 1000).toFixed(2) : '-'} s), fastest ${(Math.min(...times) / 1000).toFixed(2)} s, slowest ${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
  } finally {
    await stop(start, 'SIGINT');
    // Its Firestore emulator may outlive it, holding the ports the next step's emulators need.
    await endLeftovers(SCRATCH);
    log.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
