// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { readAvailability, readAvailabilityTeam } from '../../../backend/availability';
import { createCalendarFeed, revokeCalendarFeed, watchCalendarFeed } from '../../../backend/calendar-feed';
import { DEFAULT_AVAILABILITY } from '../../../domain/booking/availability';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * "Sua agenda no calendário" as a staff member meets it: creating the link, copying it, replacing and
 * turning it off (each asked first), a change made elsewhere showing up, and every failure said in
 * their language. Firestore and the callable are replaced at their seam, src/backend/calendar-feed.ts.
 */
vi.mock('../../../backend/calendar-feed', () => ({ watchCalendarFeed: vi.fn(), createCalendarFeed: vi.fn(), revokeCalendarFeed: vi.fn() }));
vi.mock('../../../backend/availability', () => ({ readAvailability: vi.fn(), readAvailabilityTeam: vi.fn(), saveAvailability: vi.fn() }));

const CLICKS = { timeout: 30_000 };
const URL_1 = `http://127.0.0.1:5001/demo-movaly/us-central1/calendarFeed?token=${'a'.repeat(43)}`;
const URL_2 = `http://127.0.0.1:5001/demo-movaly/us-central1/calendarFeed?token=${'b'.repeat(43)}`;

let CalendarFeedSection: typeof import('./calendar-feed-section').CalendarFeedSection;
let AvailabilityPage: typeof import('./availability-page').AvailabilityPage;
/** What the stored document says now, as the live listener would tell it. */
let tellFeed: (url: string | null) => void;
let tellError: (error: unknown) => void;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(async () => {
  await startI18n();
  ({ CalendarFeedSection } = await import('./calendar-feed-section'));
  ({ AvailabilityPage } = await import('./availability-page'));
});
beforeEach(async () => {
  vi.resetAllMocks();
  await i18next.changeLanguage('pt');
  vi.mocked(watchCalendarFeed).mockImplementation((_uid, onChange, onError) => {
    tellFeed = onChange;
    tellError = onError;
    return () => {};
  });
});
afterEach(cleanup);

