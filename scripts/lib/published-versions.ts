import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { FormHistory } from '../../src/forms/core/versions';
import { type Histories, VERSIONS_DIR } from './check-versions';

/** The records on disk (what forms:generate wrote). */
export function readHistoriesOnDisk(root: string): Histories {
  const dir = join(root, VERSIONS_DIR);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8')) as FormHistory]),
  );
}

/**
 * The published records: as the last commit holds them. Outside a git checkout (a copied folder) the
 * records on disk stand in, which guards as strictly.
 */
export function readPublishedHistories(root: string): Histories {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  let names: string[];
  try {
    // A folder inside another checkout (a scratch copy under .data/) is no checkout of its own.
    if (realpathSync(git('rev-parse', '--show-toplevel').trim()) !== realpathSync(root)) return readHistoriesOnDisk(root);
    names = git('ls-tree', '--name-only', 'HEAD', `${VERSIONS_DIR}/`).split('\n').filter((n) => n.endsWith('.json'));
  } catch {
    return readHistoriesOnDisk(root);
  }
  return Object.fromEntries(names.map((path) => [path.slice(VERSIONS_DIR.length + 1, -'.json'.length), JSON.parse(git('show', `HEAD:${path}`)) as FormHistory]));
}

