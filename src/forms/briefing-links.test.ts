import { describe, expect, it } from 'vitest';
import { hasOwnPage } from './briefing-links';

/*
 * Which forms the site draws as pages: the router's briefing routes, the prerender and the sitemap all
 * come from browser-registry.ts `pageForms`, which keeps the forms this says have a page.
 */
describe('a form with a page of its own', () => {
  it('has a route and is not archived', () => {
    expect(hasOwnPage({ route: '/podcast/briefing' })).toBe(true);
    expect(hasOwnPage({ route: '/podcast/briefing', archived: false })).toBe(true);
    // Archived (form.json "archived"): off the site, its leads still read by staff.
    expect(hasOwnPage({ route: '/podcast/briefing', archived: true })).toBe(false);
    // Embedded in a page (the home page's contact form).
    expect(hasOwnPage({})).toBe(false);
  });
});
