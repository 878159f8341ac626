import type { FormDefinition } from '../../src/forms/core/registry';
import { checkFolder, placeProblems, type FolderFiles } from './check-forms';
import type { Problem } from './problem';

/** The files the page is drawn from: while one of them has a problem, drawing it could mislead or crash. */
const DRAWN_FROM = ['form.json', 'schema.json', 'ui.json'];

export interface FolderTextsCheck {
  /** What forms:check says of this folder's own files, each placed at its line and column. */
  problems: Problem[];
  /**
   * The form as the site would draw it, only when form.json, schema.json and ui.json have no problem
   * at all. Each translation is kept when its file has the right shape (a missing entry then shows the
   * Portuguese text, as on the site), and dropped when it does not (as the site would lose it).
   */
  def?: FormDefinition;
}

/**
 * Checks one form folder given as texts, the way `npm run forms:check` checks it on disk (the same
 * problems, file by file), without the checks that need the whole repository (unique routes, links
 * in the code, rules and generated files). Pure and free of Node: the staff preview runs it in the
 * browser on files pasted or picked there.
 */
export function checkFolderTexts(folder: FolderFiles): FolderTextsCheck {
  const checked = checkFolder(folder);
  const problems = placeProblems(checked.problems, checked.sources);
  const inFolder = (name: string) => `schemas/${folder.id}/${name}`;
  const drawable = DRAWN_FROM.every((name) => checked.shapeOk.has(name) && !problems.some((p) => p.file === inFolder(name)));
  return drawable && checked.def ? { problems, def: checked.def } : { problems };
}
