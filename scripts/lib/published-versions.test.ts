import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyFile } from './check-versions';
import { readPublishedHistories } from './published-versions';

/*
 * The published version records are what the last commit holds (read in one batch and kept until a
 * commit changes them); outside a checkout of its own, the records on disk stand in.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'published-versions-')));
  made.push(root);
  const put = (id: string, history: unknown) => {
    mkdirSync(dirname(join(root, historyFile(id))), { recursive: true });
    writeFileSync(join(root, historyFile(id)), JSON.stringify(history));
  };
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: root, env, stdio: 'pipe' });
  return { root, put, git };
}

const history = (version: number, label: string) => [{ version, fingerprints: [`f${version}`], fields: { nome: { label: { pt: label } } } }];

describe('readPublishedHistories', () => {
  it("reads every record of the last commit, and a new commit's records once committed", () => {
    const { root, put, git } = folder();
    git('init', '-q');
    put('podcast', history(1, 'Nome'));
    put('outro', history(2, 'Ção 🎬'));
    git('add', '-A');
    git('commit', '-q', '-m', 'v1');
    expect(readPublishedHistories(root)).toEqual({ podcast: history(1, 'Nome'), outro: history(2, 'Ção 🎬') });

    // Saved, not committed: still the commit's.
    put('podcast', history(2, 'Nome completo'));
    expect(readPublishedHistories(root).podcast).toEqual(history(1, 'Nome'));
    git('commit', '-q', '-am', 'v2');
    expect(readPublishedHistories(root).podcast).toEqual(history(2, 'Nome completo'));
  });

  it('is empty in a checkout whose last commit has no records, and the records on disk outside a checkout', () => {
    const inGit = folder();
    inGit.git('init', '-q');
    writeFileSync(join(inGit.root, 'README.md'), 'x');
    inGit.git('add', '-A');
    inGit.git('commit', '-q', '-m', 'first');
    inGit.put('podcast', history(1, 'Nome'));
    expect(readPublishedHistories(inGit.root)).toEqual({});

    const copied = folder();
    copied.put('podcast', history(1, 'Nome'));
    expect(readPublishedHistories(copied.root)).toEqual({ podcast: history(1, 'Nome') });
  });
});
