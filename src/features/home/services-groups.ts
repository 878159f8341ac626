import { type ServiceItem, serviceSlug } from '../../components/services/service-item';

export interface ServiceGroup {
  /** i18n key of the group's heading. */
  title: string;
  services: ServiceItem[];
}

/** The grid's sections and the services each holds, in the order of spec 000 section 2. */
const GROUPS: readonly { title: string; slugs: readonly string[] }[] = [
  {
    title: 'home.services.groups.essentials',
    slugs: ['criacao-desenvolvimento-sites', 'automacao-instagram', 'integracao-whatsapp'],
  },
  { title: 'home.services.groups.audiovisual', slugs: ['videos-cinematograficos', 'convites-cinematograficos'] },
  { title: 'home.services.groups.ai', slugs: ['avatares-humanizados', 'clonagem-voz', 'clone-digital'] },
  { title: 'home.services.groups.marketing', slugs: ['conteudo-estrategico'] },
  { title: 'home.services.groups.continuous', slugs: ['movaly-continuum'] },
];

/**
 * Sorts the services into the grid's sections; a section with no active service is left out, and a
 * service the sections do not name yet (added in the database) still shows, under "other".
 */
export function groupServices(services: readonly ServiceItem[]): ServiceGroup[] {
  const bySlug = new Map(services.map((s) => [serviceSlug(s), s]));
  const groups: ServiceGroup[] = GROUPS.map(({ title, slugs }) => ({
    title,
    services: slugs.flatMap((slug) => bySlug.get(slug) ?? []),
  }));
  const named = new Set(GROUPS.flatMap((g) => g.slugs));
  groups.push({ title: 'home.services.groups.other', services: services.filter((s) => !named.has(serviceSlug(s))) });
  return groups.filter((g) => g.services.length > 0);
}
