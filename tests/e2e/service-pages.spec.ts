import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { holdAppCode } from '../support/hold-app-code';

/*
 * The seven service landing pages and the website page (spec 000 section 2, spec 001 section 2):
 * what a visitor sees and where each call to action leads.
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const landing = read('../../src/features/services/locales/pt.json').landing;
const shared = read('../../src/i18n/locales/pt.json');
const registry = readRegistry();
const titleOf = (route: string) => registry.forms.find((f) => f.form.route === route)!.form.texts.title;
/** The event survey's route, as its form.json gives it (the page looks it up the same way). */
const surveyRoute = registry.forms.find((f) => f.id === 'convite_pesquisa')!.form.route!;

let pageErrors: string[] = [];

test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** A section's list, found by its heading. */
const listUnder = (page: Page, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) }).getByRole('listitem');

async function expectWhatsApp(link: Locator, message: string) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  expect(href.searchParams.get('text')).toBe(message);
}

for (const slug of paths.serviceSlugs) {
  test(`/${slug} shows its heading, its lists, a way back and a call to action to its briefing`, async ({ page }) => {
    const texts = landing.pages[slug];
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page).toHaveTitle(`${texts.name} | Movaly`);

    const back = page.getByRole('link', { name: 'Voltar aos Serviços' });
    await expect(back).toHaveAttribute('href', slug === 'convites-cinematograficos' ? '/#services' : '/');

    await expect(listUnder(page, 'Ideal Para')).toHaveText(texts.idealFor);
    await expect(listUnder(page, 'Diferenciais')).toHaveText(texts.differentials);

    const briefing = `/${slug}/briefing`;
    await expect(page.getByRole('link', { name: texts.heroCta })).toHaveAttribute('href', briefing);
    const cta = page.getByRole('link', { name: 'Preencher o briefing', exact: true });
    await expect(cta).toHaveAttribute('href', briefing);
    await expect(page.getByText('Nossa equipe entra em contato em até 24h após o envio do briefing.')).toBeVisible();

    await cta.click();
    await expect(page).toHaveURL(briefing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(briefing));
  });
}

test('a visitor who scrolls a landing page while its code is still loading stays where they scrolled', async ({ page }) => {
  // Hold the app's code back: the prerendered page is on screen and can be scrolled.
  const release = await holdAppCode(page);
  await page.goto('/clonagem-voz');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeInViewport();

  release();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(footer).toBeInViewport();
});

