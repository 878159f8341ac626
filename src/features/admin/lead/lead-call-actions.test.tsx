// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { staffBookingSlots, staffCancelBooking, staffRescheduleBooking } from '../../../backend/callables';
import type { LeadCall } from '../../../domain/booking/booking';
import { i18next } from '../../../i18n';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import { LeadCallLine } from './lead-call';

/* Issue 30, part 6: staff cancel or move a lead's call from the lead page, after a confirmation, in their language. */
vi.mock('../../../backend/callables', () => ({ staffBookingSlots: vi.fn(), staffCancelBooking: vi.fn(), staffRescheduleBooking: vi.fn() }));

const start = Math.ceil((Date.now() + 2 * 86_400_000) / 3_600_000) * 3_600_000;
const CALL: LeadCall = { bookingId: 'contato__a', start, end: start + 1_800_000, staffId: 'u1', status: 'booked' };
const OTHER = { start: start + 3_600_000, end: start + 5_400_000 };
const show = () => render(<ChakraProvider value={getSystem()}><LeadCallLine call={CALL} /></ChakraProvider>);
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

withStaffStrings(() => import('../staff-strings'));
beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.clearAllMocks());

describe('the lead page’s call buttons', () => {
  it('cancel after a confirmation', async () => {
    vi.mocked(staffCancelBooking).mockResolvedValue({ ok: true, call: { start, end: CALL.end, place: 'video', status: 'cancelled', locale: 'pt', zone: 'America/Sao_Paulo' } });
    show();
    await user().click(screen.getByRole('button', { name: 'Cancelar conversa' }));
    expect(staffCancelBooking).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(staffCancelBooking).toHaveBeenCalledWith('contato__a');
    expect(await screen.findByText(/^Conversa cancelada\. O horário ficou livre/)).toBeTruthy();
  });

  it('reschedule: list the free times, confirm one', async () => {
    vi.mocked(staffBookingSlots).mockResolvedValue({ ok: true, slots: [OTHER] });
    vi.mocked(staffRescheduleBooking).mockResolvedValue({ ok: true, call: { ...OTHER, place: 'video', status: 'booked', locale: 'pt', zone: 'America/Sao_Paulo' } });
    show();
    await user().click(screen.getByRole('button', { name: 'Remarcar' }));
    await user().click(await screen.findByRole('button', { name: /,/ }));
    expect(screen.getByRole('heading', { name: /^Remarcar a conversa para .*horário de Brasília/ })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Remarcar' }));
    expect(staffRescheduleBooking).toHaveBeenCalledWith('contato__a', OTHER.start);
    expect(await screen.findByText(/^Conversa remarcada\./)).toBeTruthy();
  });

  it('a refusal and a failure are said in the staff member’s language', async () => {
    await i18next.changeLanguage('en');
    vi.mocked(staffCancelBooking).mockResolvedValueOnce({ ok: false, reason: 'cancelled' }).mockRejectedValueOnce(new Error('offline'));
    show();
    await user().click(screen.getByRole('button', { name: 'Cancel call' }));
    await user().click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This call was already cancelled.');
    await user().click(screen.getByRole('button', { name: 'Cancel call' }));
    await user().click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The call could not be cancelled. Try again.');
  });
});
