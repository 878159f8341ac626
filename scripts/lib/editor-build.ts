import { BrokenFormFile } from './broken-form-file';
import { formatProblem } from './check-forms';
import { join } from 'node:path';
import { checkAllForms, generatedSources, generateForms, newMemo, sharedSources as sharedFor } from './form-build';
import { GENERATED_PATHS, generatedOwner } from './publish-form';
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

/** Another form's problems (or a site file's, under its path), counted: listed apart, they never block this form. */
export interface OtherForm {
  id: string;
  count: number;
}

/**
 * forms:check, judged for the form being edited (`id`): its folder's problems, its own generated files'
 * and the shared generated ones' (this save just wrote them). Other forms' problems, and a site file's
 * (a link to a form that is gone), are counted apart (issue 38: one form's save or publish is never
 * refused for another's). Without `id`, every problem counts, as the command does.
 */
export async function checkText(root: string, id?: string): Promise<ToolRun & { others: OtherForm[] }> {
  const { problems } = await checkAllForms(root, memo);
  const owner = (file: string) =>
    /^schemas\/([^/]+)\//.exec(file)?.[1] ?? generatedOwner(file) ?? (GENERATED_PATHS.some((path) => file.startsWith(path)) ? id : file);
  const own = id === undefined ? problems : problems.filter((problem) => owner(problem.file) === id);
  const counts = new Map<string, number>();
  for (const problem of id === undefined ? [] : problems) {
    const form = owner(problem.file) ?? problem.file;
    if (form !== id) counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  return {
    ok: own.length === 0,
    output: own.map((problem) => formatProblem(problem, 'pt')).join('\n'),
    others: [...counts].map(([form, count]) => ({ id: form, count })).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** The shared generated files for the form folders under `schemasDir` (publish-form.ts). */
export const sharedSources = (root: string, schemasDir: string) => sharedFor(root, schemasDir);

/** Fills the memo while the editor is being read (the dev server's first save would otherwise compile and check every form). */
export async function warm(root: string): Promise<void> {
  try {
    await generatedSources(readRegistry(join(root, 'schemas')), memo);
    await checkAllForms(root, memo);
  } catch {
    // A broken file is named by the save that meets it.
  }
}
