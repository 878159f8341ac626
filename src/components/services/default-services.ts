import seeded from '../../config/services.json';
import type { ServiceItem } from './service-item';

/*
 * The cards shown when the backend answers with no services, or fails (spec 000 section 4): the same
 * rows that are seeded, so both lists read alike.
 */
const bySlug = new Map<string, ServiceItem>(
  seeded.map(({ id, title, description, link, icon }) => [id, { id, slug: id, title, description, link, icon }]),
);

function pick(slug: string, icon?: string): ServiceItem {
  const service = bySlug.get(slug);
  if (!service) throw new Error(`${slug} is not in src/config/services.json`);
  return icon ? { ...service, icon } : service;
}

/**
 * Eight on the grid: the seven landing pages and the website service. The Instagram and WhatsApp
 * pages are left out because they open only when their service is switched on, which an empty or
 * failed answer cannot confirm.
 */
export const GRID_DEFAULT_SERVICES: readonly ServiceItem[] = [
  'criacao-desenvolvimento-sites',
  'videos-cinematograficos',
  'convites-cinematograficos',
  'avatares-humanizados',
  'clonagem-voz',
  'clone-digital',
  'conteudo-estrategico',
  'movaly-continuum',
].map((slug) => pick(slug));

/** Six in the carousel, with the carousel's own icons (Film, Share2, Monitor). */
export const CAROUSEL_DEFAULT_SERVICES: readonly ServiceItem[] = [
  pick('videos-cinematograficos', 'Film'),
  pick('clone-digital', 'Bot'),
  pick('avatares-humanizados', 'Users'),
  pick('conteudo-estrategico', 'Share2'),
  pick('clonagem-voz', 'Mic'),
  pick('criacao-desenvolvimento-sites', 'Monitor'),
];
