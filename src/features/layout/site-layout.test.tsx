// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSystem } from '../../app/system';
import { i18next, STORAGE_KEY } from '../../i18n';
import { initClientI18n, rememberLanguageChanges, storedLocale } from '../../i18n/client';
import { LAYOUT_NAMESPACES } from '../../i18n/namespaces';

/*
 * The site shell of spec 000 (section 2 header, footer and bubble; section 4 menus) as a visitor
 * works it: the portfolio menu by mouse and by keyboard, the phone menu, the WhatsApp bubble, the
 * language buttons and the footer's links. The pages inside are stand-ins with the home's anchored
 * sections. What only a browser shows stays in tests/e2e/site-navigation.spec.ts: the sections
 * scrolled into view, a new page at its top, which menu a phone's screen shows, a tap before the
 * app's code has loaded, and the stored language applied when the site is opened again.
 */

// The layout follows a section that moves while the page above it loads (section-scroll.ts); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The app marks when every part has hydrated (hydrate-apart.tsx); jsdom's performance has no marks.
if (typeof performance.mark !== 'function') performance.mark = (() => undefined) as unknown as Performance['mark'];

const PORTFOLIO = [
  'Todos',
  'Filmes para Aniversário',
  'Vídeos para Propaganda',
  'Vídeos com Avatar para Empresas',
  'Avatar para Conteúdos',
  'Filmes Institucionais Contando Sua História',
  'Teste de Botões',
];

let SiteLayout: typeof import('./site-layout').SiteLayout;
let HydrateApart: typeof import('../../components/ui/hydrate-apart').HydrateApart;

beforeAll(async () => {
  await initClientI18n('pt', LAYOUT_NAMESPACES);
  // As the app's start does (src/app/start.tsx): from then on a language change sets the page's lang and is remembered.
  rememberLanguageChanges();
  ({ SiteLayout } = await import('./site-layout'));
  ({ HydrateApart } = await import('../../components/ui/hydrate-apart'));
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
  localStorage.clear();
});

function HomeStandIn() {
  return (
    <>
      {['hero', 'about', 'services', 'contact'].map((id) => (
        <section key={id} id={id}>
          <h2>{id}</h2>
        </section>
      ))}
    </>
  );
}

