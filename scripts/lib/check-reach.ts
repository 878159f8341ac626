import { pageAt } from '../../src/config/site-pages';
import type { FormDefinition } from '../../src/forms/core/registry';
import { pointerOf } from './json-source';
import { listOf, type Problem } from './problem';

/** How the site's pages reach forms (src/forms/briefing-links.ts). */
export interface SiteLinks {
  /** Services whose page has a briefing button (form.json `service`). */
  services: readonly string[];
  /** Forms a page links to by id. */
  forms: readonly string[];
  /** Forms drawn inside a page, without a route of their own. */
  embedded?: readonly string[];
}

/**
 * A form's route that is already a page of the site (src/config/site-pages.ts): the router would draw one
 * of the two, and visitors would never see the other.
 */
export function checkRoutesFree(defs: FormDefinition[], pages: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  for (const def of defs) {
    const route = def.form.route;
    const page = route && pageAt(route, pages);
    if (!page) continue;
    const free = `${route.replace(/\/+$/, '')}/briefing`;
    const suggestion = pageAt(free, pages) ? '' : `, por exemplo "${free}"`;
    const suggestionEn = pageAt(free, pages) ? '' : `, for example "${free}"`;
    problems.push({
      file: `schemas/${def.id}/form.json`,
      pointer: pointerOf('route'),
      pt: `O endereço "${route}" já é uma página do site (${page}): o formulário nunca seria aberto. Escolha outro "route"${suggestion}.`,
      en: `The address "${route}" is already a page of the site (${page}): the form would never open. Choose another "route"${suggestionEn}.`,
    });
  }
  return problems;
}

/**
 * A form no visitor can reach: a page of its own that no page links to (by its service's button or by its
 * id) and that is not declared as linked from outside the site (`"linkedFrom": "external"`), or a form
 * without a page that no page embeds.
 */
export function checkReachable(defs: FormDefinition[], links: SiteLinks): Problem[] {
  const problems: Problem[] = [];
  const embedded = links.embedded ?? [];
  for (const def of defs) {
    const { route, service, linkedFrom, archived } = def.form;
    const file = `schemas/${def.id}/form.json`;
    // An archived form is off the site on purpose: no visitor needs a way in (checkArchived says when one still has one).
    if (archived) continue;
    if (!route) {
      // A form naming a service without a route is already reported (the service's button needs the route).
      if (service || embedded.includes(def.id)) continue;
      problems.push({
        file,
        pointer: linkedFrom ? pointerOf('linkedFrom') : '',
        pt: `Este formulário não tem "route" (página própria) e nenhuma página do site o mostra dentro dela: nenhum visitante o veria. Dê a ele um "route", por exemplo "/${def.id.replace(/_/g, '-')}".`,
        en: `This form has no "route" (a page of its own) and no page of the site shows it inside: no visitor would see it. Give it a "route", for example "/${def.id.replace(/_/g, '-')}".`,
      });
      continue;
    }
    if (linkedFrom === 'external' || links.forms.includes(def.id) || (service && links.services.includes(service))) continue;
    if (service) {
      problems.push({
        file,
        pointer: pointerOf('service'),
        pt: `Nenhuma página do site é do serviço "${service}", então nenhum botão abre este formulário: corrija "service" (os serviços do site são ${listOf(links.services, 'pt')}) ou, se o link para ele fica fora do site (e-mail, mensagem, anúncio, QR code), ponha "linkedFrom": "external".`,
        en: `No page of the site belongs to service "${service}", so no button opens this form: fix "service" (the site's services are ${listOf(links.services, 'en')}) or, if its link lives outside the site (e-mail, message, advert, QR code), add "linkedFrom": "external".`,
      });
      continue;
    }
    problems.push({
      file,
      pointer: pointerOf('route'),
      pt: `Nenhuma página do site leva a "${route}": um visitante não encontraria este formulário. Se ele é o briefing de um serviço, ponha em "service" o serviço da página (por exemplo "clone-digital"); se o link fica fora do site (e-mail, mensagem, anúncio, QR code), ponha "linkedFrom": "external".`,
      en: `No page of the site leads to "${route}": a visitor would not find this form. If it is a service's briefing, put that page's service in "service" (e.g. "clone-digital"); if its link lives outside the site (e-mail, message, advert, QR code), add "linkedFrom": "external".`,
    });
  }
  for (const id of embedded) {
    if (defs.some((d) => d.id === id)) continue;
    problems.push({
      file: 'src/forms/briefing-links.ts',
      pointer: '',
      pt: `Uma página do site mostra o formulário "${id}" dentro dela, mas a pasta schemas/${id} não existe: crie-a ou tire o formulário da página.`,
      en: `A page of the site shows form "${id}" inside it, but the folder schemas/${id} does not exist: create it or take the form off the page.`,
    });
  }
  return problems;
}

/** How the site's code opens a form (src/forms/briefing-links.ts): a service's button, a page's link, or drawn inside a page. */
export type SiteLink = { kind: 'service'; service: string } | { kind: 'link' } | { kind: 'embedded' };

/** Every way the site's code opens the form `id` with these settings; none means it can leave the site. */
export function siteLinksTo(id: string, form: { service?: string }, links: SiteLinks): SiteLink[] {
  const found: SiteLink[] = [];
  if (form.service && links.services.includes(form.service)) found.push({ kind: 'service', service: form.service });
  if (links.forms.includes(id)) found.push({ kind: 'link' });
  if ((links.embedded ?? []).includes(id)) found.push({ kind: 'embedded' });
  return found;
}

/** Each way a link keeps a form on the site, in the words of a finding. */
function linkWords(link: SiteLink): { pt: string; en: string } {
  if (link.kind === 'service') {
    return {
      pt: `a página do serviço "${link.service}" tem um botão que abre este formulário`,
      en: `the page of service "${link.service}" has a button that opens this form`,
    };
  }
  if (link.kind === 'link') return { pt: 'uma página do site tem um link para este formulário', en: 'a page of the site links to this form' };
  return { pt: 'uma página do site mostra este formulário dentro dela', en: 'a page of the site shows this form inside it' };
}

/**
 * An archived form (form.json `archived`) that the site's code still opens: its button or link would lead
 * to a page that is gone, or its page would draw nothing. Archiving it waits until the code lets it go.
 */
export function checkArchived(defs: FormDefinition[], links: SiteLinks): Problem[] {
  const problems: Problem[] = [];
  for (const def of defs) {
    if (!def.form.archived) continue;
    for (const link of siteLinksTo(def.id, def.form, links)) {
      const words = linkWords(link);
      problems.push({
        file: `schemas/${def.id}/form.json`,
        pointer: pointerOf('archived'),
        pt: `Este formulário não pode ser arquivado: ${words.pt} (src/forms/briefing-links.ts), e o site ficaria com um botão, um link ou um formulário que não funciona. Apague "archived", ou peça a quem mantém o site para tirar o formulário do código antes.`,
        en: `This form cannot be archived: ${words.en} (src/forms/briefing-links.ts), and the site would keep a button, a link or a form that does not work. Remove "archived", or ask whoever maintains the site to take the form out of the code first.`,
      });
    }
  }
  return problems;
}
