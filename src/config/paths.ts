/** Routes the app links to by name; briefing routes come from the form definitions (schemas/). */
export const paths = {
  home: '/',
  section: (id: 'hero' | 'about' | 'services' | 'contact') => `/#${id}`,
  buttonTest: '/teste-botoes',
  payments: '/pagamentos',
  login: '/login',
  resetPassword: '/reset-password',
  admin: '/admin',
  adminServices: '/admin/services',
  adminLeads: '/admin/leads',
  adminLeadForm: (formId: string) => `/admin/leads/${formId}`,
  adminLead: (formId: string, docId: string) => `/admin/leads/${formId}/${docId}`,
  adminTeam: '/admin/team',
  /** A staff invitation's link (`#<token>`), outside the staff gate: src/domain/staff-invite.ts (issue 37). */
  staffInvite: '/admin/convite',
  /** A person's privacy request (LGPD): find, export or delete every lead of one e-mail or phone. */
  adminPrivacy: '/admin/privacidade',
  /** The newsletter signups, listed beside the forms in the lead index. */
  adminNewsletter: '/admin/newsletter',
  /** A form folder checked and drawn while staff edit it, storing nothing (issue 8). */
  adminPreview: '/admin/preview',
  /** The visual form editor, in the dev server only (issue 20): the built site answers it with the not-found page. */
  adminEditor: '/admin/editor',
  /** Where visitors of each briefing stop: views, starts, steps, sends (issue 19). */
  adminFunnel: '/admin/funil',
  /** When each staff member takes calls booked after a briefing (issue 30). */
  adminAvailability: '/admin/disponibilidade',
  /** Links tagged with a channel and campaign, with their QR codes and what each brought (issue 41). */
  adminCampaignLinks: '/admin/links-de-campanha',
  /** A booked call's own page, from the visitor's e-mail: cancel it or pick another time (issue 30). */
  manageCall: '/conversa/:token',
  /** The website briefings table of spec 000: the lead viewer opened on that form. */
  adminFormSites: '/admin/form-sites',
  /** The form that /admin/form-sites opens (the website briefing, schemas/criacao_sites). */
  formSitesFormId: 'criacao_sites',
  emailTest: '/teste-email',
  websiteService: '/criacao-desenvolvimento-sites',
  instagramService: '/automacao-instagram',
  whatsappService: '/integracao-whatsapp',
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
