/** Interests a newsletter signup may list (spec 000 section 3); the rules generator reads this list too. */
export const NEWSLETTER_INTERESTS = [
  'videos-cinematograficos',
  'clone-digital',
  'avatares-humanizados',
  'conteudo-estrategico',
  'clonagem-voz',
  'criacao-desenvolvimento-sites',
  'todos',
] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];
