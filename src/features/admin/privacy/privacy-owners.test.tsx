// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import type { SummaryDoc } from '../../../backend/pipeline';
import type { StaffRole } from '../../../domain/staff-role';
import { withStaffStrings } from '../../../test-setup/staff-strings';

/*
 * Issue 37: owners alone delete a person's data (forgetPerson refuses anyone else:
 * tests/functions/privacy.test.ts). A member finds the person's leads and exports them, and is told
 * that only owners delete, with no delete button that would only be refused. The role comes as the
 * staff gate gives it (its outlet context); the search and the deletion log are replaced at their seams.
 */
const lead = {
  id: 'contato__a1',
  formId: 'contato',
  docId: 'a1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(11) 98888-7777',
  receivedAt: new Date('2026-11-02T12:00:00Z'),
  stage: 'novo',
} as unknown as SummaryDoc;
vi.mock('../../../backend/privacy-requests', () => ({ findPersonLeads: vi.fn(async () => [lead]) }));
vi.mock('../../../backend/callables', () => ({ callableReason: vi.fn(), forgetPerson: vi.fn(), personBookings: vi.fn(async () => []), personDrafts: vi.fn(async () => []) }));
vi.mock('./privacy-log', () => ({ PrivacyLog: () => null }));

// The page adds the staff strings when it loads: after i18next has started.
let PrivacyPage: typeof import('./privacy-page').PrivacyPage;
withStaffStrings(async () => {
  ({ PrivacyPage } = await import('./privacy-page'));
});

async function searchAna(role: StaffRole) {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={{ role }} />}>
            <Route path="/" element={<PrivacyPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.type(screen.getByRole('searchbox'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  await screen.findByRole('button', { name: 'Exportar tudo (JSON)' });
}

const ONLY_OWNERS = 'Somente os proprietários da equipe podem excluir os dados de uma pessoa. Você pode encontrá-los e exportá-los.';

describe("a person's data", () => {
  it('an owner finds, exports and can delete it', async () => {
    await searchAna('owner');
    expect(screen.getByRole('button', { name: /^Excluir/ })).toBeTruthy();
    expect(screen.queryByText(ONLY_OWNERS)).toBeNull();
  });

  it('a member finds and exports it, and is told that only owners delete it', async () => {
    await searchAna('member');
    expect(screen.getByRole('button', { name: 'Exportar respostas (CSV)' })).toBeTruthy();
    expect(screen.getByText(ONLY_OWNERS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();
  });
});
