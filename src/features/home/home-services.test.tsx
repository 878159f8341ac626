// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { listActiveServices, type Service } from '../../backend/services';
import seeded from '../../config/services.json';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';

/*
 * The home page's two lists of services (spec 000 sections 4 and 7): the grid by group, each card
 * leading to its page, and the carousel; with no active service, or when the services cannot load,
 * the built-in cards stand in (eight on the grid, six in the carousel) and a failure says so in a
 * toast. Firestore is replaced at its seam, src/backend/services.ts. The carousel's timing, and its
 * loading when the visitor scrolls toward it, stay in the browser (tests/e2e/home.spec.ts).
 */
vi.mock('../../backend/services', () => ({ listActiveServices: vi.fn(), isServiceActive: vi.fn() }));

/** The emulators' services, as seeded from src/config/services.json: every one active. */
const SEEDED: Service[] = seeded.map((row) => ({ ...row, slug: row.id, active: true }));

const GROUPS = [
  { title: 'Soluções Digitais Essenciais', ids: ['criacao-desenvolvimento-sites', 'automacao-instagram', 'integracao-whatsapp'] },
  { title: 'Produção Audiovisual', ids: ['videos-cinematograficos', 'convites-cinematograficos'] },
  { title: 'Tecnologias de IA', ids: ['avatares-humanizados', 'clonagem-voz', 'clone-digital'] },
  { title: 'Marketing Digital', ids: ['conteudo-estrategico'] },
  { title: 'Soluções Contínuas', ids: ['movaly-continuum'] },
];

// Embla (the carousel) measures its slides with these; jsdom has neither. They report nothing.
class Unobserving {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= Unobserving as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= Unobserving as unknown as typeof IntersectionObserver;

let ServicesGrid: typeof import('./services-grid').ServicesGrid;
let ServicesCarousel: typeof import('../../components/services/services-carousel').ServicesCarousel;
let Toaster: typeof import('../../components/ui/toaster').Toaster;
let toaster: typeof import('../../components/ui/toaster').toaster;

beforeAll(async () => {
  await initClientI18n('pt', [SHARED_NS, 'features/home', 'components/services']);
  ({ ServicesGrid } = await import('./services-grid'));
  ({ ServicesCarousel } = await import('../../components/services/services-carousel'));
  ({ Toaster, toaster } = await import('../../components/ui/toaster'));
});

let clock = Date.now();
beforeEach(() => {
  vi.mocked(listActiveServices).mockReset();
  // The page keeps a loaded list for 5 minutes (load-services.ts): each test is a visit 10 minutes later.
  clock += 10 * 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
});
afterEach(() => {
  cleanup();
  toaster.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The home page's lists (both, or the grid alone), with the toast region and a stand-in for the service pages. */
function openHome(lists: 'both' | 'grid' = 'both') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {lists === 'both' && <ServicesCarousel />}
            <ServicesGrid />
          </>
        ),
      },
      { path: '/:slug', element: <h1>service page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  return router;
}

const grid = () => document.getElementById('services')!;
const gridLinks = () => within(grid()).queryAllByRole('link', { name: /^Saiba mais sobre / });
const carousel = () => document.querySelector<HTMLElement>('section[aria-roledescription="carousel"]')!;
const slides = () => carousel().querySelectorAll('[aria-roledescription="slide"]');
/**
 * Waits for the grid's cards: they arrive after the services' module loads, rendered as a transition
 * (seconds on a busy machine). Polled by a plain query: a role query over a page of Chakra cards is slow in jsdom.
 */
const gridLoaded = () => waitFor(() => expect(grid().querySelector('a[href]')).not.toBeNull(), { timeout: 10_000 });
/** A link's name (the cards name their service in aria-label: every card's visible text is the same) and target. */
const nameAndHref = (a: HTMLElement) => [a.getAttribute('aria-label'), a.getAttribute('href')];
const toastRegion = () => screen.queryByRole('region', { name: /Notifications/ });

describe('the home page’s services', () => {
  it('the grid shows the five groups, each card leading to its page', async () => {
    vi.mocked(listActiveServices).mockResolvedValue(SEEDED);
    // The grid alone: the carousel's cards and links are the browser's carousel test's (tests/e2e/home.spec.ts).
    const router = openHome('grid');
    await gridLoaded();
    expect(gridLinks()).toHaveLength(SEEDED.length);
    const groups = within(grid()).getAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(GROUPS.map((g) => g.title));

    // Each group's box: its services' titles (level 4) and their links, in the group's order.
    // (One query per box: a role query over a page of Chakra cards takes long in jsdom.)
    GROUPS.forEach((group, index) => {
      const box = groups[index].parentElement!;
      const services = group.ids.map((id) => SEEDED.find((s) => s.id === id)!);
      expect(within(box).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(services.map((s) => s.title));
      expect(within(box).getAllByRole('link').map(nameAndHref)).toEqual(services.map((s) => [`Saiba mais sobre ${s.title}`, s.link]));
    });

    await userEvent.setup({ delay: null }).click(within(grid()).getByRole('link', { name: 'Saiba mais sobre Clone Digital com IA' }));
    expect(router.state.location.pathname).toBe('/clone-digital');
    expect(await screen.findByRole('heading', { level: 1, name: 'service page' })).toBeTruthy();
  });

  it('with no active service, the built-in cards show: eight on the grid, six in the carousel', async () => {
    vi.mocked(listActiveServices).mockResolvedValue([]);
    openHome();
    await gridLoaded();
    expect(gridLinks()).toHaveLength(8);
    expect(slides()).toHaveLength(6);
    // Nothing failed: no error toast (a failure shows the same cards, and asks for its toast at once).
    expect(toaster.getVisibleToasts()).toEqual([]);
    expect(toastRegion()?.textContent ?? '').not.toContain('Erro ao carregar serviços');
    // The built-in cards are the landing pages and the website service.
    expect(gridLinks().map((a) => a.getAttribute('href'))).not.toContain('/automacao-instagram');
  });

  it('when the services cannot load, an error toast shows after three retries and the built-in cards stand in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(listActiveServices).mockRejectedValue(new Error('unavailable'));
    // The retries' pauses (1 + 2 + 4 s) pass on a fake clock, a second at a time.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: clock });
    openHome();
    const toastShown = () => (toastRegion()?.textContent ?? '').includes('Erro ao carregar serviços');
    for (let second = 0; second < 30 && !toastShown(); second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(listActiveServices).toHaveBeenCalledTimes(4);
    const toast = toastRegion()!;
    expect(within(toast).getByText('Erro', { exact: true })).toBeTruthy();
    expect(within(toast).getByText('Erro ao carregar serviços')).toBeTruthy();
    expect(gridLinks()).toHaveLength(8);
    expect(slides()).toHaveLength(6);
  });
});
