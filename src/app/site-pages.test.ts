import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageAt, SITE_PAGES } from '../config/site-pages';
import { BRIEFING_ROUTE_ID, routes } from './router';

/** Every path the router answers, but the forms' pages (they come from schemas/) and the not-found page. */
function pagePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' && !route.id?.startsWith(BRIEFING_ROUTE_ID) ? [route.path] : []),
    ...(route.index ? ['/'] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('the site’s page list (what forms:check keeps form routes away from)', () => {
  it('names exactly the pages the router answers, forms aside', () => {
    expect([...SITE_PAGES].sort()).toEqual(pagePaths(routes).sort());
  });

  it('finds the page a route would take, whatever its case or final slash, and through a :name segment', () => {
    expect(pageAt('/clone-digital')).toBe('/clone-digital');
    expect(pageAt('/Clone-Digital/')).toBe('/clone-digital');
    expect(pageAt('/admin/leads/podcast')).toBe('/admin/leads/:formId');
    expect(pageAt('/clone-digital/briefing')).toBeUndefined();
    expect(pageAt('/podcast')).toBeUndefined();
  });
});
