import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `vite preview` of a built site on 127.0.0.1:`port` (the bench's and the diagnostics' server);
 * resolves with the process once it listens. Stop it with `.kill()`.
 */
export function vitePreview(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/vite', ['preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // Vite's notice about its future config loader would land among the figures (bench.ts keeps indented lines).
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes(String(port)) && done(child));
    child.once('exit', (code) => fail(new Error(`vite preview exited (${code})`)));
  });
}
