// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { initClientI18n } from '../../i18n/client';
import { LAYOUT_NAMESPACES } from '../../i18n/namespaces';

/*
 * An address the site does not have (spec 000 section 2), through the app's own route table
 * (src/app/router.tsx): the not-found page, a way home, and the path in the console. The layout
 * around it and the home page are stand-ins.
 */
vi.mock('../layout/site-layout', async () => {
  const { Outlet } = await import('react-router-dom');
  return { SiteLayout: () => <Outlet /> };
});
vi.mock('../home/home-page', () => ({ HomePage: () => <h1>Página inicial</h1> }));

let routes: typeof import('../../app/router').routes;
beforeAll(async () => {
  // As the app's start has it (src/app/start.tsx): the error pages' strings come with the layout's.
  await initClientI18n('pt', LAYOUT_NAMESPACES);
  ({ routes } = await import('../../app/router'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('an unknown path shows 404 with a link home, and logs the path', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter(routes, { initialEntries: ['/pagina-que-nao-existe'] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
  expect(screen.getByText('Oops! Page not found')).toBeTruthy();
  expect(warn.mock.calls.some((args) => args.join(' ').includes('/pagina-que-nao-existe'))).toBe(true);

  const home = screen.getByRole('link', { name: 'Voltar para o início' });
  expect(home.getAttribute('href')).toBe('/');
  await userEvent.setup({ delay: null }).click(home);
  expect(await screen.findByRole('heading', { level: 1, name: 'Página inicial' }, { timeout: 10_000 })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/');
});
