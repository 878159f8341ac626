// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { readFunnelDays } from '../../../backend/funnel-reports';
import { foldFunnelDay } from '../../../domain/funnel';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The funnel page as staff read it: stages in order with the share kept among the visits that reached
 * each, the median time to send, the questions most often left invalid by their labels, and its
 * empty and failed states. Firestore is replaced at its seam, src/backend/funnel-reports.ts; the chart
 * (a drawing hidden from screen readers, the table says the same) by a stand-in.
 */
vi.mock('../../../backend/funnel-reports', () => ({ readFunnelDays: vi.fn() }));
vi.mock('../shared/bar-chart', () => ({ HorizontalBars: () => <div data-testid="chart" /> }));

let FunnelPage: typeof import('./funnel-page').FunnelPage;

beforeAll(async () => {
  await startI18n();
  ({ FunnelPage } = await import('./funnel-page'));
});
afterEach(cleanup);

const DAY = '2026-03-10';
const contactDay = () =>
  foldFunnelDay(DAY, [
    { form: 'contato', visit: 'a', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }, { kind: 'invalid', fields: ['email', 'nome'], ms: 5000 }, { kind: 'submit', ms: 91_000 }] },
    { form: 'contato', visit: 'b', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }, { kind: 'invalid', fields: ['email'], ms: 2000 }] },
    { form: 'contato', visit: 'c', events: [{ kind: 'view', ms: 0 }] },
    { form: 'contato', visit: 'd', events: [{ kind: 'view', ms: 0 }] },
  ]);

async function openFunnel() {
  const router = createMemoryRouter([{ path: '/admin/funil', Component: FunnelPage }], { initialEntries: ['/admin/funil'] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.selectOptions(await screen.findByLabelText('Formulário'), 'contato');
  return user;
}

it('shows each stage with its visits, its share of the views and the share that went on, and the median time', async () => {
  vi.mocked(readFunnelDays).mockImplementation(async (formId) => (formId === 'contato' ? contactDay() : []));
  await openFunnel();
  const table = await screen.findByRole('table', { name: /Funil do formulário/ });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Abriram a página', '4', '100%', '50%'],
    ['Começaram a responder', '2', '50%', '50%'],
    ['Enviaram', '1', '25%', '100%'],
  ]);
  expect(screen.getByText('90 segundos')).toBeTruthy();
  expect(screen.getByText('50%', { selector: 'dd' })).toBeTruthy();
  // The last call asked for the form chosen, over the last 30 days.
  const [formId, from, to] = vi.mocked(readFunnelDays).mock.calls.at(-1)!;
  expect(formId).toBe('contato');
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
});

it('lists the questions most often left invalid by their labels', async () => {
  vi.mocked(readFunnelDays).mockImplementation(async (formId) => (formId === 'contato' ? contactDay() : []));
  await openFunnel();
  const table = await screen.findByRole('table', { name: /Perguntas deixadas inválidas em 2 envios barrados/ });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['E-mail', '2', '100%'],
    ['Nome', '1', '50%'],
  ]);
});

it('says so when nothing was recorded, and says a failed read in words with the technical text behind Detalhes', async () => {
  vi.mocked(readFunnelDays).mockResolvedValue([]);
  await openFunnel();
  // The status says "Carregando..." first (the read is a promise even when it has nothing).
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nenhuma visita registrada neste formulário nessas datas.'));
  cleanup();
  vi.mocked(readFunnelDays).mockRejectedValue(new Error('Missing or insufficient permissions.'));
  await openFunnel();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Não foi possível carregar o funil deste formulário.');
  expect(within(alert).getByText('Detalhes')).toBeTruthy();
});

