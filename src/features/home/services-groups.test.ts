import { describe, expect, it } from 'vitest';
import { CAROUSEL_DEFAULT_SERVICES, GRID_DEFAULT_SERVICES } from '../../components/services/default-services';
import type { ServiceItem } from '../../components/services/service-item';
import seeded from '../../config/services.json';
import { groupServices } from './services-groups';

const rows: ServiceItem[] = seeded.map(({ id, title, description, link, icon }) => ({ id, slug: id, title, description, link, icon }));
const ids = (items: readonly ServiceItem[]) => items.map((s) => s.id);

describe('the services grid groups', () => {
  it('puts every seeded service in its section of spec 000, in order', () => {
    expect(groupServices(rows).map((g) => [g.title, ids(g.services)])).toEqual([
      ['home.services.groups.essentials', ['criacao-desenvolvimento-sites', 'automacao-instagram', 'integracao-whatsapp']],
      ['home.services.groups.audiovisual', ['videos-cinematograficos', 'convites-cinematograficos']],
      ['home.services.groups.ai', ['avatares-humanizados', 'clonagem-voz', 'clone-digital']],
      ['home.services.groups.marketing', ['conteudo-estrategico']],
      ['home.services.groups.continuous', ['movaly-continuum']],
    ]);
  });

  it('leaves out a section with no active service and shows an unknown service under "other"', () => {
    const extra: ServiceItem = { id: 'x', slug: '', title: 'Novo', description: '', link: '/novo-servico', icon: 'Sparkles' };
    const groups = groupServices([...rows.filter((s) => s.id !== 'conteudo-estrategico'), extra]);
    expect(groups.map((g) => g.title)).not.toContain('home.services.groups.marketing');
    expect(groups.at(-1)).toEqual({ title: 'home.services.groups.other', services: [extra] });
  });

  it('has eight built-in grid cards and six carousel cards', () => {
    expect(GRID_DEFAULT_SERVICES).toHaveLength(8);
    expect(CAROUSEL_DEFAULT_SERVICES).toHaveLength(6);
    expect(CAROUSEL_DEFAULT_SERVICES.map((s) => s.icon)).toEqual(['Film', 'Bot', 'Users', 'Share2', 'Mic', 'Monitor']);
  });
});
