// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { headings, itemsUnder, links, prerenderedDocument, says, section, textOf } from './prerendered';

/*
 * The seven service landing pages and the website page (spec 000 section 2, spec 001 section 2), as
 * the built site sends them: their texts, lists and where each call to action leads. The app hydrates
 * this very markup (a mismatch fails tests/e2e/routes-and-a11y.spec.ts); the carousels, the scroll and
 * the language switch are judged in a browser (tests/e2e/service-pages.spec.ts).
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const landing = read('../../src/features/services/locales/pt.json').landing;
const shared = read('../../src/i18n/locales/pt.json');
const registry = readRegistry();
/** The event survey's route, as its form.json gives it (the page looks it up the same way). */
const surveyRoute = registry.forms.find((f) => f.id === 'convite_pesquisa')!.form.route!;

/** A WhatsApp link that opens a chat with the message, in a new tab. */
function expectWhatsApp(link: HTMLAnchorElement | undefined, message: string) {
  expect(link?.getAttribute('target')).toBe('_blank');
  expect(link?.getAttribute('rel')).toMatch(/noopener/);
  const href = new URL(link!.getAttribute('href')!);
  expect(href.origin).toBe('https://wa.me');
  expect(href.searchParams.get('text')).toBe(message);
}

const href = (a: HTMLAnchorElement | undefined) => a?.getAttribute('href');

describe('the service landing pages as built', () => {
  it.each(paths.serviceSlugs.map((slug) => [slug]))('/%s has its heading, lists, a way back and calls to action to its briefing', (slug) => {
    const texts = landing.pages[slug];
    const doc = prerenderedDocument(`/${slug}`);
    expect(headings(doc, 1)).toEqual([texts.title]);
    // Named by its heading for search engines (scripts/prerender.ts); the app then names the tab (service-pages.spec.ts).
    expect(doc.title).toBe(`${texts.title} | Movaly`);
    expect(links(doc, 'Voltar aos Serviços').map(href)).toEqual([slug === 'convites-cinematograficos' ? '/#services' : '/']);
    expect(itemsUnder(doc, 'Ideal Para')).toEqual(texts.idealFor);
    expect(itemsUnder(doc, 'Diferenciais')).toEqual(texts.differentials);
    const briefing = `/${slug}/briefing`;
    expect(registry.forms.some((f) => f.form.route === briefing)).toBe(true);
    expect(links(doc, texts.heroCta).map(href)).toContain(briefing);
    expect(links(doc, 'Preencher o briefing').map(href)).toEqual([briefing]);
    expect(says(doc.body, 'Nossa equipe entra em contato em até 24h após o envio do briefing.')).toBe(true);
  });

  it('voice cloning explains its three steps and what recreating a loved one’s voice needs', () => {
    const doc = prerenderedDocument('/clonagem-voz');
    expect(headings(doc, 3)).toEqual(expect.arrayContaining(['Material base', 'Processamento com IA', 'Resultado final']));
    expect(says(doc.body, landing.voiceSteps.lovedOnes.text)).toBe(true);
    expect(textOf(doc.body)).toMatch(/consentimento/);
  });

  it('Continuum shows three plans on request, Profissional marked most popular, and the survey link', () => {
    const doc = prerenderedDocument('/movaly-continuum');
    const plans = [...section(doc, 'Planos').querySelectorAll('li')].filter((li) => li.querySelector('h3'));
    expect(plans.map((plan) => textOf(plan.querySelector('h3')))).toEqual(['Essencial', 'Profissional', 'Enterprise']);
    const plan = (name: string) => textOf(plans.find((p) => textOf(p.querySelector('h3')) === name));
    for (const name of ['Essencial', 'Profissional', 'Enterprise']) expect(plan(name)).toContain('Sob consulta');
    for (const line of ['4 vídeos/mês', '30-60 segundos', '2 revisões']) expect(plan('Essencial')).toContain(line);
    for (const line of ['Mais Popular', '8 vídeos/mês', '60-90 segundos', '3 revisões', 'Suporte prioritário']) expect(plan('Profissional')).toContain(line);
    for (const line of ['12+ vídeos/mês', 'Duração personalizada', 'Revisões ilimitadas', 'Gerente de conta dedicado']) expect(plan('Enterprise')).toContain(line);
    expect(textOf(doc.body).split('Mais Popular')).toHaveLength(2);
    for (const name of ['Essencial', 'Profissional', 'Enterprise']) expect(links(doc, `Quero o plano ${name}`).map(href)).toEqual(['/movaly-continuum/briefing']);
    expect(links(doc, landing.survey.link).map(href)).toEqual([surveyRoute]);
  });

  it('the invitation page has its quote, four styles, eight reasons each side and 72 business hours', () => {
    const doc = prerenderedDocument('/convites-cinematograficos');
    expect(says(doc.body, landing.invitations.quote)).toBe(true);
    expect(headings(section(doc, 'Estilos de convite'), 3)).toEqual(['Cinematográfico', 'Animação estilo Pixar', 'Romântico e poético', 'Moderno e dinâmico']);
    expect(itemsUnder(doc, 'Ideal Para')).toHaveLength(8);
    expect(itemsUnder(doc, 'Diferenciais')).toHaveLength(8);
    expect(says(doc.body, 'Entrega em até 72 horas úteis')).toBe(true);
    expect(links(doc, 'Quero meu convite cinematográfico').map(href)).toEqual(['/convites-cinematograficos/briefing']);
  });

  it('the avatar page lists the other avatar types', () => {
    const doc = prerenderedDocument('/avatares-humanizados');
    expect(headings(section(doc, 'Tipos de avatar'), 3)).toEqual(['Atendimento', 'Treinamentos', 'Reels e reações', 'YouTube', 'LinkedIn', 'Anúncios']);
  });

  it('the cinematic video page offers a WhatsApp quote in a new tab', () => {
    const doc = prerenderedDocument('/videos-cinematograficos');
    expectWhatsApp(links(doc, /Pedir orçamento pelo WhatsApp/)[0], shared.whatsapp.cinematicQuote);
  });

  it('the website page: hero, six benefits, five steps, contact and the ways to ask for a site', () => {
    const doc = prerenderedDocument(paths.websiteService);
    expect(headings(doc, 1)).toEqual(['Sites profissionais que transformam visitantes em clientes']);
    expect(links(doc, 'Voltar aos Serviços').map(href)).toEqual(['/']);
    expect(itemsUnder(doc, 'Por que criar o seu site com a Movaly')).toHaveLength(6);
    expect(headings(section(doc, 'Como trabalhamos'), 3)).toEqual(['Descoberta', 'Design e Prototipação', 'Desenvolvimento', 'Testes e Otimização', 'Lançamento e Suporte']);
    const briefing = '/criacao-desenvolvimento-sites-briefing';
    expect(registry.forms.some((f) => f.form.route === briefing)).toBe(true);
    for (const name of ['Solicitar orçamento', 'Preencher o briefing do site']) expect(links(doc, name).map(href)).toEqual([briefing]);
    const main = doc.querySelector('main')!;
    const chats = links(main, /^Conversar no WhatsApp/);
    expect(chats).toHaveLength(2);
    for (const chat of chats) expectWhatsApp(chat, shared.whatsapp.servicesQuote);
    expectWhatsApp(links(main, /^\+55/)[0], shared.whatsapp.servicesQuote);
    expect(links(main, 'contato@movaly.com.br').map(href)).toEqual(['mailto:contato@movaly.com.br']);
  });
});
