// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { bookCall, openSlots } from '../../backend/callables';
import type { OpenSlot } from '../../domain/booking/booking';
import type { FormDefinition } from '../../forms/core/registry';
import { i18next } from '../../i18n';
import { startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The booking offer as a visitor meets it right after sending a briefing, with the two callables
 * replaced at their seam (src/backend/callables.ts): what the visitor sees of each answer the
 * function can give, and what the offer asks of the function.
 */
vi.mock('../../backend/callables', () => ({ openSlots: vi.fn(), bookCall: vi.fn() }));

const ms = (iso: string) => Date.parse(iso);
const slot = (iso: string): OpenSlot => ({ start: ms(iso), end: ms(iso) + 30 * 60_000 });
// Thursday 4 December 2025, 15:00 and 21:30 in Brasília; Friday 5, 09:00. In Lisbon: 18:00 Thursday, 00:30 and 12:00 Friday.
const SLOTS = [slot('2025-12-04T18:00:00Z'), slot('2025-12-05T00:30:00Z'), slot('2025-12-05T12:00:00Z')];
// Intl separates "3:00" and "PM" (and some day names) with no-break spaces in recent ICU versions.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** The contact form's definition, as far as the offer reads it: its id and where the lead's name and e-mail are. */
const DEF = { id: 'contato', form: { lead: { name: 'nome', email: 'email', phone: 'telefone' } } } as unknown as FormDefinition;
const ANSWERS = { nome: 'Ana Souza', email: 'ana@example.com', telefone: '(21) 98888-7777', historia: 'Um vídeo para a família.' };

let BookingOffer: typeof import('./booking-offer').BookingOffer;
beforeAll(async () => {
  // The offer logs the failures it words for the visitor; those are what some tests provoke.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  // The offer's strings join i18next when its module loads, as in the app: after i18next has started.
  ({ BookingOffer } = await import('./booking-offer'));
});

afterEach(() => {
  cleanup();
  vi.mocked(openSlots).mockReset();
  vi.mocked(bookCall).mockReset();
});

function showOffer(zone: string, { strict = false } = {}) {
  const onContinue = vi.fn();
  const offer = (
    <ChakraProvider value={getSystem()}>
      <BookingOffer def={DEF} submissionId="sub-1" answers={ANSWERS} sent="Mensagem enviada!" onContinue={onContinue} zone={zone} />
    </ChakraProvider>
  );
  render(strict ? <StrictMode>{offer}</StrictMode> : offer);
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { user, onContinue };
}

/** Each day heading the list shows, with the times under it, as read on screen. */
function shownDays() {
  return screen.getAllByRole('heading', { level: 4 }).map((heading) => [
    plain(heading.textContent),
    within(heading.parentElement!)
      .getAllByRole('button')
      .map((button) => plain(button.textContent)),
  ]);
}

describe('the booking offer', () => {
  it('lists the free slots by day in Brasília, zone named, each button read with its day and time', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    showOffer('America/Sao_Paulo');
    expect(screen.getByRole('heading', { level: 2, name: 'Marque uma conversa com a equipe' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Buscando os próximos horários livres');

    expect(await screen.findByRole('heading', { level: 3, name: 'Próximos horários livres (horário de Brasília)' })).toBeTruthy();
    expect(openSlots).toHaveBeenCalledWith('contato', 'sub-1');
    expect(shownDays()).toEqual([
      ['quinta-feira, 4 de dezembro', ['15:00', '21:30']],
      ['sexta-feira, 5 de dezembro', ['09:00']],
    ]);
    expect(screen.getByRole('button', { name: 'quinta-feira, 4 de dezembro, 21:30' })).toBeTruthy();
  });

  it("lists them by Lisbon's days and times for a visitor in Lisbon: 21:30 in Brasília is 00:30 on Friday", async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    showOffer('Europe/Lisbon');
    const heading = await screen.findByRole('heading', { level: 3, name: /^Próximos horários livres \(/ });
    expect(heading.textContent).not.toContain('Brasília');
    expect(heading.textContent).toMatch(/Europa/);
    expect(shownDays()).toEqual([
      ['quinta-feira, 4 de dezembro', ['18:00']],
      ['sexta-feira, 5 de dezembro', ['00:30', '12:00']],
    ]);
  });

  it('confirms the chosen slot with the name and e-mail already given, and books it in the visitor’s zone', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    vi.mocked(bookCall).mockResolvedValue({ ok: true, start: SLOTS[1].start, end: SLOTS[1].end, place: 'video' });
    const { user, onContinue } = showOffer('Europe/Lisbon');
    await user.click(await screen.findByRole('button', { name: 'sexta-feira, 5 de dezembro, 00:30' }));

    const confirmHeading = screen.getByRole('heading', { level: 3, name: 'Confirme o horário' });
    expect(document.activeElement).toBe(confirmHeading);
    expect(plain(screen.getByText(/^sex, 5 dez, 00:30 \(/).textContent)).toMatch(/Europa/);
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull(); // nothing is typed twice
    expect(bookCall).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirmar horário' }));
    expect(bookCall).toHaveBeenCalledWith('contato', 'sub-1', SLOTS[1].start, 'Europe/Lisbon', 'pt');
    const booked = await screen.findByRole('heading', { level: 3, name: /^Conversa marcada: sex, 5 dez, 00:30 \(/ });
    expect(booked.textContent).toMatch(/Europa/);
    expect(screen.getByText('O convite vai por e-mail para ana@example.com.')).toBeTruthy();
    expect(screen.getByText('A conversa é por vídeo: o link está no convite.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prefiro que me chamem' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen slot when the older of two loads answers last (development mode loads twice)', async () => {
    let late: (answer: Awaited<ReturnType<typeof openSlots>>) => void = () => {};
    vi.mocked(openSlots)
      .mockImplementationOnce(() => new Promise((answer) => (late = answer)))
      .mockResolvedValue({ ok: true, slots: SLOTS });
    const { user } = showOffer('Europe/Lisbon', { strict: true });
    await user.click(await screen.findByRole('button', { name: 'sexta-feira, 5 de dezembro, 00:30' }));
    expect(openSlots).toHaveBeenCalledTimes(2);
    await act(async () => late({ ok: true, slots: SLOTS }));
    expect(screen.getByRole('heading', { level: 3, name: 'Confirme o horário' })).toBeTruthy();
  });

  it('says a slot just taken by someone else in the visitor’s language and shows the fresh slots it came with', async () => {
    const fresh = [slot('2025-12-05T12:00:00Z'), slot('2025-12-05T13:00:00Z')];
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    vi.mocked(bookCall).mockResolvedValue({ ok: false, reason: 'taken', slots: fresh });
    const { user } = showOffer('America/Sao_Paulo');
    await user.click(await screen.findByRole('button', { name: 'quinta-feira, 4 de dezembro, 15:00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar horário' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/^Esse horário acabou de ser reservado/);
    expect(shownDays()).toEqual([['sexta-feira, 5 de dezembro', ['09:00', '10:00']]]);
    expect(screen.queryByRole('button', { name: 'quinta-feira, 4 de dezembro, 15:00' })).toBeNull();
    expect(openSlots).toHaveBeenCalledTimes(1); // the refusal's own slots, no second request

    await user.click(screen.getByRole('button', { name: 'sexta-feira, 5 de dezembro, 10:00' }));
    vi.mocked(bookCall).mockResolvedValue({ ok: true, start: fresh[1].start, end: fresh[1].end, place: 'phone' });
    await user.click(screen.getByRole('button', { name: 'Confirmar horário' }));
    expect(bookCall).toHaveBeenLastCalledWith('contato', 'sub-1', fresh[1].start, 'America/Sao_Paulo', 'pt');
    expect(await screen.findByRole('heading', { name: 'Conversa marcada: sex, 5 dez, 10:00 (horário de Brasília)' })).toBeTruthy();
  });

  it.each([
    ['addressBusy', 'Já há uma conversa marcada para este e-mail nas últimas 24 horas: o convite está na sua caixa de entrada. Para outra conversa, fale com a equipe.'],
    ['tooMany', 'Muitas tentativas em pouco tempo. Espere alguns minutos e tente de novo, ou fale com a equipe.'],
  ] as const)('a booking refused as %s says why and keeps "Prefiro que me chamem"', async (reason, text) => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    vi.mocked(bookCall).mockResolvedValue({ ok: false, reason });
    const { user, onContinue } = showOffer('America/Sao_Paulo');
    await user.click(await screen.findByRole('button', { name: 'quinta-feira, 4 de dezembro, 15:00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar horário' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Prefiro que me chamem' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('"Prefiro que me chamem" hands back to the runner, and books nothing', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    const { user, onContinue } = showOffer('America/Sao_Paulo');
    await user.click(await screen.findByRole('button', { name: 'quinta-feira, 4 de dezembro, 15:00' }));
    await user.click(screen.getByRole('button', { name: 'Prefiro que me chamem' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(bookCall).not.toHaveBeenCalled();
  });

  it('with no free slot, says so and keeps "Prefiro que me chamem"', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: [] });
    const { user, onContinue } = showOffer('America/Sao_Paulo');
    expect(await screen.findByText(/^Não há horários livres nos próximos dias/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prefiro que me chamem' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('a lost connection is said in plain words with a retry, never as the raw Firebase error', async () => {
    const firebase = Object.assign(new Error('FirebaseError: internal'), { code: 'functions/internal' });
    vi.mocked(openSlots).mockRejectedValueOnce(firebase).mockResolvedValue({ ok: true, slots: SLOTS });
    const { user } = showOffer('America/Sao_Paulo');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os horários. Verifique sua conexão e tente de novo.');
    expect(document.body.textContent).not.toMatch(/internal|Firebase/i);

    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('button', { name: 'quinta-feira, 4 de dezembro, 15:00' })).toBeTruthy();
    expect(openSlots).toHaveBeenCalledTimes(2);
  });

  it('a failed confirmation keeps the chosen slot and tries the same one again', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS });
    vi.mocked(bookCall).mockRejectedValueOnce(new Error('deadline-exceeded')).mockResolvedValue({ ok: true, start: SLOTS[0].start, end: SLOTS[0].end, place: 'whatsapp' });
    const { user } = showOffer('America/Sao_Paulo');
    await user.click(await screen.findByRole('button', { name: 'quinta-feira, 4 de dezembro, 15:00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar horário' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível confirmar o horário.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Conversa marcada: qui, 4 dez, 15:00 (horário de Brasília)' })).toBeTruthy();
    expect(vi.mocked(bookCall).mock.calls.map((call) => call[2])).toEqual([SLOTS[0].start, SLOTS[0].start]);
  });

  it('says a request the function will not serve in the visitor’s language (Spanish here)', async () => {
    await i18next.changeLanguage('es');
    try {
      vi.mocked(openSlots).mockResolvedValue({ ok: false, reason: 'expired' });
      showOffer('America/Sao_Paulo');
      expect(screen.getByRole('heading', { level: 2, name: 'Agenda una conversación con el equipo' })).toBeTruthy();
      expect((await screen.findByRole('alert')).textContent).toBe('El plazo para agendar la conversación aquí terminó. El equipo se pondrá en contacto contigo.');
      expect(screen.getByRole('button', { name: 'Prefiero que me contacten' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('pt');
    }
  });

  it('shows the first three days open and each later one behind its own button', async () => {
    const days = [4, 5, 6, 7, 8].map((day) => slot(`2025-12-0${day}T13:00:00Z`));
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: days });
    const { user } = showOffer('America/Sao_Paulo');
    await screen.findByRole('button', { name: 'quinta-feira, 4 de dezembro, 10:00' });
    expect(screen.getByRole('button', { name: 'sábado, 6 de dezembro, 10:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'domingo, 7 de dezembro, 10:00' })).toBeNull();
    const sunday = screen.getByRole('button', { name: /^domingo, 7 de dezembro/ });
    expect(sunday.getAttribute('aria-expanded')).toBe('false');
    await user.click(sunday);
    expect(sunday.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'domingo, 7 de dezembro, 10:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'segunda-feira, 8 de dezembro, 10:00' })).toBeNull();
  });

  it('a visitor who already booked for this submission sees their call, not the list', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: SLOTS, booked: { start: SLOTS[0].start, end: SLOTS[0].end } });
    showOffer('America/Sao_Paulo');
    expect(await screen.findByRole('heading', { name: 'Conversa marcada: qui, 4 dez, 15:00 (horário de Brasília)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /15:00$/ })).toBeNull());
  });
});
