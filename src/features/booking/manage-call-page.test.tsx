// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { cancelBooking, manageBooking, rescheduleBooking } from '../../backend/callables';
import type { ManagedCall } from '../../domain/booking/manage';
import { i18next } from '../../i18n';
import { startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The page of a booked call, opened from the visitor's e-mail (issue 30, part 6), with its callables
 * replaced at their seam: what the visitor sees of each answer, and what the page asks.
 */
vi.mock('../../backend/callables', () => ({ manageBooking: vi.fn(), cancelBooking: vi.fn(), rescheduleBooking: vi.fn() }));

const DAY = 86_400_000;
// A call two days from now at a whole hour (UTC), and a free start one hour later.
const base = Math.ceil((Date.now() + 2 * DAY) / 3_600_000) * 3_600_000;
const CALL: ManagedCall = { start: base, end: base + 1_800_000, place: 'video', status: 'booked', locale: 'pt', zone: 'America/Sao_Paulo' };
const OTHER = { start: base + 3_600_000, end: base + 5_400_000 };
const TOKEN = 'tok_abcdefghijklmnopqrstuvwx';

let ManageCall: typeof import('./manage-call-page').ManageCall;
beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  ({ ManageCall } = await import('./manage-call-page'));
});
afterEach(async () => {
  cleanup();
  vi.mocked(manageBooking).mockReset();
  vi.mocked(cancelBooking).mockReset();
  vi.mocked(rescheduleBooking).mockReset();
  localStorage.clear();
  await i18next.changeLanguage('pt');
});

const show = () => render(<ChakraProvider value={getSystem()}><ManageCall token={TOKEN} zone="Europe/Lisbon" /></ChakraProvider>);
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('the visitor’s page of a booked call', () => {
  it('shows the call in the visitor’s zone, named, and is kept out of search engines', async () => {
    vi.mocked(manageBooking).mockResolvedValue({ ok: true, call: CALL, slots: [OTHER] });
    show();
    expect(await screen.findByText(/Sua conversa está marcada para/)).toBeTruthy();
    expect(manageBooking).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByText(/\(horário .*(Europa Ocidental|Lisboa|Portugal|WEST|WET).*\)|\(.*Lisboa.*\)|\(.*Europ.*\)/)).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('keeps the visitor’s open question when the older of two loads answers last (development mode loads twice)', async () => {
    let late: (answer: Awaited<ReturnType<typeof manageBooking>>) => void = () => {};
    vi.mocked(manageBooking)
      .mockImplementationOnce(() => new Promise((answer) => (late = answer)))
      .mockResolvedValue({ ok: true, call: CALL, slots: [OTHER] });
    render(<StrictMode><ChakraProvider value={getSystem()}><ManageCall token={TOKEN} zone="Europe/Lisbon" /></ChakraProvider></StrictMode>);
    await user().click(await screen.findByRole('button', { name: 'Cancelar a conversa' }));
    expect(manageBooking).toHaveBeenCalledTimes(2);
    await act(async () => late({ ok: true, call: CALL, slots: [OTHER] }));
    expect(screen.getByRole('button', { name: 'Manter a conversa' })).toBeTruthy();
  });

  it('cancels after a confirmation, and says so', async () => {
    vi.mocked(manageBooking).mockResolvedValue({ ok: true, call: CALL, slots: [OTHER] });
    vi.mocked(cancelBooking).mockResolvedValue({ ok: true, call: { ...CALL, status: 'cancelled' } });
    show();
    await user().click(await screen.findByRole('button', { name: 'Cancelar a conversa' }));
    expect(cancelBooking).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: /^Cancelar a conversa de / })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(cancelBooking).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText(/Conversa cancelada\. Avisamos a equipe/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escolher outro horário' })).toBeNull();
  });

  it('moves the call to another free time, with the visitor’s zone', async () => {
    vi.mocked(manageBooking).mockResolvedValue({ ok: true, call: CALL, slots: [OTHER] });
    vi.mocked(rescheduleBooking).mockResolvedValue({ ok: true, call: { ...CALL, ...OTHER } });
    show();
    await user().click(await screen.findByRole('button', { name: 'Escolher outro horário' }));
    // The page's outline: the list's heading right under the page's h1, its days under it.
    expect(screen.getByRole('heading', { level: 2, name: /^Próximos horários livres \(/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    const slot = document.querySelector(`[data-start="${OTHER.start}"]`) as HTMLElement;
    await user().click(slot);
    await user().click(screen.getByRole('button', { name: 'Confirmar o novo horário' }));
    expect(rescheduleBooking).toHaveBeenCalledWith(TOKEN, OTHER.start, 'Europe/Lisbon');
    expect(await screen.findByText(/^Conversa remarcada para/)).toBeTruthy();
  });

  it('a link that moved the call its last allowed time says to talk to the studio, with the number', async () => {
    vi.mocked(manageBooking).mockResolvedValue({ ok: true, call: CALL, slots: [OTHER] });
    vi.mocked(rescheduleBooking).mockResolvedValue({ ok: false, reason: 'tooManyMoves' });
    show();
    await user().click(await screen.findByRole('button', { name: 'Escolher outro horário' }));
    await user().click(document.querySelector(`[data-start="${OTHER.start}"]`) as HTMLElement);
    await user().click(screen.getByRole('button', { name: 'Confirmar o novo horário' }));
    expect(await screen.findByText('Esta conversa já mudou de horário pelo link 3 vezes. Para mudar de novo, fale com o estúdio: a equipe ajusta para você.')).toBeTruthy();
  });

  it('a time taken meanwhile: told so, with the fresh times', async () => {
    const fresh = { start: OTHER.start + 3_600_000, end: OTHER.end + 3_600_000 };
    vi.mocked(manageBooking).mockResolvedValue({ ok: true, call: CALL, slots: [OTHER] });
    vi.mocked(rescheduleBooking).mockResolvedValue({ ok: false, reason: 'taken', slots: [fresh] });
    show();
    await user().click(await screen.findByRole('button', { name: 'Escolher outro horário' }));
    await user().click(document.querySelector(`[data-start="${OTHER.start}"]`) as HTMLElement);
    await user().click(screen.getByRole('button', { name: 'Confirmar o novo horário' }));
    expect(await screen.findByText(/acabou de ser reservado por outra pessoa/)).toBeTruthy();
    await waitFor(() => expect(document.querySelector(`[data-start="${fresh.start}"]`)).toBeTruthy());
  });

  it('a cancelled call says so and offers nothing; an unknown link says so', async () => {
    vi.mocked(manageBooking).mockResolvedValueOnce({ ok: true, call: { ...CALL, status: 'cancelled' }, slots: [] });
    show();
    expect(await screen.findByText(/Esta conversa foi cancelada/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    vi.mocked(manageBooking).mockResolvedValueOnce({ ok: false, reason: 'unknownToken' });
    show();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Não encontramos esta conversa/);
  });

  it('speaks the booking’s language unless the visitor chose one', async () => {
    vi.mocked(manageBooking).mockResolvedValue({ ok: true, call: { ...CALL, locale: 'es' }, slots: [] });
    show();
    expect(await screen.findByText(/Tu llamada está agendada para/)).toBeTruthy();
    expect(screen.getByText(/no hay otros horarios libres/)).toBeTruthy();
  });

  it('a network failure offers to try again', async () => {
    vi.mocked(manageBooking).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true, call: CALL, slots: [] });
    show();
    await user().click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText(/Sua conversa está marcada para/)).toBeTruthy();
  });
});
