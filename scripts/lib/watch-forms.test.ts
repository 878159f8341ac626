import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorWriting, markEditorWriting } from './editor-writing';
import { watchForms } from './watch-forms';

/*
 * npm start's functions watcher: a burst of form files makes one rebuild, and while the form editor
 * writes a save (its folder, then what forms:generate makes of it) the rebuild waits for the end.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project() {
  const root = mkdtempSync(join(tmpdir(), 'watch-forms-'));
  made.push(root);
  mkdirSync(join(root, 'schemas/podcast'), { recursive: true });
  mkdirSync(join(root, 'src/forms/generated'), { recursive: true });
  return root;
}

describe('watchForms', () => {
  it('rebuilds once after a burst of form files', async () => {
    const root = project();
    const build = vi.fn(async () => undefined);
    const stop = watchForms({ root, build, settleMs: 50 });
    try {
      writeFileSync(join(root, 'schemas/podcast/form.json'), '{}');
      writeFileSync(join(root, 'schemas/podcast/schema.json'), '{}');
      await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    } finally {
      stop();
    }
  });

  it("waits while the editor writes a save, and rebuilds once for the folder's files and the generated ones", async () => {
    const root = project();
    const build = vi.fn(async () => undefined);
    let waits = 0;
    const stop = watchForms({ root, build, settleMs: 50, onWait: () => waits++ });
    try {
      await markEditorWriting(root, async () => {
        writeFileSync(join(root, 'schemas/podcast/form.json'), '{}');
        // The rebuild came due and waited, twice: the save is still writing.
        await vi.waitFor(() => expect(waits).toBeGreaterThanOrEqual(2));
        writeFileSync(join(root, 'src/forms/generated/podcast.ts'), 'export {};');
        await vi.waitFor(() => expect(waits).toBeGreaterThanOrEqual(4));
        expect(build).not.toHaveBeenCalled();
      });
      await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    } finally {
      stop();
    }
  });
});

describe('editorWriting', () => {
  it('is held by a live dev server and released by a dead one', async () => {
    const root = project();
    expect(editorWriting(root)).toBe(false);
    await markEditorWriting(root, async () => expect(editorWriting(root)).toBe(true));
    expect(editorWriting(root)).toBe(false);
    // A marker whose process is gone (a dev server killed mid-save).
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(join(root, '.data/form-editor-writing'), `${gone}\n`);
    expect(editorWriting(root)).toBe(false);
  });
});