it('lists the steps of a form in steps in their order, each named by its section, a step no visit reached included', async () => {
  const def = (await import('../../../forms/browser-registry')).formEntries.find((e) => e.id === 'conteudo_estrategico')!;
  expect(def.meta.steps).toBe('sections');
  vi.mocked(readFunnelDays).mockImplementation(async (formId) =>
    foldFunnelDay(DAY, [
      { form: formId, visit: 'a', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1 }, { kind: 'step', step: 'dados-gerais', ms: 2 }, { kind: 'step', step: 'objetivo-geral', ms: 3 }] },
      { form: formId, visit: 'b', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1 }, { kind: 'step', step: 'dados-gerais', ms: 2 }] },
    ]),
  );
  const router = createMemoryRouter([{ path: '/admin/funil', Component: FunnelPage }], { initialEntries: ['/admin/funil'] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.selectOptions(await screen.findByLabelText('Formulário'), 'conteudo_estrategico');
  const table = await screen.findByRole('table', { name: /Funil do formulário/ });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows.slice(2, 4)).toEqual([
    [expect.stringMatching(/^Etapa: .*Dados Gerais/i), '2', '100%', '50%'],
    [expect.stringMatching(/^Etapa: .*Objetivo Geral/i), '1', '50%', '0%'],
  ]);
  expect(rows.at(-1)?.[0]).toBe('Enviaram');
  // Every step of the form is listed, in its order, those no visit reached with 0.
  expect(rows.length).toBeGreaterThan(5);
});

it('shows "Continuar depois": the visits that saved, came back by the link and sent after coming back, and not for a form where nobody did', async () => {
  vi.mocked(readFunnelDays).mockImplementation(async (formId) =>
    formId === 'contato'
      ? foldFunnelDay(DAY, [
          { form: 'contato', visit: 'p', events: [{ kind: 'view', ms: 0 }, { kind: 'saved', ms: 9000 }] },
          { form: 'contato', visit: 'q', events: [{ kind: 'view', ms: 0 }, { kind: 'saved', ms: 9000 }] },
          { form: 'contato', visit: 'c', events: [{ kind: 'view', ms: 0 }, { kind: 'resumed', ms: 10 }, { kind: 'submit', ms: 60_000 }] },
          { form: 'contato', visit: 'd', events: [{ kind: 'view', ms: 0 }, { kind: 'resumed', ms: 10 }] },
        ])
      : contactDay().map((day) => ({ ...day, form: formId })),
  );
  const user = await openFunnel();
  const later = await screen.findByRole('region', { name: 'Continuar depois' });
  const figures = [...later.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(figures).toEqual([
    ['Salvaram para terminar depois', '2'],
    ['Voltaram pelo link do e-mail', '2'],
    ['Enviaram depois de voltar', '1'],
  ]);
  expect(later.textContent).toContain('50% das que voltaram');
  await user.selectOptions(screen.getByLabelText('Formulário'), 'conteudo_estrategico');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Continuar depois' })).toBeNull());
});

it('splits the visits by where they came from (issue 41), and shows one channel’s funnel when it is chosen', async () => {
  vi.mocked(readFunnelDays).mockImplementation(async (formId) =>
    formId === 'contato'
      ? foldFunnelDay(DAY, [
          { form: 'contato', visit: 'a', channel: 'instagram', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }, { kind: 'submit', ms: 61_000 }] },
          { form: 'contato', visit: 'b', channel: 'instagram', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }] },
          { form: 'contato', visit: 'c', channel: 'instagram', events: [{ kind: 'view', ms: 0 }] },
          { form: 'contato', visit: 'd', channel: 'google', events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 1000 }] },
          { form: 'contato', visit: 'e', events: [{ kind: 'view', ms: 0 }] },
        ])
      : [],
  );
  const user = await openFunnel();
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  // The most visits first; the visits whose tab kept no first touch apart.
  expect(rowsOf(await screen.findByRole('table', { name: /^Visitas por origem/ }))).toEqual([
    ['Instagram', '3', '2', '1', '50%'],
    ['Google', '1', '1', '0', '0%'],
    ['Origem não registrada', '1', '0', '0', '–'],
  ]);

  await user.selectOptions(screen.getByLabelText('Origem'), 'instagram');
  const stages = await screen.findByRole('table', { name: /Funil do formulário/ });
  await waitFor(() => expect(rowsOf(stages)[0]).toEqual(['Abriram a página', '3', '100%', '67%']));
  expect(rowsOf(stages).at(-1)).toEqual(['Enviaram', '1', '33%', '100%']);
  // One channel chosen: its split is not repeated.
  expect(screen.queryByRole('table', { name: /^Visitas por origem/ })).toBeNull();
  await user.selectOptions(screen.getByLabelText('Origem'), 'tiktok');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nenhuma visita registrada neste formulário nessas datas.'));
});
