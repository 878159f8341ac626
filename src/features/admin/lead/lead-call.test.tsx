// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/system';
import type { LeadCall } from '../../../domain/booking/booking';
import { i18next } from '../../../i18n';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import { LeadCallChip, LeadCallLine } from './lead-call';

/*
 * Issue 30, part 8: the call a lead booked, on the lead page and in its inbox row, in Brasília's time
 * whatever the staff member's own zone, in their language.
 */
// Thursday 4 December 2025, 15:00 in São Paulo.
const call = (status: LeadCall['status']): LeadCall => ({ bookingId: 'contato__a', start: Date.UTC(2025, 11, 4, 18), end: Date.UTC(2025, 11, 4, 18, 30), staffId: 'u1', status });
const show = (node: React.ReactNode) => render(<ChakraProvider value={getSystem()}>{node}</ChakraProvider>);

withStaffStrings(() => import('../staff-strings'));

describe('the lead page says the call', () => {
  it('booked, with the zone named', () => {
    show(<LeadCallLine call={call('booked')} />);
    expect(screen.getByText('Conversa marcada: qui, 4 dez, 15:00 (horário de Brasília)')).toBeTruthy();
  });

  it('cancelled', () => {
    show(<LeadCallLine call={call('cancelled')} />);
    expect(screen.getByText('Conversa cancelada: qui, 4 dez, 15:00 (horário de Brasília)')).toBeTruthy();
  });

  it('in Spanish and English', async () => {
    await i18next.changeLanguage('es');
    const { unmount } = show(<LeadCallLine call={call('booked')} />);
    expect(screen.getByText('Llamada agendada: jue, 4 dic, 15:00 (hora de Brasilia)')).toBeTruthy();
    unmount();
    await i18next.changeLanguage('en');
    show(<LeadCallLine call={call('booked')} />);
    expect(screen.getByText('Call booked: Thu, 4 Dec, 15:00 (Brasília time)')).toBeTruthy();
  });

  it('booked with nobody to hold it (its colleague left the team): says so, and offers a new time or cancelling', () => {
    const later = Date.now() + 3 * 24 * 3_600_000;
    show(<LeadCallLine call={{ ...call('booked'), start: later, end: later + 1_800_000, unassigned: true }} />);
    expect(screen.getByText(/^Sem responsável: quem tinha esta conversa saiu da equipe e ninguém estava livre nesse horário\. Remarque/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar conversa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remarcar' })).toBeTruthy();
  });

  it('nothing for a lead without a call, or with a half-written one', () => {
    const { container } = show(
      <>
        <LeadCallLine call={undefined} />
        <LeadCallLine call={{ status: 'booked' } as LeadCall} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('the inbox row chip', () => {
  it('is compact on screen, the zone told to a screen reader', () => {
    show(<LeadCallChip call={call('booked')} />);
    const chip = screen.getByText(/^Conversa: qui, 4 dez, 15:00/);
    expect(chip.textContent).toBe('Conversa: qui, 4 dez, 15:00 (horário de Brasília)');
    expect(screen.getByText('(horário de Brasília)', { exact: false }).tagName).toBe('SPAN');
  });

  it('is not shown for a cancelled call', () => {
    const { container } = show(<LeadCallChip call={call('cancelled')} />);
    expect(container.textContent).toBe('');
  });
});
