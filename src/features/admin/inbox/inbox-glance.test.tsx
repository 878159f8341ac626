// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { firstContacts } from '../../../backend/inbox';
import { readMonthStats, readPipelineStats } from '../../../backend/lead-stats-reads';
import { todaysCalls } from '../../../backend/todays-calls';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * Issue 29: on a phone the glance folds behind "Resumo", so the inbox comes first; on a wider screen it
 * is as it was. jsdom's matchMedia (test-setup) matches nothing: a phone; the desktop test makes every
 * min-width match. Firestore is replaced at its seam (src/backend/inbox.ts), the chart by a stand-in.
 */
vi.mock('../../../backend/inbox', () => ({ firstContacts: vi.fn() }));
vi.mock('../../../backend/lead-stats-reads', () => ({ readPipelineStats: vi.fn(), readMonthStats: vi.fn() }));
vi.mock('../../../backend/todays-calls', () => ({ todaysCalls: vi.fn() }));
vi.mock('../shared/bar-chart', () => ({ HorizontalBars: () => <div data-testid="chart" /> }));

let InboxGlance: typeof import('./inbox-glance').InboxGlance;
const phoneMatchMedia = window.matchMedia;

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ InboxGlance } = await import('./inbox-glance'));
});
beforeEach(() => {
  vi.mocked(readPipelineStats).mockResolvedValue({ stage: { novo: 2 }, due: {} });
  vi.mocked(readMonthStats).mockImplementation(async (months) => new Map(months.map((m) => [m, {}])));
  vi.mocked(firstContacts).mockResolvedValue([]);
  vi.mocked(todaysCalls).mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.matchMedia = phoneMatchMedia;
});

function showGlance() {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <InboxGlance forms={[{ id: 'contato', title: 'Contato' }]} start />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

it('folds on a phone behind a "Resumo" button that the keyboard opens and closes, asking nothing until opened', async () => {
  showGlance();
  const toggle = screen.getByRole('button', { name: 'Resumo' });
  expect(screen.getByRole('heading', { level: 2, name: 'Resumo' })).toBeTruthy();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByText('Contatos por etapa')).toBeNull();
  expect(readPipelineStats).not.toHaveBeenCalled();

  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(toggle);
  await user.keyboard('{Enter}');
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.hidden).toBe(false);
  expect(screen.getByText('Contatos por etapa')).toBeTruthy();
  expect(await screen.findByText('Spam não entra nas contagens.')).toBeTruthy();
  expect(readPipelineStats).toHaveBeenCalled();

  await user.keyboard(' ');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByText('Contatos por etapa')).toBeNull();
});

it('is unfolded on a wider screen, under its heading, with no button', async () => {
  window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: /min-width/.test(query) }) as MediaQueryList;
  showGlance();
  expect(screen.getByRole('heading', { level: 2, name: 'O estúdio em resumo' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Resumo' })).toBeNull();
  expect(screen.getByText('Contatos por etapa')).toBeTruthy();
  expect(readPipelineStats).toHaveBeenCalled();
});

const wide = () => {
  window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: /min-width/.test(query) }) as MediaQueryList;
};

it("lists today's calls (issue 30), each its Brasília time and a link to its lead, the zone named once", async () => {
  wide();
  // 15:00 and 17:30 in São Paulo.
  vi.mocked(todaysCalls).mockResolvedValue([
    { leadId: 'contato__a', formId: 'contato', docId: 'a', name: 'Ana Souza', start: Date.UTC(2025, 11, 4, 18, 0) },
    { leadId: 'contato__b', formId: 'contato', docId: 'b', name: null, start: Date.UTC(2025, 11, 4, 20, 30) },
  ]);
  showGlance();
  const card = (await screen.findByRole('heading', { level: 3, name: 'Conversas de hoje' })).parentElement!;
  expect(await within(card).findByText('2')).toBeTruthy();
  expect(within(card).getByText('Horários em horário de Brasília')).toBeTruthy();
  const links = within(card).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['15:00 · Ana Souza', '/admin/leads/contato/a'],
    ['17:30 · Sem nome', '/admin/leads/contato/b'],
  ]);
});

it('says when no call is booked for today', async () => {
  wide();
  showGlance();
  expect(await screen.findByText('Nenhuma conversa marcada para hoje.')).toBeTruthy();
});
