import { type FSWatcher, watch } from 'node:fs';
import { resolve } from 'node:path';
import { buildFunctions } from '../build-functions';
import { editorWriting } from './editor-writing';
import { ROOT } from './local-stack';

/** Edits come in bursts (an editor saves several files, forms:generate writes many): build once after the last. */
const SETTLE_MS = 600;

interface WatchOptions {
  root?: string;
  build?: () => Promise<void>;
  settleMs?: number;
  /** Told each time a rebuild waits for the editor's save to finish writing. */
  onWait?: () => void;
}

/**
 * Under `npm start`: rebuilds the functions bundle whenever a form folder under schemas/ changes, or what
 * forms:generate makes of it (src/forms/generated/, whose validators the bundle embeds). The
 * bundle embeds every form (scripts/build-functions.ts), and the Functions emulator reloads it when it
 * changes, so a new or edited form's leads are judged and e-mailed with no restart. A folder that
 * does not build yet (a file half written) is said once, in the terminal; the last good bundle stays.
 * While the form editor writes a save (editor-writing.ts), the rebuild waits for the whole of it.
 * Returns what stops the watching.
 */
export function watchForms({ root = ROOT, build = buildFunctions, settleMs = SETTLE_MS, onWait }: WatchOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (editorWriting(root)) {
      onWait?.();
      timer = setTimeout(() => void rebuild(), settleMs);
      return;
    }
    if (building) {
      again = true;
      return;
    }
    building = true;
    try {
      await build();
      console.log('Forms changed: the functions were rebuilt, and the emulator reloads them (no restart needed).');
    } catch (error) {
      console.log(`Forms changed, but the functions did not build: ${error instanceof Error ? error.message : String(error)}\nThe last working version keeps running; run npm run forms:check to see what to fix.`);
    } finally {
      building = false;
      if (again) {
        again = false;
        void rebuild();
      }
    }
  };
  const changed = (_event: string, file: string | null) => {
    if (!file?.endsWith('.json') && !file?.endsWith('.ts')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), settleMs);
  };
  // What forms:generate writes too: a new form's precompiled validators are in the bundle only once it has run.
  const watchers: FSWatcher[] = ['schemas', 'src/forms/generated'].map((dir) => watch(resolve(root, dir), { recursive: true }, changed));
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
