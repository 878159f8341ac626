import { paths } from '../../../config/paths';
import { CLIENT_ONLY_PAGES, PRERENDERED_PAGES } from '../../../config/site-pages';
import { pageForms } from '../../../forms/browser-registry';

/*
 * Where a campaign link can point: every public page of the site (the test pages aside) and every
 * briefing with a page of its own. A page is named by its address; a briefing by its title too.
 */
const HIDDEN: readonly string[] = [paths.buttonTest, paths.payments];

export interface LinkTarget {
  path: string;
  /** The form a briefing's page sends, for its title; absent for a page. */
  formId?: string;
}

export const LINK_TARGETS: readonly LinkTarget[] = [
  ...[...PRERENDERED_PAGES, ...CLIENT_ONLY_PAGES].filter((path) => !HIDDEN.includes(path)).map((path) => ({ path })),
  ...pageForms.map((entry) => ({ path: entry.meta.route, formId: entry.id })),
];
