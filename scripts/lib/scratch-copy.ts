import { copyFileSync, existsSync, lstatSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { ROOT } from './local-stack';

/** The repository as it is on disk (tracked files and new ones git does not ignore), so uncommitted work is proved too. */
export function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    // Deleted files are still listed, and the node_modules links of a worktree show up as untracked.
    .filter((file) => file && existsSync(resolve(ROOT, file)) && lstatSync(resolve(ROOT, file)).isFile());
}

/**
 * A fresh copy of the repository in `dir` (nothing of a previous run can help or hurt), with the
 * installed packages linked, not copied; npm workspaces may hoist all of functions' into the root's.
 * A proof that writes form folders runs there, so the repository's own schemas/ is never touched.
 * Returns the files copied.
 */
export function scratchCopy(dir: string): string[] {
  rmSync(dir, { recursive: true, force: true });
  const files = repositoryFiles();
  for (const file of files) {
    mkdirSync(dirname(resolve(dir, file)), { recursive: true });
    copyFileSync(resolve(ROOT, file), resolve(dir, file));
  }
  for (const modules of ['node_modules', 'functions/node_modules']) {
    if (existsSync(resolve(ROOT, modules))) symlinkSync(realpathSync(resolve(ROOT, modules)), resolve(dir, modules));
  }
  return files;
}
