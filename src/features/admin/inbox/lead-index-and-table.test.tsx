// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { type InboxLead, type InboxRequest, type InboxResult } from '../../../backend/inbox';
import { readPipelineStats } from '../../../backend/lead-stats-reads';
import { matchesText, NEWSLETTER_FORM_ID, newLead, searchPlan } from '../../../domain/lead';
import { formEntries } from '../../../forms/browser-registry';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The staff's form index (/admin/leads) and one form's table (/admin/form-sites), moved down from the
 * browser (tests/e2e/staff-leads.spec.ts): every form listed with its count and a link to its table, an
 * unknown form said so, and the table's search and pages kept in the URL. Whether a search matches
 * (anywhere in a word, whatever the case and accents) is the domain's (src/domain/lead.test.ts); here
 * the inbox's reads are replaced at their seam (src/backend/inbox.ts) by a store of 27 summaries that
 * answers a request as the reads do: the form's leads, newest first, narrowed by the domain's search,
 * 25 to a page with the cursors around it.
 */
const stored = vi.hoisted(() => ({ leads: [] as unknown[] }));
vi.mock('../../../backend/inbox', async () => {
  const { INBOX_PAGE_SIZE } = await import('../../../backend/inbox-plan');
  return {
    readAheadResult: () => undefined,
    watchInbox: (request: InboxRequest, onResult: (result: InboxResult) => void) => {
      const plan = searchPlan(request.search);
      const matching = (stored.leads as InboxLead[]).filter(
        (lead) => lead.formId === request.filters.form && !lead.spam && (!plan || matchesText(lead.text, plan.folded)),
      );
      const { page } = request.position;
      const rows = matching.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE);
      onResult({
        rows,
        page,
        total: matching.length,
        next: page * INBOX_PAGE_SIZE < matching.length ? { page: page + 1, after: rows.at(-1)!.cursor } : undefined,
        previous: page > 1 ? { page: page - 1, before: rows[0].cursor } : undefined,
      });
      return () => {};
    },
    prefetchInbox: () => {},
  };
});
vi.mock('../../../backend/lead-stats-reads', () => ({ readPipelineStats: vi.fn() }));
vi.mock('../../../backend/staff-list', () => ({ watchStaff: () => () => {}, listStaffMembers: () => Promise.resolve([]) }));
vi.mock('../../../backend/submission-reads', () => ({
  watchSubmissionsByIds: (_collection: string, _ids: string[], onDocs: (docs: Map<string, unknown>) => void) => {
    onDocs(new Map());
    return () => {};
  },
  countSubmissions: vi.fn(),
  fetchSubmissionsPage: vi.fn(),
}));
vi.mock('../../../backend/lead-standings', () => ({ fetchLeadStandings: vi.fn() }));

const CLICKS = { timeout: 30_000 };
const SITES = 'criacao_sites';

let LeadTablePage: typeof import('./lead-table-page').LeadTablePage;
let LeadIndexPage: typeof import('./lead-index-page').LeadIndexPage;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ LeadTablePage } = await import('./lead-table-page'));
  ({ LeadIndexPage } = await import('./lead-index-page'));
});
beforeEach(() => {
  // Newest first: Conceição Araújo, then Pessoa 0 to Pessoa 25.
  const names = ['Conceição Araújo', ...Array.from({ length: 26 }, (_, i) => `Pessoa ${i}`)];
  stored.leads = names.map((name, i) => lead(SITES, `d${String(i).padStart(2, '0')}`, name, i));
});
afterEach(cleanup);

/** A summary as the function writes it (its search text included), as the reads hand it to the page. */
function lead(formId: string, docId: string, name: string, minutesAgo: number): InboxLead {
  const receivedAt = new Date(Date.UTC(2026, 4, 16, 15) - minutesAgo * 60_000);
  const email = `${docId}@example.com`;
  const summary = newLead({ formId, collection: 'form_sites', docId, receivedAt, locale: 'pt', spamReason: null, updatedAt: receivedAt }, { name, email });
  return { ...summary, id: `${formId}__${docId}`, cursor: docId, lastActivityAt: receivedAt };
}

