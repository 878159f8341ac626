import { paths } from '../../src/config/paths';
import type { FormDefinition } from '../../src/forms/core/registry';

/** A path no page has: the not-found page's. */
export const UNKNOWN_PATH = '/esta-pagina-nao-existe';

/**
 * Every route of spec 000's route table, each briefing's page and an unknown path: what the browser's
 * route pass (tests/e2e/routes-and-a11y.spec.ts) and the localized renders (src/app/routes-localized.test.tsx) open.
 */
export function siteRoutes(forms: readonly FormDefinition[]): string[] {
  return [
    paths.home,
    ...paths.serviceSlugs.map((slug) => `/${slug}`),
    paths.websiteService,
    paths.instagramService,
    paths.whatsappService,
    paths.payments,
    paths.buttonTest,
    ...forms.flatMap((f) => (f.form.route ? [f.form.route] : [])),
    UNKNOWN_PATH,
  ];
}