/** The site's layout around stand-in pages, at `url`; the router tells where the visitor went. */
function openSite(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <HomeStandIn /> },
          { path: '/teste-botoes', element: <h1>Teste de Botões</h1> },
          { path: '*', element: <h1>another page</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      {/* As App wraps the router: the language buttons wait for every part to have hydrated. */}
      <HydrateApart>
        <RouterProvider router={router} />
      </HydrateApart>
    </ChakraProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.hash}`;
  return { where, user: userEvent.setup({ delay: null }) };
}

const header = () => screen.getByRole('banner');
/**
 * A button of the desktop header, by its text. jsdom applies no media query, so the page has the
 * narrowest screen's styles, where the desktop entries are `display: none`, out of the accessibility
 * tree and without a computed name: they are found by their text. Which entries a screen shows, and
 * where Tab lands among them, is the browser's to judge.
 */
function headerButton(name: string): HTMLElement {
  const found = within(header())
    .queryAllByRole('button', { hidden: true })
    .filter((button) => button.textContent?.trim() === name);
  if (found.length !== 1) throw new Error(`${found.length} header buttons read "${name}"`);
  return found[0];
}
const findHeaderButton = (name: string) => waitFor(() => headerButton(name));
/** Shown, as far as the DOM says: no `hidden` on it or around it (the menus and the bubble hide so). */
const shown = (el: Element | null) => !!el && !el.closest('[hidden]');

describe('on a desktop', () => {
  it('the portfolio menu lists its seven entries, by mouse and by keyboard', async () => {
    const { where, user } = openSite('/teste-botoes');
    const trigger = headerButton('Portfólio');
    // Looked for beside its button: role queries over the whole page are slow in jsdom.
    const menu = () => within(trigger.parentElement!).queryByRole('menu', { name: 'Portfólio', hidden: true });

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu()!).getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(PORTFOLIO);
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: the arrows walk the entries; Tab moves on to the next button and the menu closes.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(menu()!).getByRole('menuitem', { name: 'Todos', hidden: true })));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(within(menu()!).getByRole('menuitem', { name: 'Teste de Botões', hidden: true })));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(within(menu()!).getByRole('menuitem', { name: 'Todos', hidden: true })));
    // The next control after the menu, where a browser's Tab goes on a desktop, is 'Contato'.
    const buttons = within(header()).queryAllByRole('button', { hidden: true });
    expect(buttons[buttons.indexOf(trigger) + 1]).toBe(headerButton('Contato'));
    // Tab is left to the browser: focus moves on past the menu (in jsdom's narrow-screen styles to
    // the next control shown, the language buttons), and the menu closes.
    await user.tab();
    expect(trigger.parentElement!.contains(document.activeElement)).toBe(false);
    expect(trigger.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(menu()).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    // A click elsewhere closes it as well.
    await user.click(trigger);
    expect(shown(menu())).toBe(true);
    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(menu()).toBeNull());

    // A portfolio entry shows the services; 'Teste de Botões' opens its page.
    await user.click(trigger);
    await user.click(within(menu()!).getByRole('menuitem', { name: 'Filmes para Aniversário', hidden: true }));
    expect(where()).toBe('/#services');
    expect(menu()).toBeNull();

    await user.click(trigger);
    await user.click(within(menu()!).getByRole('menuitem', { name: 'Teste de Botões', hidden: true }));
    expect(where()).toBe('/teste-botoes');
    expect(screen.getByRole('heading', { level: 1, name: 'Teste de Botões' })).toBeTruthy();
    expect(menu()).toBeNull();
  });

  it('the WhatsApp bubble opens and closes, and its link starts a chat in a new tab', async () => {
    const { user } = openSite('/');
    const bubble = screen.getByRole('button', { name: 'Fale conosco pelo WhatsApp' });
    const panel = document.getElementById(bubble.getAttribute('aria-controls')!)!;
    const chat = within(panel).getByRole('link', { name: /^Conversar no WhatsApp/, hidden: true });

    expect(shown(chat)).toBe(false);
    expect(screen.queryByRole('region', { name: 'Conversa no WhatsApp' })).toBeNull();
    await user.click(bubble);
    expect(bubble.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Conversa no WhatsApp' })).toBe(panel);
    expect(within(panel).getByText('Olá! Como podemos ajudar?')).toBeTruthy();
    expect(shown(chat)).toBe(true);
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toMatch(/noopener/);
    await user.click(bubble);
    expect(shown(chat)).toBe(false);
    expect(bubble.getAttribute('aria-expanded')).toBe('false');

    // Escape from inside the panel closes it and returns to the bubble.
    await user.click(bubble);
    act(() => chat.focus());
    await user.keyboard('{Escape}');
    expect(shown(chat)).toBe(false);
    expect(document.activeElement).toBe(bubble);
  });

  it('the language buttons change the header texts and the page language, and are remembered', async () => {
    const { user } = openSite('/');
    expect(document.documentElement.lang).toBe('pt-BR');
    const language = (name: string) => screen.getByRole('button', { name: new RegExp(`^[A-Z]{2} ?${name}$`) });

    await user.click(language('English'));
    await findHeaderButton('About');
    expect(headerButton('Request a Quote')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(language('English').getAttribute('aria-pressed')).toBe('true');
    expect(language('Português').getAttribute('aria-pressed')).toBe('false');

    await user.click(language('Español'));
    await findHeaderButton('Solicitar Presupuesto');
    expect(headerButton('Portafolio')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    // Remembered: what the app's start reads on the visitor's next page load (src/app/start.tsx).
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
    expect(storedLocale()).toBe('es');

    await user.click(language('Português'));
    await findHeaderButton('Sobre');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(storedLocale()).toBe('pt');
  });

  it('the footer links every service page, the contacts and the restricted area in a new tab', () => {
    openSite('/teste-botoes');
    const footer = screen.getByRole('contentinfo');
    const services = within(within(footer).getByRole('region', { name: 'Serviços' })).getAllByRole('link');
    expect(services).toHaveLength(10);
    expect(services.map((a) => a.getAttribute('href'))).toEqual([
      '/videos-cinematograficos',
      '/clone-digital',
      '/avatares-humanizados',
      '/conteudo-estrategico',
      '/clonagem-voz',
      '/movaly-continuum',
      '/convites-cinematograficos',
      '/criacao-desenvolvimento-sites',
      '/automacao-instagram',
      '/integracao-whatsapp',
    ]);
    for (const [name, href] of [
      ['Vídeos Cinematográficos', '/videos-cinematograficos'],
      ['Convites Cinematográficos', '/convites-cinematograficos'],
      ['Criação de Sites', '/criacao-desenvolvimento-sites'],
      ['Automação de Instagram', '/automacao-instagram'],
      ['Integração WhatsApp', '/integracao-whatsapp'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const restricted = within(footer).getByRole('link', { name: /^Área restrita/ });
    expect(restricted.getAttribute('href')).toBe('/login');
    expect(restricted.getAttribute('target')).toBe('_blank');
    expect(restricted.getAttribute('rel')).toMatch(/noopener/);
    expect(within(footer).getByRole('link', { name: 'contato@movaly.com.br' }).getAttribute('href')).toBe('mailto:contato@movaly.com.br');
    for (const [name, href] of [
      [/^WhatsApp /, /^https:\/\/wa\.me\//],
      [/^Instagram /, /instagram\.com/],
      [/^YouTube /, /youtube\.com/],
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(footer.textContent).toContain('© 2025 Movaly');
    expect(footer.textContent).toContain('São Paulo, Brasil');
    expect(footer.textContent).toContain('Segunda a sexta, das 9h às 18h');
  });
});

describe('on a phone', () => {
  it('the menu button opens the entries and the quote button, and a choice closes it', async () => {
    const { where, user } = openSite('/');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const menu = () => within(panel).queryByRole('navigation', { name: 'Menu do site' });
    expect(menu()).toBeNull();
    expect(shown(panel)).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(shown(panel)).toBe(true);
    expect(menu()).not.toBeNull();
    for (const name of ['Sobre', 'Serviços', 'Contato', 'Solicitar Orçamento', ...PORTFOLIO]) {
      expect(within(menu()!).getByRole(name === 'Teste de Botões' ? 'link' : 'button', { name })).toBeTruthy();
    }
    await user.click(within(menu()!).getByRole('button', { name: 'Avatar para Conteúdos' }));
    expect(menu()).toBeNull();
    expect(shown(panel)).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(where()).toBe('/#services');

    await user.click(toggle);
    await user.click(within(menu()!).getByRole('button', { name: 'Solicitar Orçamento' }));
    expect(menu()).toBeNull();
    expect(where()).toBe('/#contact');

    // Escape closes it and returns to the menu button.
    await user.click(toggle);
    act(() => within(menu()!).getByRole('button', { name: 'Sobre' }).focus());
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(within(menu()!).getByRole('link', { name: 'Teste de Botões' }));
    expect(where()).toBe('/teste-botoes');
    expect(menu()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