/** `element` at `path` under `route`, as the app's router serves it; the router, to read its URL. */
function open(route: string, path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const openTable = (path = '/admin/form-sites') => open('/admin/form-sites', path, <LeadTablePage formId={SITES} />);
/** The table's rows, its header row included (the form's definition is a chunk of its own: waited for). */
const rows = async () => within(await screen.findByRole('table', {}, { timeout: 20_000 })).getAllByRole('row');
const pager = () => screen.getByRole('navigation', { name: 'Páginas' });
const params = (router: ReturnType<typeof openTable>['router']) => new URLSearchParams(router.state.location.search);

describe("a form's table", () => {
  it('searches what is typed in the box, puts it in the URL, lists the matches, and says when nothing matches', CLICKS, async () => {
    const { router, user } = openTable();
    expect(await rows()).toHaveLength(26);
    const search = screen.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });

    await user.type(search, 'ONCEICAO ARAU{Enter}');
    await waitFor(() => expect(params(router).get('q')).toBe('ONCEICAO ARAU'));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect((await rows())[1].textContent).toContain('Conceição Araújo');
    expect(within(pager()).getByText('1–1 de 1')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'conceicao inexistente{Enter}');
    expect(await screen.findByText('Nenhum formulário encontrado com os termos de busca.')).toBeTruthy();
    expect(params(router).get('q')).toBe('conceicao inexistente');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows 25 leads a page, the page and its cursor in the URL: Próxima, then Anterior; the last page cannot go on; a URL of page 2 opens on it', CLICKS, async () => {
    const { router, user } = openTable();
    expect(await rows()).toHaveLength(26);
    expect(within(pager()).getByText('1–25 de 27')).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pager()).getByRole('link', { name: 'Próxima' }));
    await within(pager()).findByText('26–27 de 27');
    expect(Object.fromEntries(params(router))).toEqual({ page: '2', after: 'd24' });
    expect(await rows()).toHaveLength(3);
    expect((await rows())[2].textContent).toContain('Pessoa 25');
    expect(within(pager()).getByRole('button', { name: 'Próxima' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pager()).getByRole('link', { name: 'Anterior' }));
    await within(pager()).findByText('1–25 de 27');
    expect(await rows()).toHaveLength(26);
    cleanup();

    // A reload, or the address shared: the same page.
    openTable('/admin/form-sites?page=2&after=d24');
    expect(await rows()).toHaveLength(3);
    expect(within(pager()).getByText('26–27 de 27')).toBeTruthy();
  });

  it('of a form no folder defines says so, with the way back to the index', CLICKS, async () => {
    open('/admin/leads/:formId', '/admin/leads/nao_existe', <LeadTablePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Formulário não encontrado.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Todos os formulários' }).getAttribute('href')).toBe('/admin/leads');
  });
});

describe('the form index', () => {
  it('lists every form with its count of leads (spam left out: the function’s counter) and a link to its table, and the newsletter', CLICKS, async () => {
    const counts = Object.fromEntries([...formEntries.map((e) => e.id), NEWSLETTER_FORM_ID].map((id, i) => [id, 100 + i]));
    vi.mocked(readPipelineStats).mockResolvedValue({ form: counts });
    open('/admin/leads', '/admin/leads', <LeadIndexPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Formulários recebidos' })).toBeTruthy();
    const table = screen.getByRole('table');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(formEntries.length + 1);
    for (const { id, meta } of formEntries) {
      const link = within(table).getByRole('link', { name: meta.texts.title });
      expect(link.getAttribute('href')).toBe(`/admin/leads/${id}`);
      const row = link.closest('tr')!;
      await waitFor(() => expect(within(row).getAllByRole('cell')[1].textContent).toBe(String(counts[id])));
    }
    const newsletter = within(table).getByRole('link', { name: 'Newsletter (inscrições)' });
    expect(newsletter.getAttribute('href')).toBe('/admin/newsletter');
    await waitFor(() => expect(within(newsletter.closest('tr')!).getAllByRole('cell')[1].textContent).toBe(String(counts[NEWSLETTER_FORM_ID])));
    // One document for every form, whatever the number of leads.
    expect(readPipelineStats).toHaveBeenCalledTimes(1);
  });
});
