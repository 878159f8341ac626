// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import type { Service } from '../../../backend/services';
import { listAllServices, saveActiveFlags } from '../../../backend/services-admin';
import { Toaster, toaster } from '../../../components/ui/toaster';
import services from '../../../config/services.json';
import { i18next } from '../../../i18n';
import { withStaffStrings } from '../../../test-setup/staff-strings';

/*
 * The services' switches as staff use them (spec 000 sections 4 and 8): the counts follow the draft,
 * the unsaved bar says how many changes wait, cancel reverts, save hands the changes to the backend in
 * one call, a refused save keeps the draft and says so; the names and descriptions are in the staff
 * member's language and order. Firestore is replaced at its seam, src/backend/services-admin.ts
 * (whose one batch is src/backend/services-admin.test.ts's); the public page following a saved switch,
 * the bar's place on a phone and the tab's closing question are tests/e2e/staff-admin.spec.ts's.
 */
vi.mock('../../../backend/services-admin', () => ({ listAllServices: vi.fn(), saveActiveFlags: vi.fn() }));

/** The rows the emulators are seeded with (scripts/seed.ts), sorted as the backend returns them. */
const SEEDED: Service[] = services
  .map(({ id, ...service }) => ({ id, ...service, slug: id }))
  .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));

// The route table's public pages are not under test: their layout and home page are stand-ins.
vi.mock('../../layout/site-layout', () => ({ SiteLayout: () => null }));
vi.mock('../../home/home-page', () => ({ HomePage: () => null }));

/*
 * The page as its route loads it (src/app/router.tsx): with the services' names and descriptions,
 * which are the public cards' strings. i18next then loads them in any language staff switch to.
 */
let ServicesPage: ComponentType;
withStaffStrings(async () => {
  const { routes } = await import('../../../app/router');
  const route = matchRoutes(routes, '/admin/services')!.at(-1)!.route;
  ({ Component: ServicesPage } = await (route.lazy as () => Promise<{ Component: ComponentType }>)());
});

beforeEach(() => {
  toaster.remove();
  vi.mocked(listAllServices).mockReset().mockResolvedValue(SEEDED);
  vi.mocked(saveActiveFlags).mockReset();
});

async function openServices() {
  const router = createMemoryRouter([{ path: '/admin/services', Component: ServicesPage }], { initialEntries: ['/admin/services'] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The toast region mounts with its first toast: more than the default second on a busy machine. */
const TOAST = { timeout: 5_000 };
const toggle = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
/** Clicks a switch and waits until it shows the change: Zag tells it a moment after the click. */
async function flip(user: ReturnType<typeof userEvent.setup>, name: string) {
  const wasOn = toggle(name).checked;
  await user.click(toggle(name));
  await waitFor(() => expect(toggle(name).checked).toBe(!wasOn));
}
const unsavedBar = () => screen.queryByRole('region', { name: 'Alterações não salvas' });
/** The status region that announces the count (not the toasts' regions). */
const unsavedStatus = () => screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Você tem'))?.textContent;

it('service switches: the counts follow the draft, the unsaved bar counts it, cancel reverts it', async () => {
  const user = await openServices();
  expect(screen.getByRole('heading', { level: 1, name: 'Serviços' })).toBeTruthy();
  expect(screen.getByText('10 ativos')).toBeTruthy();
  expect(screen.getByText('0 inativos')).toBeTruthy();
  expect(toggle('Automação de Instagram').checked).toBe(true);
  expect(unsavedBar()).toBeNull();

  await flip(user, 'Automação de Instagram');
  expect(screen.getByText('9 ativos')).toBeTruthy();
  expect(screen.getByText('1 inativo')).toBeTruthy();
  expect(within(unsavedBar()!).getByText('Você tem 1 alteração não salva.')).toBeTruthy();
  expect(unsavedStatus()).toBe('Você tem 1 alteração não salva.');

  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(toggle('Automação de Instagram').checked).toBe(true);
  expect(await screen.findByText('10 ativos')).toBeTruthy();
  expect(unsavedBar()).toBeNull();
  expect(saveActiveFlags).not.toHaveBeenCalled();
});

it('save hands the changed switch to the backend, says so and clears the bar', async () => {
  vi.mocked(saveActiveFlags).mockResolvedValue();
  const user = await openServices();
  await flip(user, 'Automação de Instagram');
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  expect(await screen.findByText('Serviços atualizados com sucesso', {}, TOAST)).toBeTruthy();
  expect(vi.mocked(saveActiveFlags).mock.calls).toEqual([[{ 'automacao-instagram': false }]]);
  await waitFor(() => expect(unsavedBar()).toBeNull());
  expect(toggle('Automação de Instagram').checked).toBe(false);
  expect(await screen.findByText('9 ativos')).toBeTruthy();
});

it('a batch that fails changes nothing and says so', async () => {
  vi.mocked(saveActiveFlags).mockRejectedValue(Object.assign(new Error('No document to update'), { code: 'not-found' }));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const user = await openServices();
    await flip(user, 'Clonagem de Voz');
    await flip(user, 'Integração WhatsApp');
    expect(within(unsavedBar()!).getByText('Você tem 2 alterações não salvas.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Erro ao atualizar serviços', {}, TOAST)).toBeTruthy();
    // Both changes went in one call (one batch: all apply or none), and the draft waits to be saved again.
    expect(vi.mocked(saveActiveFlags).mock.calls).toEqual([[{ 'clonagem-voz': false, 'integracao-whatsapp': false }]]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar alterações' }) as HTMLButtonElement).disabled).toBe(false));
    expect(within(unsavedBar()!).getByText('Você tem 2 alterações não salvas.')).toBeTruthy();
    expect(toggle('Clonagem de Voz').checked).toBe(false);
    expect(screen.queryByText('Serviços atualizados com sucesso')).toBeNull();
  } finally {
    warn.mockRestore();
  }
});

it("service names and descriptions are in the staff member's language", async () => {
  await i18next.changeLanguage('en');
  await openServices();
  expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
  expect(toggle('Instagram Automation')).toBeTruthy();
  expect(screen.getByText('Your digital clone records videos for you, with your look and your voice.')).toBeTruthy();
  expect(screen.queryByText('Automação de Instagram')).toBeNull();
  // In that language's alphabetical order.
  expect(screen.getAllByRole('listitem')[0].textContent).toContain('AI Digital Clone');
});