/** The section with the stored feed `url` (null: none). */
async function open(url: string | null) {
  render(
    <ChakraProvider value={getSystem()}>
      <CalendarFeedSection uid="ana" />
    </ChakraProvider>,
  );
  expect(watchCalendarFeed).toHaveBeenCalledWith('ana', expect.any(Function), expect.any(Function));
  expect(screen.getByRole('heading', { name: 'Sua agenda no calendário' })).toBeTruthy();
  tellFeed(url);
  // The stored state drawn: the address, or the button that makes one.
  await (url ? screen.findByRole('textbox', { name: 'Endereço da sua agenda' }) : screen.findByRole('button', { name: 'Criar link' }));
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const address = () => screen.getByRole('textbox', { name: 'Endereço da sua agenda' }) as HTMLInputElement;
const dialog = () => screen.findByRole('alertdialog');

describe('a staff member without a link', () => {
  it('says what the link is for, creates it on request and shows it, read-only, with a note that it is secret', CLICKS, async () => {
    vi.mocked(createCalendarFeed).mockResolvedValue(URL_1);
    const user = await open(null);
    expect(screen.getByText(/Google Calendar ou ao Outlook em “Adicionar por URL”/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    const done = await screen.findByText('Link criado. Copie-o e adicione-o ao seu calendário.');
    expect(createCalendarFeed).toHaveBeenCalledTimes(1);
    expect(address().value).toBe(URL_1);
    expect(address().readOnly).toBe(true);
    expect(document.getElementById(address().getAttribute('aria-describedby')!)!.textContent).toMatch(/não o compartilhe/);
    // The button pressed is gone: what happened takes the focus, so a screen reader says it.
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('button', { name: 'Criar link' })).toBeNull();
  });

  it('says a failure in Portuguese, never the raw error, and keeps the button to try again', CLICKS, async () => {
    vi.mocked(createCalendarFeed).mockRejectedValue(Object.assign(new Error('INTERNAL'), { code: 'functions/internal' }));
    const user = await open(null);
    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível criar o link. Verifique sua conexão e tente novamente.');
    expect(screen.queryByText(/INTERNAL/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Criar link' })).toBeTruthy();
  });

  it('tells a removed colleague that their account is off the team', CLICKS, async () => {
    vi.mocked(createCalendarFeed).mockRejectedValue(Object.assign(new Error('Only staff may do this.'), { code: 'functions/permission-denied', details: { reason: 'not-staff' } }));
    const user = await open(null);
    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sua conta não faz mais parte da equipe, por isso não pode mudar este link.');
  });
});

describe('a staff member with a link', () => {
  it('copies the address, and when the browser refuses, selects it and says how to copy it', CLICKS, async () => {
    const user = await open(URL_1);
    // After user-event's setup, which puts a clipboard of its own on the page.
    writeText.mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect((await screen.findByRole('status')).textContent).toBe('Endereço copiado.');

    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Não foi possível copiar. O endereço está selecionado/);
    expect(document.activeElement).toBe(address());
    expect([address().selectionStart, address().selectionEnd]).toEqual([0, URL_1.length]);
  });

  it('asks before making a new link: keeping it changes nothing; confirming shows the new address', CLICKS, async () => {
    vi.mocked(createCalendarFeed).mockResolvedValue(URL_2);
    const user = await open(URL_1);
    await user.click(screen.getByRole('button', { name: 'Gerar novo link (o anterior deixa de funcionar)' }));
    const asked = await dialog();
    expect(within(asked).getByText('Gerar um novo link?')).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Manter o link atual' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(createCalendarFeed).not.toHaveBeenCalled();
    expect(address().value).toBe(URL_1);

    await user.click(screen.getByRole('button', { name: 'Gerar novo link (o anterior deixa de funcionar)' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Gerar novo link' }));
    await screen.findByText(/^Novo link criado; o anterior não funciona mais/);
    expect(createCalendarFeed).toHaveBeenCalledTimes(1);
    expect(address().value).toBe(URL_2);
  });

  it('asks before turning the link off, then offers to create one again', CLICKS, async () => {
    vi.mocked(revokeCalendarFeed).mockResolvedValue();
    const user = await open(URL_1);
    await user.click(screen.getByRole('button', { name: 'Desativar link' }));
    const asked = await dialog();
    expect(within(asked).getByText('Desativar o link?')).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Desativar link' }));
    await screen.findByText('Link desativado.');
    expect(revokeCalendarFeed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Criar link' })).toBeTruthy();
  });

  it('keeps the link when turning it off fails, and says that it still works', CLICKS, async () => {
    vi.mocked(revokeCalendarFeed).mockRejectedValue(new Error('unavailable'));
    const user = await open(URL_1);
    await user.click(screen.getByRole('button', { name: 'Desativar link' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Desativar link' }));
    expect((await screen.findByText(/^Não foi possível desativar o link; ele continua funcionando/)).getAttribute('role')).toBe('alert');
    expect(address().value).toBe(URL_1);
  });

  it('follows a change made elsewhere (another tab), live', async () => {
    await open(URL_1);
    tellFeed(URL_2);
    await waitFor(() => expect(address().value).toBe(URL_2));
    tellFeed(null);
    await screen.findByRole('button', { name: 'Criar link' });
  });
});

it('says in the reader’s language when the link cannot be read', async () => {
  await i18next.changeLanguage('en');
  render(
    <ChakraProvider value={getSystem()}>
      <CalendarFeedSection uid="ana" />
    </ChakraProvider>,
  );
  tellError(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Your calendar link could not be loaded. Check your connection and reload the page.');
  expect(screen.getByRole('heading', { name: 'Your calls in your calendar' })).toBeTruthy();
});

describe('on the availability page', () => {
  const TEAM = [
    { uid: 'ana', email: 'ana@movaly.test' },
    { uid: 'bia', email: 'bia@movaly.test' },
  ];

  it("shows the viewer's own feed, and not while an owner edits a colleague's hours", CLICKS, async () => {
    vi.mocked(readAvailability).mockResolvedValue(structuredClone(DEFAULT_AVAILABILITY));
    vi.mocked(readAvailabilityTeam).mockResolvedValue({ people: TEAM, editsOthers: true });
    const router = createMemoryRouter(
      [{ element: <Outlet context={{ uid: 'ana' }} />, children: [{ path: '/admin/disponibilidade', Component: AvailabilityPage }] }],
      { initialEntries: ['/admin/disponibilidade'] },
    );
    render(
      <ChakraProvider value={getSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    await screen.findByRole('heading', { name: 'Sua agenda no calendário' });
    // The section subscribes in an effect, after the heading is drawn: under load, a moment later.
    await waitFor(() => expect(watchCalendarFeed).toHaveBeenLastCalledWith('ana', expect.any(Function), expect.any(Function)));

    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Disponibilidade de' }), 'bia');
    await screen.findByText('Disponibilidade de bia@movaly.test');
    expect(screen.queryByRole('heading', { name: 'Sua agenda no calendário' })).toBeNull();
  });
});
