import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { scratchCopy } from './lib/scratch-copy';

/*
 * The visual form editor's save, timed as the page sees it (issue 28): POST /__form-editor/save on a
 * Vite dev server started in a scratch copy of the repository (the repository's own schemas/ is never
 * written), each save changing one form's title, until the answer with the check's verdict. Prints each
 * save and the median of BENCH_SAVES (default 10); the first save follows the editor's opening at once. Only Vite runs: under `npm start` the emulators and
 * the functions' watcher share the CPU too, so a save there takes longer.
 *
 *   npx tsx scripts/bench-editor-save.ts [form-id]   (default: contato)
 */

const FORM = process.argv[2] ?? 'contato';
const SAVES = Math.max(1, Number(process.env.BENCH_SAVES ?? 10) || 10);
const SCRATCH = join(tmpdir(), 'movaly-bench-editor-save');
const READY_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
  });
}

function ready(child: ChildProcess, port: number): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Vite did not answer on port ${port} within ${READY_TIMEOUT_MS / 1000} s.`)), READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`Vite exited (${code}) before it was ready.`)));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  scratchCopy(SCRATCH);
  const port = await freePort();
  const vite = spawn(resolve(SCRATCH, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: SCRATCH,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    await ready(vite, port);
    const origin = `http://127.0.0.1:${port}`;
    const formPath = join(SCRATCH, 'schemas', FORM, 'form.json');
    const original = readFileSync(formPath, 'utf8');
    // As the editor page does when it opens (the dev server may start compiling then).
    await fetch(`${origin}/__form-editor/folders`);
    const times: number[] = [];
    for (let run = 0; run < SAVES; run++) {
      // A real change each time (the title), so nothing can be skipped as unchanged.
      const form = JSON.parse(original) as { texts?: { title?: string } };
      form.texts = { ...form.texts, title: `${form.texts?.title ?? FORM} ${run % 2 ? '' : '(bench)'}`.trim() };
      const started = performance.now();
      const answer = await fetch(`${origin}/__form-editor/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ id: FORM, files: { 'form.json': `${JSON.stringify(form, null, 2)}\n` } }),
      });
      const result = (await answer.json()) as { ok?: boolean; problems?: unknown[]; output?: string };
      const ms = performance.now() - started;
      times.push(ms);
      const verdict = result.ok ? 'ok' : `${result.problems?.length ?? 0} problem(s)${result.output ? `: ${result.output.slice(0, 200)}` : ''}`;
      console.log(`  save ${run + 1}: ${(ms / 1000).toFixed(2)} s (${verdict})`);
    }
    console.log(`Editor save of schemas/${FORM}: median of ${SAVES} ${(median(times) / 1000).toFixed(2)} s, fastest ${(Math.min(...times) / 1000).toFixed(2)} s, slowest ${(Math.max(...times) / 1000).toFixed(2)} s`);
  } finally {
    if (vite.pid) process.kill(-vite.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
