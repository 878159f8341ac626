/*
 * sitemap.xml from the prerendered public routes (scripts/prerender.ts), so a new public page is listed
 * the day it is added to src/app/prerender.tsx's PUBLIC_ROUTES.
 */

/** The site's public address; VITE_SITE_URL overrides it (no trailing slash). */
export const SITE_URL = (process.env.VITE_SITE_URL ?? 'https://movaly.com.br').replace(/\/$/, '');

export const absoluteUrl = (route: string) => `${SITE_URL}${route === '/' ? '/' : route}`;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(route))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
