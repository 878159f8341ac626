// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { lastQuery, search, showRouter, withEmptyInbox } from '../../../test-setup/empty-inbox';

/*
 * Issue 29 part 4: the inbox's order, its direction and the idle filter, chosen as staff choose them,
 * end in the URL and in the query; the filters that cannot share a query take turns. Firestore is
 * replaced at its seams (src/backend/inbox.ts, staff-list.ts), as in inbox-section.test.tsx.
 */
vi.mock('../../../backend/inbox', () => ({ watchInbox: vi.fn(), readAheadResult: () => undefined }));
vi.mock('../../../backend/staff-list', () => ({ watchStaff: () => () => {} }));

const EmptyInbox = withEmptyInbox();

async function openInbox(url = '/admin') {
  const router = createMemoryRouter([{ path: '/admin', Component: EmptyInbox }], { initialEntries: [url] });
  showRouter(router);
  await screen.findByLabelText('Ordenar por');
  return router;
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
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
