import type { ArchiveAnswer, DeleteAnswer, FolderVersions, SaveResult } from '../../../../scripts/lib/form-editor-plugin';
import type { FolderTexts } from '../form-preview';

/** The dev server's form editor endpoint (scripts/lib/form-editor-plugin.ts); it does not exist in a build. */
const API = '/__form-editor';

export type { ArchiveAnswer, DeleteAnswer, FolderVersions, SaveResult, SavedProblem } from '../../../../scripts/lib/form-editor-plugin';

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

/** A write whose refusal is an answer with its reason (`ok: false`), not a failure: only a broken request throws. */
async function decided<T extends { ok: boolean }>(path: string, request: unknown): Promise<T> {
  const response = await fetch(`${API}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
  const body = (await response.json().catch(() => undefined)) as (T & { error?: string }) | { error?: string } | undefined;
  if (body && 'ok' in body && typeof body.ok === 'boolean') return body as T;
  throw new Error(body?.error ?? `HTTP ${response.status}`);
}

/** POST /archive: takes the form off the site (`archived: true`) or brings it back, then generates and checks as a save. */
export function archiveFolder(id: string, archived: boolean): Promise<ArchiveAnswer> {
  return decided('archive', { id, archived });
}

/** POST /delete: deletes a draft never published (its folder, then its generated files). */
export function deleteDraftFolder(id: string): Promise<DeleteAnswer> {
  return decided('delete', { id });
}
