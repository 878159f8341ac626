import { paths } from './paths';

/*
 * Every page of the site that is not a form, in one list: the prerender (src/app/prerender.tsx) takes its
 * public routes from here, the router's table is held to it by a test (src/app/site-pages.test.ts), and
 * forms:check refuses a form whose route would take one of these addresses (scripts/lib/check-reach.ts).
 * A `:name` segment stands for any one segment, as in the router.
 */

/** Public pages prerendered at build time, in the order the sitemap lists them (the forms' pages follow). */
export const PRERENDERED_PAGES: readonly string[] = [
  paths.home,
  ...paths.serviceSlugs.map((slug) => `/${slug}`),
  paths.websiteService,
  paths.payments,
  paths.buttonTest,
];

/** Public pages drawn in the browser only: they show nothing until they know the service is active. */
export const CLIENT_ONLY_PAGES: readonly string[] = [paths.instagramService, paths.whatsappService];

/** Public pages reached only by a private link (a booked call's, from its e-mail): client-only, never indexed. */
export const PRIVATE_PAGES: readonly string[] = [paths.manageCall];

/** The sign-in pages and the staff area (client-only, behind the staff gate). */
export const STAFF_PAGES: readonly string[] = [
  paths.login,
  paths.resetPassword,
  paths.admin,
  paths.adminServices,
  paths.adminLeads,
  `${paths.adminLeads}/:formId`,
  `${paths.adminLeads}/:formId/:docId`,
  paths.adminFormSites,
  paths.adminTeam,
  paths.staffInvite,
  paths.adminPrivacy,
  paths.adminNewsletter,
  paths.emailTest,
  paths.adminPreview,
  paths.adminFunnel,
  paths.adminAvailability,
  paths.adminCampaignLinks,
  // Listed in every build, so no form takes its address, though only the dev server's router has it.
  paths.adminEditor,
];

/** Every address a page of the site answers, forms' pages aside. */
export const SITE_PAGES: readonly string[] = [...PRERENDERED_PAGES, ...CLIENT_ONLY_PAGES, ...PRIVATE_PAGES, ...STAFF_PAGES];

/**
 * The site page a route would take, if any: the router matches without regard to case or a final slash,
 * and a `:name` segment of a page matches any segment.
 */
export function pageAt(route: string, pages: readonly string[] = SITE_PAGES): string | undefined {
  const segments = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/');
  const wanted = segments(route);
  return pages.find((page) => {
    const own = segments(page);
    return own.length === wanted.length && own.every((s, i) => s.startsWith(':') || s === wanted[i]);
  });
}
