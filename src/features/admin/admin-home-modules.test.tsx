// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { withStaffStrings } from '../../test-setup/staff-strings';

/*
 * The admin home's list of the other modules (spec 000 section 2): a module links only to a page the
 * app has; one still to come says so and links nowhere. The home's other sections (the inbox, the
 * settings forms, the results) are stand-ins here: each has tests of its own.
 */
/** Whether the inbox's stand-in shows its first rows at once; otherwise when its button is pressed. */
const inbox = vi.hoisted(() => ({ answersAtOnce: true }));
vi.mock('./inbox', async () => {
  const { useEffect } = await import('react');
  // The inbox's first rows are shown at once (or on a press): what waits for them comes then.
  const InboxSection = ({ onShown }: { onShown: () => void }) => {
    useEffect(() => {
      if (inbox.answersAtOnce) onShown();
    }, [onShown]);
    return <button onClick={onShown}>primeiras linhas</button>;
  };
  return { InboxGlance: () => null, InboxSection, InboxTable: () => null, UnassignedCalls: () => null, inboxLoader: vi.fn() };
});
vi.mock('./settings', () => ({
  CompanyEmailForm: () => <section aria-label="E-mail da empresa" />,
  LostReasonsForm: () => <section aria-label="Motivos de perda" />,
}));
vi.mock('./outcomes', () => ({ OutcomesSection: () => <section aria-label="Resultados" /> }));
vi.mock('./shared/form-titles', () => ({ useFormTitles: () => ({ forms: [] }) }));
// The route table's public pages are not under test: their layout and home page are stand-ins.
vi.mock('../layout/site-layout', () => ({ SiteLayout: () => null }));
vi.mock('../home/home-page', () => ({ HomePage: () => null }));

let AdminHomePage: typeof import('./admin-home-page').AdminHomePage;
let routes: typeof import('../../app/router').routes;
withStaffStrings(async () => {
  ({ AdminHomePage } = await import('./admin-home-page'));
  ({ routes } = await import('../../app/router'));
});

afterEach(() => {
  inbox.answersAtOnce = true;
});

const renderHome = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminHomePage />
      </MemoryRouter>
    </ChakraProvider>,
  );

it('the module list links only what exists', () => {
  renderHome();
  const modules = screen.getByRole('region', { name: 'Módulos' });
  expect(within(modules).getByRole('link', { name: 'Abrir: Serviços' }).getAttribute('href')).toBe('/admin/services');

  const portfolio = within(modules).getAllByRole('listitem').find((li) => li.textContent?.includes('Portfólio'))!;
  expect(within(portfolio).getByText('Em breve')).toBeTruthy();
  expect(within(portfolio).queryAllByRole('link')).toEqual([]);

  // Every link opens a page of the app's route table, never its not-found page.
  const links = within(modules).getAllByRole('link');
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    const href = link.getAttribute('href')!;
    expect(matchRoutes(routes, href)?.at(-1)?.route.path, href).toBe(href);
  }
});

it('the results, which arrive after the inbox, come last: nothing below them moves when they do', async () => {
  renderHome();
  const results = await screen.findByRole('region', { name: 'Resultados' });
  const regions = screen.getAllByRole('region');
  expect(regions.at(-1)).toBe(results);
  expect(regions.map((region) => region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'))).toEqual(['inbox-title', 'admin-modules-title', 'E-mail da empresa', 'Motivos de perda', 'Resultados']);
});

it('draws what lies below the inbox once its first rows are shown, not before them', () => {
  inbox.answersAtOnce = false;
  renderHome();
  expect(screen.queryByRole('region', { name: 'Módulos' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'E-mail da empresa' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'primeiras linhas' }));
  expect(screen.getByRole('region', { name: 'Módulos' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'E-mail da empresa' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Motivos de perda' })).toBeTruthy();
});
