// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { readAvailability, readAvailabilityTeam, saveAvailability } from '../../../backend/availability';
import { DEFAULT_AVAILABILITY } from '../../../domain/booking/availability';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The availability page as a staff member meets it, in Portuguese: the defaults of someone who never
 * saved, adding hours, a problem said beside its field (and nothing saved), what a save hands on, a
 * refused save that keeps what was typed, and an owner editing a colleague. Firestore is replaced at
 * its seam, src/backend/availability.ts.
 */
vi.mock('../../../backend/availability', () => ({ readAvailability: vi.fn(), readAvailabilityTeam: vi.fn(), saveAvailability: vi.fn() }));
// The calendar feed section has its own test (calendar-feed-section.test.tsx); here it reads nothing.
vi.mock('../../../backend/calendar-feed', () => ({ watchCalendarFeed: vi.fn(), createCalendarFeed: vi.fn(), revokeCalendarFeed: vi.fn() }));

const CLICKS = { timeout: 30_000 };
const TEAM = [
  { uid: 'ana', email: 'ana@movaly.test' },
  { uid: 'bia', email: 'bia@movaly.test' },
];

let AvailabilityPage: typeof import('./availability-page').AvailabilityPage;

beforeAll(async () => {
  await startI18n();
  ({ AvailabilityPage } = await import('./availability-page'));
});
beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(readAvailability).mockResolvedValue(structuredClone(DEFAULT_AVAILABILITY));
  vi.mocked(readAvailabilityTeam).mockResolvedValue({ people: TEAM, editsOthers: false });
  vi.mocked(saveAvailability).mockResolvedValue();
});
afterEach(cleanup);

