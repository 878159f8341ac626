/** Routes the app links to by name; briefing routes come from the form definitions (schemas/). */
export const paths = {
  home: '/',
  section: (id: 'hero' | 'about' | 'services' | 'contact') => `/#${id}`,
  buttonTest: '/teste-botoes',
  payments: '/pagamentos',
  login: '/login',
  websiteService: '/criacao-desenvolvimento-sites',
  instagramService: '/automacao-instagram',
  whatsappService: '/integracao-whatsapp',
  survey: '/convite-cinematografico-pesquisa',
  /** The seven service landing pages share one page component, keyed by slug. */
  serviceSlugs: [
    'videos-cinematograficos',
    'clone-digital',
    'avatares-humanizados',
    'conteudo-estrategico',
    'clonagem-voz',
    'movaly-continuum',
    'convites-cinematograficos',
  ] as const,
} as const;

export type ServiceSlug = (typeof paths.serviceSlugs)[number];
