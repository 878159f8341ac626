// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { readMonthStats } from '../../../backend/lead-stats-reads';
import type { MonthStats } from '../../../domain/lead-stats';
import { lastMonths } from '../../../domain/outcomes';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * "Resultados" on the admin home: the charts are drawings hidden from screen readers, so every number
 * is also in a visually hidden table. The month documents the function keeps are replaced at their
 * seam, the chart by a stand-in.
 */
vi.mock('../../../backend/lead-stats-reads', () => ({ readMonthStats: vi.fn() }));
vi.mock('../shared/bar-chart', () => ({ HorizontalBars: () => <div data-testid="chart" aria-hidden="true" /> }));

let OutcomesSection: typeof import('./outcomes-section').OutcomesSection;

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ OutcomesSection } = await import('./outcomes-section'));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

it('gives won, value, lost by reason and conversion per form, each chart with a table of its numbers', async () => {
  // Every month: four received, one won for R$ 1.500,00, one lost for its price.
  const month: MonthStats = { received: { contato: 4 }, won: { contato: 1 }, wonValue: { contato: 150_000 }, lost: { contato: 1 }, lostReasons: { 'r:Preço': 1 }, fromPartial: { contato: 1 },
    channels: { instagram: { received: 3, won: 1, wonValue: 150_000 }, direto: { received: 1 } },
    campaigns: { 'natal-2026': { received: 2, won: 1, wonValue: 150_000 } },
  };
  vi.mocked(readMonthStats).mockImplementation(async (months) => new Map(months.map((m) => [m, month])));
  render(
    <ChakraProvider value={getSystem()}>
      <OutcomesSection forms={[{ id: 'contato', title: 'Contato' }]} />
    </ChakraProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Resultados' })).toBeTruthy();
  const months = await screen.findByRole('table', { name: 'Resultados por mês: recebidos, fechados, valor, perdidos e conversão' });
  expect(readMonthStats).toHaveBeenCalledWith(lastMonths(new Date()));
  const rows = within(months).getAllByRole('row');
  // A header and six months, the current one last.
  expect(rows).toHaveLength(7);
  const current = within(rows[6]).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '));
  expect(current.slice(1)).toEqual(['4', '1', 'R$ 1.500,00', '1', '25%']);
  const reasons = screen.getByRole('table', { name: 'Leads perdidos nos 6 meses, por motivo' });
  expect(within(reasons).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Preço', '6']);
  // Per form over the six months.
  const forms = screen.getByRole('table', { name: 'Conversão por formulário nos 6 meses: recebidos, fechados e porcentagem' });
  expect(within(forms).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Contato', '24', '6', '25%']);
  // Six months of one win each.
  expect(screen.getByText('6 fechados nos 6 meses, R$ 9.000,00 em negócios.', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeTruthy();
  // One a month began as a partial briefing ("Continuar depois" with consent, issue 40).
  expect(screen.getByText(/^6 leads destes seis meses começaram como briefing parcial/)).toBeTruthy();
  // Where they came from (issue 41): per channel by its name, per campaign, each with its table.
  const cells = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' ')));
  expect(cells('Resultados por origem nos 6 meses: recebidos, fechados, conversão e valor')).toEqual([
    ['Instagram', '18', '6', '33,3%', 'R$ 9.000,00'],
    ['Direto', '6', '0', '0%', 'R$ 0,00'],
  ]);
  expect(cells('Resultados por campanha nos 6 meses: recebidos, fechados, conversão e valor')).toEqual([['natal-2026', '12', '6', '50%', 'R$ 9.000,00']]);
});

it('says so when the results cannot be read, in the staff language', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(readMonthStats).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
  render(
    <ChakraProvider value={getSystem()}>
      <OutcomesSection forms={[]} />
    </ChakraProvider>,
  );
  expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível carregar os resultados. Recarregue a página para tentar de novo.');
  expect(screen.queryByText(/denied/)).toBeNull();
});
