// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { unassignedCalls } from '../../../backend/todays-calls';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * Issue 37: the admin home names the calls nobody holds since their colleague left, each a link to its
 * lead, in the staff member's language; nothing at all when there are none, and nothing asked before
 * the inbox's first rows. Firestore is replaced at its seam (src/backend/todays-calls.ts).
 */
vi.mock('../../../backend/todays-calls', () => ({ unassignedCalls: vi.fn() }));

let UnassignedCalls: typeof import('./unassigned-calls').UnassignedCalls;

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ UnassignedCalls } = await import('./unassigned-calls'));
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await i18next.changeLanguage('pt');
});

const show = (start: boolean) =>
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <UnassignedCalls start={start} />
      </MemoryRouter>
    </ChakraProvider>,
  );

// Thursday 4 December 2025, 15:00 and Friday 5, 10:00 in São Paulo.
const CALLS = [
  { leadId: 'contato__a', formId: 'contato', docId: 'a', name: 'Lia Prado', start: Date.UTC(2025, 11, 4, 18) },
  { leadId: 'contato__b', formId: 'contato', docId: 'b', name: null, start: Date.UTC(2025, 11, 5, 13) },
];

it('lists the calls nobody holds, each a link to its lead, in Portuguese and in English', async () => {
  vi.mocked(unassignedCalls).mockResolvedValue(CALLS);
  const { unmount } = show(true);
  const section = await screen.findByRole('region', { name: 'Conversas sem responsável' });
  expect(section.textContent).toContain('2 conversas sem responsável: quem as tinha saiu da equipe.');
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['qui, 4 dez, 15:00 (horário de Brasília) · Lia Prado', '/admin/leads/contato/a'],
    ['sex, 5 dez, 10:00 (horário de Brasília) · Sem nome', '/admin/leads/contato/b'],
  ]);
  unmount();
  await i18next.changeLanguage('en');
  vi.mocked(unassignedCalls).mockResolvedValue(CALLS.slice(0, 1));
  show(true);
  expect((await screen.findByRole('region', { name: 'Calls without anyone' })).textContent).toContain('1 call without anyone: the colleague who had it left the team.');
});

it('shows nothing when every call has someone, and asks nothing before it is told to start', async () => {
  vi.mocked(unassignedCalls).mockResolvedValue([]);
  const { container, rerender } = show(false);
  expect(unassignedCalls).not.toHaveBeenCalled();
  rerender(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <UnassignedCalls start />
      </MemoryRouter>
    </ChakraProvider>,
  );
  await vi.waitFor(() => expect(unassignedCalls).toHaveBeenCalledTimes(1));
  expect(container.textContent).toBe('');
});