async function openPage(viewer = 'ana') {
  const router = createMemoryRouter(
    [{ element: <Outlet context={{ uid: viewer }} />, children: [{ path: '/admin/disponibilidade', Component: AvailabilityPage }] }],
    { initialEntries: ['/admin/disponibilidade'] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole('button', { name: 'Salvar disponibilidade' });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const day = (name: string) => screen.getByRole('group', { name });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

it('opens on the defaults of someone who never saved, in Brasília time, with no colleague to pick', async () => {
  await openPage();
  expect(screen.getByText(/horário de Brasília \(America\/Sao_Paulo\)/)).toBeTruthy();
  expect(field('Duração da conversa (minutos)').value).toBe('30');
  expect(field('Intervalo entre conversas (minutos)').value).toBe('0');
  expect(field('Antecedência mínima (horas)').value).toBe('12');
  expect(field('Marcar até quantos dias à frente').value).toBe('14');
  expect(within(day('Segunda-feira')).getByText('Sem conversas neste dia.')).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Videochamada, sempre no mesmo link' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByRole('combobox', { name: 'Disponibilidade de' })).toBeNull();
  expect(readAvailability).toHaveBeenCalledWith('ana');
});

it('adds hours to a day, copies Monday to the weekdays, and saves exactly that', CLICKS, async () => {
  const user = await openPage();
  await user.click(screen.getByRole('button', { name: 'Adicionar horário a Segunda-feira' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar horário a Segunda-feira' }));
  const monday = day('Segunda-feira');
  expect((within(within(monday).getByRole('group', { name: 'Horário 1' })).getByLabelText('Início') as HTMLInputElement).value).toBe('09:00');
  const second = within(monday).getByRole('group', { name: 'Horário 2' });
  expect((within(second).getByLabelText('Início') as HTMLInputElement).value).toBe('12:00');
  setValue(within(second).getByLabelText('Início'), '14:00');
  setValue(within(second).getByLabelText('Fim'), '18:00');
  await user.click(screen.getByRole('button', { name: 'Copiar segunda-feira para os dias úteis' }));
  expect(within(day('Sexta-feira')).getAllByRole('group')).toHaveLength(2);
  expect(within(day('Sábado')).queryAllByRole('group')).toHaveLength(0);

  await user.type(field('Link da videochamada'), 'https://meet.example.com/ana');
  await user.click(screen.getByRole('button', { name: 'Adicionar folga' }));
  setValue(field('De'), '2026-12-24');
  setValue(field('Até'), '2026-12-26');
  await user.type(field('Nome (opcional)'), 'Natal');
  await user.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));

  await screen.findByText('Disponibilidade salva.');
  const hours = [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }];
  expect(saveAvailability).toHaveBeenCalledWith({ uid: 'ana', email: 'ana@movaly.test' }, {
    weekly: [[], hours, hours, hours, hours, hours, []],
    callMinutes: 30,
    bufferMinutes: 0,
    noticeHours: 12,
    horizonDays: 14,
    daysOff: [{ from: '2026-12-24', to: '2026-12-26', label: 'Natal' }],
    place: { kind: 'video', link: 'https://meet.example.com/ana' },
  });
});

it('says each problem beside its field, saves nothing, and keeps what was typed', CLICKS, async () => {
  const user = await openPage();
  await user.click(screen.getByRole('radio', { name: 'WhatsApp, no número informado no briefing' }));
  const length = field('Duração da conversa (minutos)');
  await user.clear(length);
  await user.type(length, '5');
  await user.click(screen.getByRole('button', { name: 'Adicionar horário a Terça-feira' }));
  setValue(within(day('Terça-feira')).getByLabelText('Fim'), '08:00');
  await user.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));

  expect(await screen.findByText('Não foi salvo: corrija os 2 campos marcados.')).toBeTruthy();
  const lengthError = document.getElementById(length.getAttribute('aria-describedby')!.split(' ').pop()!)!;
  expect(lengthError.textContent).toBe('Use um valor de 10 a 240.');
  expect(length.getAttribute('aria-invalid')).toBe('true');
  const end = within(day('Terça-feira')).getByLabelText('Fim');
  expect(within(day('Terça-feira')).getByText('O fim precisa ser depois do início.').id).toBe(end.getAttribute('aria-describedby'));
  expect(saveAvailability).not.toHaveBeenCalled();
  expect(length.value).toBe('5');
  await waitFor(() => expect(document.activeElement).toBe(end));

  // Corrected, the message goes as the field changes, and the save goes through.
  await user.clear(length);
  await user.type(length, '50');
  expect(screen.queryByText('Use um valor de 10 a 240.')).toBeNull();
  setValue(end, '10:00');
  await user.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  await waitFor(() => expect(saveAvailability).toHaveBeenCalledTimes(1));
  expect(vi.mocked(saveAvailability).mock.calls[0][1]).toMatchObject({ callMinutes: 50, weekly: [[], [], [{ start: '09:00', end: '10:00' }], [], [], [], []], place: { kind: 'whatsapp' } });
});

it('keeps everything typed when the save is refused, and says why in Portuguese', CLICKS, async () => {
  const user = await openPage();
  vi.mocked(saveAvailability).mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
  await user.click(screen.getByRole('radio', { name: 'Ligação para o telefone informado no briefing' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar horário a Quarta-feira' }));
  await user.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect((await screen.findByRole('alert')).textContent).toContain('sua conta não pode mudar a disponibilidade desta pessoa');
  expect(screen.queryByText(/insufficient permissions/)).toBeNull();
  expect((within(day('Quarta-feira')).getByLabelText('Início') as HTMLInputElement).value).toBe('09:00');
  expect((screen.getByRole('radio', { name: 'Ligação para o telefone informado no briefing' }) as HTMLInputElement).checked).toBe(true);
});

it("lets an owner open a colleague's availability and saves it as theirs", CLICKS, async () => {
  vi.mocked(readAvailabilityTeam).mockResolvedValue({ people: TEAM, editsOthers: true });
  const user = await openPage();
  expect(screen.getByText('Sua disponibilidade')).toBeTruthy();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Disponibilidade de' }), 'bia');
  await screen.findByText('Disponibilidade de bia@movaly.test');
  expect(readAvailability).toHaveBeenLastCalledWith('bia');
  await user.click(screen.getByRole('radio', { name: 'Ligação para o telefone informado no briefing' }));
  await user.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  await waitFor(() => expect(saveAvailability).toHaveBeenCalledWith({ uid: 'bia', email: 'bia@movaly.test' }, expect.objectContaining({ place: { kind: 'phone' } })));
});
