import type { FolderVersions, SaveResult } from '../../../../scripts/lib/form-editor-plugin';
import type { FolderTexts } from '../form-preview';

/** The dev server's form editor endpoint (scripts/lib/form-editor-plugin.ts); it does not exist in a build. */
const API = '/__form-editor';

export type { FolderVersions, SaveResult, SavedProblem } from '../../../../scripts/lib/form-editor-plugin';

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

export async function listFolders(): Promise<{ id: string; title: string }[]> {
  return (await answer<{ folders: { id: string; title: string }[] }>(await fetch(`${API}/folders`))).folders;
}

/** A folder's files, its last save's verdict, and its versions (published, as last generated, changed since the last commit). */
export async function readFolderFiles(id: string): Promise<{ texts: FolderTexts; lastSave: SaveResult | null } & FolderVersions> {
  return answer(await fetch(`${API}/folder?id=${encodeURIComponent(id)}`));
}

export async function saveFolder(id: string, files: FolderTexts, create: boolean): Promise<SaveResult> {
  return answer(
    await fetch(`${API}/save`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, files, create }) }),
  );
}
