// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import type { StaffRole } from '../../../domain/staff-role';
import { saveCompanyEmail } from '../../../backend/company-settings';
import { i18next } from '../../../i18n';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import { CompanyEmailForm } from './company-email-form';

/*
 * Issue 37: owners alone change the company e-mail that receives every lead (the rules refuse anyone
 * else: tests/rules/firestore-rules.test.ts). A member sees the address and why they cannot change it,
 * in their language, with no button that would only be refused. The role comes as the staff gate gives
 * it (its outlet context); the setting is replaced at its seam.
 */
vi.mock('../../../backend/company-settings', () => ({ getCompanyEmail: vi.fn(async () => 'contato@movaly.com.br'), saveCompanyEmail: vi.fn(async () => {}) }));

withStaffStrings(() => import('../staff-strings'));

/** `ui` inside the staff area, as the staff gate renders a page for a member of role `role`. */
const asStaff = (role: StaffRole, ui: ReactNode) => (
  <ChakraProvider value={getSystem()}>
    <MemoryRouter>
      <Routes>
        <Route element={<Outlet context={{ role }} />}>
          <Route path="/" element={ui} />
        </Route>
      </Routes>
    </MemoryRouter>
  </ChakraProvider>
);

function show(role: StaffRole, ui: ReactNode) {
  render(asStaff(role, ui));
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('the company e-mail', () => {
  it('an owner changes it', async () => {
    const user = show('owner', <CompanyEmailForm />);
    const field = screen.getByRole('textbox', { name: 'E-mail da empresa' });
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe('contato@movaly.com.br'));
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
    await user.clear(field);
    await user.type(field, 'leads@movaly.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(saveCompanyEmail).toHaveBeenCalledWith('leads@movaly.com.br'));
    expect(screen.queryByText('Somente os proprietários da equipe podem alterar este e-mail.')).toBeNull();
  });

  it('a member reads it and is told that only owners change it, with nothing to press', async () => {
    show('member', <CompanyEmailForm />);
    const note = await screen.findByText('Somente os proprietários da equipe podem alterar este e-mail.');
    const field = screen.getByRole('textbox', { name: 'E-mail da empresa' }) as HTMLInputElement;
    await vi.waitFor(() => expect(field.value).toBe('contato@movaly.com.br'));
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('says so in Spanish and English', async () => {
    await i18next.changeLanguage('es');
    const { unmount } = render(asStaff('member', <CompanyEmailForm />));
    expect(await screen.findByText('Solo los propietarios del equipo pueden cambiar este correo.')).toBeTruthy();
    unmount();
    await i18next.changeLanguage('en');
    render(asStaff('member', <CompanyEmailForm />));
    expect(await screen.findByText("Only the team's owners can change this address.")).toBeTruthy();
  });
});
