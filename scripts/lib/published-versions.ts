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

/** The published records last read, under the tree of records they were read from (a commit changes it). */
const publishedCache = new Map<string, { tree: string; histories: Histories }>();

/**
 * The published records: as the last commit holds them. Outside a git checkout (a copied folder) the
 * records on disk stand in, which guards as strictly. Two git commands when the records' tree is new,
 * one when it is the one read last (the editor's save asks on every save).
 */
export function readPublishedHistories(root: string): Histories {
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: root, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  let top: string;
  let tree: string;
  try {
    [top, tree] = git(['rev-parse', '--show-toplevel', `HEAD:${VERSIONS_DIR}`]).trim().split('\n');
  } catch {
    // Not a checkout, or no commit yet: the records on disk stand in. A checkout of its own whose last
    // commit has no records has published nothing.
    try {
      const [own] = git(['rev-parse', '--show-toplevel', '--verify', 'HEAD']).trim().split('\n');
      return realpathSync(own) === realpathSync(root) ? {} : readHistoriesOnDisk(root);
    } catch {
      return readHistoriesOnDisk(root);
    }
  }
  // A folder inside another checkout (a scratch copy under .data/) is no checkout of its own.
  if (realpathSync(top) !== realpathSync(root)) return readHistoriesOnDisk(root);
  const cached = publishedCache.get(root);
  if (cached?.tree === tree) return cached.histories;
  const names = git(['ls-tree', '--name-only', tree]).split('\n').filter((n) => n.endsWith('.json'));
  // Every record in one `git cat-file --batch`: each answer is "<hash> blob <size>\n<content>\n".
  const out = Buffer.from(git(['cat-file', '--batch'], names.map((name) => `${tree}:${name}\n`).join('')), 'utf8');
  const histories: Histories = {};
  let at = 0;
  for (const name of names) {
    const header = out.subarray(at, out.indexOf(10, at)).toString('utf8');
    const size = Number(header.split(' ')[2]);
    const start = at + Buffer.byteLength(header) + 1;
    histories[name.slice(0, -'.json'.length)] = JSON.parse(out.subarray(start, start + size).toString('utf8')) as FormHistory;
    at = start + size + 1;
  }
  publishedCache.set(root, { tree, histories });
  return histories;
}