test('a landing page opens at its top, even when reached from the bottom of another page', async ({ page }) => {
  await page.goto('/clonagem-voz');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footerLink = page.locator('footer').getByRole('link', { name: 'Movaly Continuum' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.pages['movaly-continuum'].title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('voice cloning explains its three steps and what recreating a loved one’s voice needs', async ({ page }) => {
  await page.goto('/clonagem-voz');
  for (const step of ['Material base', 'Processamento com IA', 'Resultado final']) {
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
  }
  await expect(page.getByText(landing.voiceSteps.lovedOnes.text)).toBeVisible();
  await expect(page.getByText(/consentimento/).first()).toBeVisible();
});

test('Continuum shows three plans on request, Profissional marked most popular, and the survey link', async ({ page }) => {
  await page.goto('/movaly-continuum');
  const plans = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Planos' }) }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(plans).toHaveCount(3);
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Essencial', 'Profissional', 'Enterprise']);
  await expect(plans.getByText('Sob consulta', { exact: true })).toHaveCount(3);

  const plan = (name: string) => plans.filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(plan('Essencial')).toContainText('4 vídeos/mês');
  await expect(plan('Essencial')).toContainText('30-60 segundos');
  await expect(plan('Essencial')).toContainText('2 revisões');
  await expect(plan('Profissional').getByText('Mais Popular')).toBeVisible();
  await expect(plan('Profissional')).toContainText('8 vídeos/mês');
  await expect(plan('Profissional')).toContainText('60-90 segundos');
  await expect(plan('Profissional')).toContainText('3 revisões');
  await expect(plan('Profissional')).toContainText('Suporte prioritário');
  await expect(plan('Enterprise')).toContainText('12+ vídeos/mês');
  await expect(plan('Enterprise')).toContainText('Duração personalizada');
  await expect(plan('Enterprise')).toContainText('Revisões ilimitadas');
  await expect(plan('Enterprise')).toContainText('Gerente de conta dedicado');
  await expect(page.getByText('Mais Popular')).toHaveCount(1);
  for (const name of ['Essencial', 'Profissional', 'Enterprise']) {
    await expect(page.getByRole('link', { name: `Quero o plano ${name}` })).toHaveAttribute('href', '/movaly-continuum/briefing');
  }

  const survey = page.getByRole('link', { name: landing.survey.link });
  await expect(survey).toHaveAttribute('href', surveyRoute);
  await survey.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(surveyRoute));
});

test('the invitation page has its quote, four styles, eight reasons each side and 72 business hours', async ({ page }) => {
  await page.goto('/convites-cinematograficos');
  await expect(page.getByText(landing.invitations.quote)).toBeVisible();
  const styles = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Estilos de convite' }) }).getByRole('heading', { level: 3 });
  await expect(styles).toHaveText(['Cinematográfico', 'Animação estilo Pixar', 'Romântico e poético', 'Moderno e dinâmico']);
  await expect(listUnder(page, 'Ideal Para')).toHaveCount(8);
  await expect(listUnder(page, 'Diferenciais')).toHaveCount(8);
  await expect(page.getByText('Entrega em até 72 horas úteis').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quero meu convite cinematográfico' })).toHaveAttribute('href', '/convites-cinematograficos/briefing');
});

test('the avatar page lists the other avatar types', async ({ page }) => {
  await page.goto('/avatares-humanizados');
  const types = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Tipos de avatar' }) }).getByRole('heading', { level: 3 });
  await expect(types).toHaveText(['Atendimento', 'Treinamentos', 'Reels e reações', 'YouTube', 'LinkedIn', 'Anúncios']);
});

test('a landing page loads the carousel of the other services once the visitor scrolls towards it', async ({ page }) => {
  const carouselCode = new Set<string>();
  page.on('request', (request) => {
    if (/\/assets\/services-carousel-[^/]+\.js$/.test(request.url())) carouselCode.add(request.url());
  });
  await page.goto('/clone-digital');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  // Below the fold: neither its code nor its slides before the visitor scrolls.
  await expect(carousel).toHaveCount(0);
  expect(carouselCode.size).toBe(0);

  // Within reach of the screen, it comes with the visitor's first scroll.
  await page.mouse.wheel(0, 300);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'Próximo serviço' })).toBeVisible();
  await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
  expect(carouselCode.size).toBe(1);
});

test('the cinematic video page offers a WhatsApp quote in a new tab', async ({ page }) => {
  await page.goto('/videos-cinematograficos');
  await expectWhatsApp(page.getByRole('link', { name: /Pedir orçamento pelo WhatsApp/ }), shared.whatsapp.cinematicQuote);
});

test.describe('website service page', () => {
  test('hero, six benefits, five steps, contact and the ways to ask for a site', async ({ page }) => {
    await page.goto(paths.websiteService);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sites profissionais que transformam visitantes em clientes');
    await expect(page.getByRole('link', { name: 'Voltar aos Serviços' })).toHaveAttribute('href', '/');

    const benefits = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Por que criar o seu site com a Movaly' }) }).getByRole('listitem');
    await expect(benefits).toHaveCount(6);
    const steps = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Como trabalhamos' }) }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Descoberta', 'Design e Prototipação', 'Desenvolvimento', 'Testes e Otimização', 'Lançamento e Suporte']);

    for (const name of ['Solicitar orçamento', 'Preencher o briefing do site']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/criacao-desenvolvimento-sites-briefing');
    }
    const main = page.getByRole('main');
    const chats = main.getByRole('link', { name: /^Conversar no WhatsApp/ });
    await expect(chats).toHaveCount(2);
    for (const chat of await chats.all()) await expectWhatsApp(chat, shared.whatsapp.servicesQuote);
    await expectWhatsApp(main.getByRole('link', { name: /^\+55/ }), shared.whatsapp.servicesQuote);
    await expect(main.getByRole('link', { name: 'contato@movaly.com.br' })).toHaveAttribute('href', 'mailto:contato@movaly.com.br');

    await page.getByRole('link', { name: 'Preencher o briefing do site' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('/criacao-desenvolvimento-sites-briefing'));
  });

  test('the carousel advances by itself every 4 s, cycles, and a dot jumps to its slide', async ({ page }) => {
    // The page's own clock, run ahead by the test where what is checked is that nothing happens.
    await page.clock.install();
    await page.goto(paths.websiteService);
    const carousel = page.locator('section[aria-roledescription="carrossel"]');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} de 5` });
    const dot = (n: number) => carousel.getByRole('button', { name: new RegExp(`^Ir para o slide ${n}:`) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(slide(1)).toBeVisible();
    await expect(slide(2)).toBeHidden();

    // By itself, after its 4 s, on the page's clock: a wall-clock wait of 6 s failed on a busy machine,
    // whose starved page ran its timers late (a rotation that never comes still fails the wait below).
    await page.clock.runFor(4_000);
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current');

    // A dot jumps; while the pointer and focus are on the carousel it stays put.
    await dot(5).click();
    await expect(slide(5)).toBeVisible();
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText('Sistemas web sob medida');
    // Longer than the 4 s period, on the page's clock (its timers and frames run): had it not paused,
    // its timer would have fired and the slide changed.
    await page.clock.runFor(4_500);
    // Looked at once (a retrying check would wait for the slide to come round again).
    expect(await slide(5).isVisible()).toBe(true);
    expect(await dot(5).getAttribute('aria-current')).toBe('true');

    // Once the visitor leaves, it goes on, and after the last slide comes the first.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_000);
    await expect(slide(1)).toBeVisible();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // The rotation can be stopped for good.
    await carousel.getByRole('button', { name: 'Pausar a troca automática de slides' }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Retomar a troca automática de slides' })).toBeVisible();
  });
});

test('the landing page follows the chosen language', async ({ page }) => {
  await page.goto('/clone-digital');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your digital clone recording videos for you');
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Ideal For' })).toBeVisible();
});

for (const path of ['/movaly-continuum', '/convites-cinematograficos', paths.websiteService]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's own content; the shared header and footer are checked by routes-and-a11y.spec.ts.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
