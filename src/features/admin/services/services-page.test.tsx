// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import type { Service } from '../../../backend/services';
import { listAllServices } from '../../../backend/services-admin';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The services page as staff leave it with switches changed but not saved: a link inside the app
 * asks first (and staying keeps the changes), closing the tab gets the browser's question. Firestore
 * is replaced at its seam, src/backend/services-admin.ts.
 */
vi.mock('../../../backend/services-admin', () => ({ listAllServices: vi.fn(), saveActiveFlags: vi.fn() }));

const SERVICES: Service[] = [
  { id: 'clonagem-voz', slug: 'clonagem-voz', title: 'Clonagem de Voz', description: 'Sua voz clonada.', link: '/clonagem-voz', icon: 'Mic', active: true },
  { id: 'clone-digital', slug: 'clone-digital', title: 'Clone Digital com IA', description: 'Seu clone.', link: '/clone-digital', icon: 'Bot', active: true },
];
let ServicesPage: typeof import('./services-page').ServicesPage;

beforeAll(async () => {
  await startI18n();
  ({ ServicesPage } = await import('./services-page'));
});
afterEach(cleanup);

async function openServices() {
  vi.mocked(listAllServices).mockResolvedValue(SERVICES);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/admin">Painel</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/admin/services', Component: ServicesPage },
          { path: '/admin', element: <h1>Painel da equipe</h1> },
        ],
      },
    ],
    { initialEntries: ['/admin/services'] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const voice = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Clonagem de Voz' });
  await user.click(voice);
  // Zag tells the switch's change a moment after the click: the page is drawn with it once it shows.
  await waitFor(() => expect(voice.checked).toBe(false));
  return { user, router };
}

/** Whether closing or reloading the tab now would make the browser ask. */
function tabCloseAsks(): boolean {
  const event = new window.Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

it('announces the unsaved count in a status region and shows the bar outside the page, at the bottom of the screen', async () => {
  await openServices();
  expect(screen.getByRole('status').textContent).toBe('Você tem 1 alteração não salva.');
  const bar = screen.getByRole('region', { name: 'Alterações não salvas' });
  // Not inside the page, whose section's containment would pin a fixed bar to the page's end.
  const page = screen.getByRole('heading', { level: 1, name: 'Serviços' }).closest('.chakra-container')!;
  expect(page).toBeTruthy();
  expect(page.contains(bar)).toBe(false);
  expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
});

it('asks before a link leaves unsaved changes; staying keeps them, leaving goes', async () => {
  const { user, router } = await openServices();
  await user.click(screen.getByRole('link', { name: 'Painel' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
  expect(dialog.textContent).toContain('Você tem 1 alteração não salva. Se sair agora, ela será perdida.');

  await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(router.state.location.pathname).toBe('/admin/services');
  expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Clonagem de Voz' }).checked).toBe(false);

  await user.click(screen.getByRole('link', { name: 'Painel' }));
  await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
  expect(await screen.findByRole('heading', { name: 'Painel da equipe' })).toBeTruthy();
});

it('lets the tab close without a question only when nothing is unsaved', async () => {
  const { user } = await openServices();
  // React adds the listener in an effect, right after the change is drawn.
  await waitFor(() => expect(tabCloseAsks()).toBe(true));
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(tabCloseAsks()).toBe(false));
  await user.click(screen.getByRole('link', { name: 'Painel' }));
  expect(await screen.findByRole('heading', { name: 'Painel da equipe' })).toBeTruthy();
});
