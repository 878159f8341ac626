import { paths } from '../config/paths';
import type { FormMeta } from './core/definition';

/**
 * The briefings the site's pages link to: by the service that owns one (form.json `service`), or by
 * form id for a form no service owns (the event survey). Pages look the route up, never write it, and
 * forms:check proves every entry here resolves to exactly one form with a route, so a route renamed in
 * form.json moves every button with it.
 */
export const LINKED_SERVICES = [
  ...paths.serviceSlugs,
  'criacao-desenvolvimento-sites',
  'automacao-instagram',
  'integracao-whatsapp',
] as const;
export const LINKED_FORMS = ['convite_pesquisa'] as const;
/** Forms without a page of their own, drawn inside a page (`EmbeddedForm`): the home page's contact form. */
export const EMBEDDED_FORMS = ['contato'] as const;

export type LinkedService = (typeof LINKED_SERVICES)[number];
export type LinkedForm = (typeof LINKED_FORMS)[number];
export type EmbeddedFormId = (typeof EMBEDDED_FORMS)[number];

type Entry = { id: string; meta: Pick<FormMeta, 'route' | 'service'> };

/**
 * A form with a page of its own on the site: it has a route and is not archived (form.json `archived`:
 * off the site, no page, no prerender, no sitemap entry; its leads stay readable by staff).
 */
export const hasOwnPage = (meta: Pick<FormMeta, 'route' | 'archived'>): meta is typeof meta & { route: string } => !!meta.route && !meta.archived;

/** The route of the form a service's briefing button opens, or undefined when no form claims the service. */
export const serviceBriefingRoute = (entries: Entry[], service: string) =>
  entries.find((e) => e.meta.service === service)?.meta.route;

/** The route of a form by its folder name, or undefined when it has none. */
export const formRouteById = (entries: Entry[], id: string) => entries.find((e) => e.id === id)?.meta.route;
