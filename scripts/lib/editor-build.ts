import { BrokenFormFile } from './broken-form-file';
import { formatProblem } from './check-forms';
import { join } from 'node:path';
import { checkAllForms, generatedSources, generateForms, newMemo } from './form-build';
import { readRegistry } from './read-forms';

/*
 * forms:generate and forms:check for the visual editor's save and publish, in the dev server's own
 * process: no command started per save, and each form's generated files kept between saves, so a save
 * redoes only the form it changed, and checks only that folder again (docs/performance.md). The dev server
 * loads this module through its module runner: editing the generators drops the module, and the memo
 * with it. Each answer is what the command would have printed, so the page reads both alike.
 */
const memo = newMemo();

export interface ToolRun {
  ok: boolean;
  output: string;
  /** The files generate wrote because their text changed, relative to the root. */
  written?: string[];
}

export async function generateText(root: string): Promise<ToolRun> {
  try {
    const { warnings, written } = await generateForms(root, memo);
    return { ok: true, output: warnings.join('\n'), written };
  } catch (error) {
    // A form file that is not JSON says its file:line:column, as the command does; anything else keeps its stack.
    return { ok: false, output: error instanceof BrokenFormFile ? error.message : String(error instanceof Error ? error.stack : error) };
  }
}

export async function checkText(root: string): Promise<ToolRun> {
  const { problems } = await checkAllForms(root, memo);
  return { ok: problems.length === 0, output: problems.map((problem) => formatProblem(problem, 'pt')).join('\n') };
}

/** Fills the memo while the editor is being read (the dev server's first save would otherwise compile and check every form). */
export async function warm(root: string): Promise<void> {
  try {
    await generatedSources(readRegistry(join(root, 'schemas')), memo);
    await checkAllForms(root, memo);
  } catch {
    // A broken file is named by the save that meets it.
  }
}
