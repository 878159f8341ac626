// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { isServiceActive } from '../../backend/services';
import { pageForms } from '../../forms/browser-registry';
import { initClientI18n } from '../../i18n/client';
import { LAYOUT_NAMESPACES } from '../../i18n/namespaces';
import pt from '../../i18n/locales/pt.json';

/*
 * The Instagram and WhatsApp automation pages (spec 000 sections 2 and 4), reached through the app's
 * own route table (src/app/router.tsx, its strings loaded by the route as in the app): their texts,
 * claims and links, and the availability guard while it asks and when its question fails. These
 * pages are client-only (the guard), so there is no prerendered HTML to read. The question goes to
 * its seam, src/backend/services.ts; the layout around the page (header, footer, WhatsApp float) and
 * the home page are stand-ins. A switched-off service and the Back button after it stay in the
 * browser (tests/e2e/other-pages.spec.ts).
 */
vi.mock('../../backend/services', () => ({ isServiceActive: vi.fn(), listActiveServices: vi.fn(async () => []) }));
vi.mock('../layout/site-layout', async () => {
  const { Outlet } = await import('react-router-dom');
  return { SiteLayout: () => <Outlet /> };
});
vi.mock('../home/home-page', () => ({ HomePage: () => <h1>Página inicial</h1> }));

// The layout's parts mark their hydration (src/components/ui/hydrate-apart.tsx); jsdom has no User Timing marks.
performance.mark ??= (() => undefined) as never;

const PAGES = [
  { path: '/automacao-instagram', slug: 'automacao-instagram', title: 'Automação de Instagram', briefing: '/automacao-instagram-briefing', briefingTitle: 'Briefing - Automação de Instagram', benefits: 'Diferenciais' },
  { path: '/integracao-whatsapp', slug: 'integracao-whatsapp', title: 'Integração WhatsApp', briefing: '/integracao-whatsapp-briefing', briefingTitle: 'Briefing - Integração com WhatsApp', benefits: 'Benefícios' },
] as const;

let routes: typeof import('../../app/router').routes;
beforeAll(async () => {
  // As the app's start has it before the first route (src/app/start.tsx).
  await initClientI18n('pt', LAYOUT_NAMESPACES);
  ({ routes } = await import('../../app/router'));
});
beforeEach(() => {
  vi.mocked(isServiceActive).mockReset();
});
afterEach(cleanup);

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: ['/teste-botoes', path], initialIndex: 1 });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

/** The form of the briefing route a link leads to, as the app's route table resolves it. */
function formAt(href: string) {
  const leaf = matchRoutes(routes, href)?.at(-1)?.route;
  const formId = (leaf?.handle as { formId?: string } | undefined)?.formId;
  return pageForms.find((f) => f.id === formId)?.meta;
}

/** The route's code and strings load on the first visit (a dynamic import each): more than the default second on a busy machine. */
const LOADED = { timeout: 10_000 };

const h1 = (name: string) => screen.queryByRole('heading', { level: 1, name });

describe.each(PAGES)('$path', (service) => {
  it('shows its content, the claims and links to its briefing and to WhatsApp', async () => {
    vi.mocked(isServiceActive).mockResolvedValue(true);
    visit(service.path);
    expect(await screen.findByRole('heading', { level: 1, name: service.title }, LOADED)).toBeTruthy();
    expect(isServiceActive).toHaveBeenCalledWith(service.slug);
    expect(screen.getByRole('heading', { level: 2, name: 'Ideal Para' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: service.benefits })).toBeTruthy();
    expect(screen.getAllByText('Resposta em menos de 1 segundo').length).toBeGreaterThan(0);
    expect(screen.getByText('Menos tempo de agendamento', { exact: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos Serviços' }).getAttribute('href')).toBe('/');

    const chats = screen.getAllByRole('link', { name: /Conversar no WhatsApp/ });
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) {
      const href = chat.getAttribute('href')!;
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(new URL(href).searchParams.get('text')).toBe(pt.whatsapp.servicesQuote);
      expect(chat.getAttribute('target')).toBe('_blank');
      expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const briefings = screen.getAllByRole('link', { name: 'Preencher Briefing' });
    expect(briefings.map((a) => a.getAttribute('href'))).toEqual([service.briefing, service.briefing]);
    // The route the link opens is that service's briefing, under the title its page shows.
    expect(formAt(service.briefing)?.texts.title).toBe(service.briefingTitle);
  });
});

describe('the availability guard', () => {
  it('while availability is checked a spinner says so', async () => {
    let answer: (active: boolean) => void = () => {};
    vi.mocked(isServiceActive).mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    visit('/automacao-instagram');
    const status = (await screen.findByText('Verificando disponibilidade...', {}, LOADED)).closest('[role="status"]');
    expect(status?.textContent).toBe('Verificando disponibilidade...');
    await waitFor(() => expect(isServiceActive).toHaveBeenCalledWith('automacao-instagram'));
    expect(h1('Automação de Instagram')).toBeNull();

    answer(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Automação de Instagram' })).toBeTruthy();
    expect(screen.queryByText('Verificando disponibilidade...')).toBeNull();
  });

  it('a check that fails counts as unavailable: the visitor is sent home in place of the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      vi.mocked(isServiceActive).mockRejectedValue(new Error('[code=unavailable]: RPC_ERROR'));
      const router = visit('/integracao-whatsapp');
      expect(await screen.findByRole('heading', { level: 1, name: 'Página inicial' }, LOADED)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      // In place of the page's entry: Back leads to the page before it, not to the guard again.
      expect(router.state.historyAction).toBe('REPLACE');
      expect(h1('Integração WhatsApp')).toBeNull();
      expect(warn).toHaveBeenCalledWith('availability check failed for integracao-whatsapp', expect.any(Error));
    } finally {
      warn.mockRestore();
    }
  });
});
