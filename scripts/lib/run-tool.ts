import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './local-stack';

/** Where every suite writes its JSON report, for npm test's totals. */
export const RESULTS_DIR = '.data/test-results';

export const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

/** A vitest project's run with the JSON report npm test counts. */
export const vitestArgs = (project: string, report: string) => [
  'run', `--project=${project}`, '--reporter=default', '--reporter=json', `--outputFile=${RESULTS_DIR}/${report}`,
];

/**
 * Runs a tool from the repository's root without blocking this process (the SMTP sink of
 * test-in-emulators lives in it). `quiet`: its output is kept, not printed, so a tool run beside
 * another can be printed in one block when it ends and two tools' lines never interleave.
 */
export function runTool(command: string, args: string[], quiet = false, env: NodeJS.ProcessEnv = process.env): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('exit', (code) => done({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}
