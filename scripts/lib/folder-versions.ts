import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import type { FormHistory } from '../../src/forms/core/versions';
import { historyFile } from './check-versions';
import { readHistoriesOnDisk, readPublishedHistories } from './published-versions';

/**
 * What the editor needs to know of a form's versions: the record as published (the last commit, or the
 * records on disk outside a checkout, as forms:check reads them), as forms:generate last wrote it, and
 * whether the folder or its record differ from the last commit (changes not yet published).
 */
export interface FolderVersions {
  published: FormHistory | null;
  saved: FormHistory | null;
  changed: boolean;
}

export function folderVersions(root: string, id: string): FolderVersions {
  const published = readPublishedHistories(root)[id] ?? null;
  const saved = readHistoriesOnDisk(root)[id] ?? null;
  let changed = !published;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    // Outside a checkout of its own the records on disk are the published ones: nothing to compare.
    if (published && realpathSync(git('rev-parse', '--show-toplevel').trim()) === realpathSync(root)) {
      changed = git('status', '--porcelain', '--', `schemas/${id}`, historyFile(id)).trim() !== '';
    }
  } catch {
    // No git: as above.
  }
  return { published, saved, changed };
}
