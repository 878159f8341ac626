import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/*
 * A marker present while the form editor's dev server writes a save or a publish (the folder's files,
 * then what forms:generate makes of them, seconds apart on a busy machine). npm start's functions
 * watcher (watch-forms.ts) waits for the whole of it, so a save costs one rebuild and one reload of
 * the functions, not one per burst of files.
 */
const MARKER = '.data/form-editor-writing';

/** Runs work with the marker in place under root. */
export async function markEditorWriting<T>(root: string, work: () => Promise<T>): Promise<T> {
  const marker = resolve(root, MARKER);
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, `${process.pid}\n`);
  try {
    return await work();
  } finally {
    rmSync(marker, { force: true });
  }
}

/** Whether the editor is writing under root now: a marker left by a dev server that died holds nothing. */
export function editorWriting(root: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(resolve(root, MARKER), 'utf8'));
  } catch {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's; ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
