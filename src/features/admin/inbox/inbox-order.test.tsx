// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { type InboxRequest, watchInbox } from '../../../backend/inbox';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * Issue 29 part 4: the inbox's order, its direction and the idle filter, chosen as staff choose them,
 * end in the URL and in the query; the filters that cannot share a query take turns. Firestore is
 * replaced at its seams (src/backend/inbox.ts, staff-list.ts), as in inbox-section.test.tsx.
 */
vi.mock('../../../backend/inbox', () => ({ watchInbox: vi.fn() }));
vi.mock('../../../backend/staff-list', () => ({ watchStaff: () => () => {} }));

let InboxSection: typeof import('./inbox-section').InboxSection;

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ InboxSection } = await import('./inbox-section'));
});
beforeEach(() => {
  vi.mocked(watchInbox).mockImplementation((request: InboxRequest, onResult) => {
    onResult({ rows: [], page: request.position.page, total: 0 });
    return () => {};
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function openInbox(url = '/admin') {
  const router = createMemoryRouter([{ path: '/admin', Component: () => <InboxSection table={() => null} /> }], { initialEntries: [url] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByLabelText('Ordenar por');
  return router;
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;
const lastQuery = () => vi.mocked(watchInbox).mock.calls.at(-1)![0];
const optionTexts = (label: string) => [...(control(label) as HTMLSelectElement).options].map((o) => o.textContent);

it('sorts by last activity, then the other way round, both in the URL and the query; a new order starts its own way', async () => {
  const router = await openInbox();
  expect(control('Ordenar por').value).toBe('received');
  expect(optionTexts('Ordem')).toEqual(['Mais recentes primeiro', 'Mais antigos primeiro']);

  fireEvent.change(control('Ordenar por'), { target: { value: 'activity' } });
  fireEvent.change(control('Ordem'), { target: { value: 'asc' } });
  await waitFor(() => expect(search(router)).toBe('?sort=activity&dir=asc'));
  expect(lastQuery().filters).toMatchObject({ sort: 'activity', direction: 'asc' });
  // By last activity the received period does not apply, and the page says so.
  expect(control('Recebido de').disabled).toBe(true);
  expect(screen.getByText('Por última atividade, o período de recebimento não se aplica.')).toBeTruthy();

  fireEvent.change(control('Ordenar por'), { target: { value: 'followUp' } });
  await waitFor(() => expect(search(router)).toBe('?sort=followUp'));
  expect(control('Ordem').value).toBe('asc');
  expect(optionTexts('Ordem')).toEqual(['Mais cedo primeiro', 'Mais tarde primeiro']);
});

it('the idle filter turns the overdue one and a closed stage off, lists by last activity itself and says why', async () => {
  const router = await openInbox('/admin?overdue=1&stage=fechado&sort=followUp');
  fireEvent.change(control('Atividade'), { target: { value: '7' } });
  await waitFor(() => expect(search(router)).toBe('?idle=7&sort=followUp'));
  expect(lastQuery().filters).toMatchObject({ idle: 7 });
  expect(lastQuery().filters.overdue).toBeUndefined();
  await waitFor(() => expect(control('Ordenar por').value).toBe('activity'));
  expect(control('Ordenar por').disabled).toBe(true);
  expect(control('Recebido de').disabled).toBe(true);
  expect(screen.getByText(/^Sem atividade: só as etapas Novo, Em contato e Proposta enviada/)).toBeTruthy();
  // Longest idle first unless asked.
  expect(control('Ordem').value).toBe('asc');
});

it('a closed stage, or the overdue filter, turns the idle filter off', async () => {
  const router = await openInbox('/admin?idle=14');
  fireEvent.change(control('Etapa'), { target: { value: 'perdido' } });
  await waitFor(() => expect(search(router)).toBe('?stage=perdido'));
  fireEvent.change(control('Atividade'), { target: { value: '30' } });
  await waitFor(() => expect(search(router)).toBe('?idle=30'));
  fireEvent.change(control('Etapa'), { target: { value: 'em_contato' } });
  await waitFor(() => expect(search(router)).toBe('?stage=em_contato&idle=30'));
  fireEvent.click(screen.getByText('Só follow-ups atrasados'));
  await waitFor(() => expect(search(router)).toBe('?stage=em_contato&overdue=1'));
});
