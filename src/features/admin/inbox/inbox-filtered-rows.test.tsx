// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { applyBulk } from '../../../backend/bulk-pipeline';
import type { InboxLead, InboxRequest, InboxResult } from '../../../backend/inbox';
import { type Clause, type InboxFilters, inboxPlan } from '../../../backend/inbox-plan';
import { type Identity, leadId, matchesText, newLead, searchPlan } from '../../../domain/lead';
import { todayInBrazil } from '../../../domain/studio-time';
import { contributionOf, monthStatsId, nestedByDoc } from '../../../domain/lead-stats';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The rows a view of the inbox shows, moved down from the browser (tests/e2e/staff-inbox.spec.ts and
 * staff-inbox-sort.spec.ts, issue 36): a submission caught by the bot trap only under the spam stage
 * (and never in its form's own list), overdue follow-ups by their day with the glance's link to them,
 * "sem atividade há 7 dias", a search that finds nothing and "Limpar filtros"; and from
 * staff-inbox-bulk.spec.ts, a bulk move of a lead ticked under the spam stage.
 *
 * Firestore is replaced at its seam (src/backend/inbox.ts) by a store of summaries written as the
 * function writes them (`newLead`) that answers each request as Firestore would answer the query the
 * real code asks (`inboxPlan`: its clauses and its order), so the page's own choice of query decides
 * which rows show; the glance's counters are those the function would keep for the same summaries. The
 * staff list, the contact ranks, the submissions and the bulk write are replaced at their seams too.
 */
const store = vi.hoisted(() => ({ leads: [] as unknown[] }));
vi.mock('../../../backend/inbox', () => ({
  readAheadResult: () => undefined,
  watchInbox: (request: InboxRequest, onResult: (result: InboxResult) => void) => {
    onResult(answer(request));
    return () => {};
  },
  firstContacts: () => Promise.resolve([]),
  prefetchInbox: () => {},
}));
// The glance's counters, as the function would keep them for the stored leads (src/domain/lead-stats.ts).
vi.mock('../../../backend/lead-stats-reads', () => ({
  readPipelineStats: () => Promise.resolve(counters().get('pipeline') ?? {}),
  readMonthStats: (months: string[]) => Promise.resolve(new Map(months.map((month) => [month, counters().get(monthStatsId(month)) ?? {}]))),
}));
vi.mock('../../../backend/staff-list', () => ({ watchStaff: () => () => {}, listStaffMembers: () => Promise.resolve([]) }));
vi.mock('../../../backend/contact-ranks', () => ({ loadContactRanks: () => Promise.resolve(new Map()) }));
vi.mock('../../../backend/todays-calls', () => ({ todaysCalls: () => Promise.resolve([]) }));
vi.mock('../../../backend/bulk-pipeline', () => ({ applyBulk: vi.fn() }));
vi.mock('../../../backend/submission-reads', () => ({
  watchSubmissionsByIds: () => () => {},
  watchSubmissionsPage: () => () => {},
  countSubmissions: vi.fn(),
  fetchSubmissionsPage: vi.fn(),
}));
vi.mock('../shared/bar-chart', () => ({ HorizontalBars: () => null }));

const DAY = 86_400_000;
const EMPTY_FILTERED = 'Nenhum contato encontrado com estes filtros ou esta busca.';
/** The first draw of a page (its lazily loaded parts, the theme's styles) on a machine busy with other workers: a bound, not a speed target. */
const FIRST_DRAW = { timeout: 10_000 };

/** Whether a stored lead passes one clause, as Firestore judges it (a range never matches a missing value or another type). */
function holds(lead: Record<string, unknown>, [field, op, value]: Clause): boolean {
  // A dotted field is a path into maps ('source.channel'), as Firestore reads it.
  const stored = field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], lead) ?? null;
  if (op === '==') return stored === value;
  if (op === 'in') return (value as readonly unknown[]).includes(stored);
  if (stored === null || value === null) return false;
  const [a, b] = value instanceof Date ? [stored instanceof Date ? stored.getTime() : NaN, value.getTime()] : [stored, value];
  if (typeof a !== typeof b || Number.isNaN(a)) return false;
  return op === '<' ? (a as string | number) < (b as string | number) : (a as string | number) >= (b as string | number);
}

/** The stored leads the filters' query and the search match, in the query's order (ties by id). */
function matching(filters: InboxFilters, search: string): InboxLead[] {
  const plan = inboxPlan(filters, { today: todayInBrazil() });
  const text = searchPlan(search);
  const key = (lead: InboxLead) => {
    const value = (lead as unknown as Record<string, unknown>)[plan.order.field];
    return value instanceof Date ? value.getTime() : String(value);
  };
  const sign = plan.order.direction === 'asc' ? 1 : -1;
  return (store.leads as InboxLead[])
    .filter((lead) => plan.where.every((clause) => holds(lead as unknown as Record<string, unknown>, clause)))
    .filter((lead) => !text || matchesText(lead.text, text.folded))
    .sort((a, b) => (key(a) === key(b) ? (a.id < b.id ? -1 : 1) : key(a) < key(b) ? -1 : 1) * sign);
}

function answer(request: InboxRequest): InboxResult {
  const rows = matching(request.filters, request.search);
  return { rows: rows.slice(0, 25), page: 1, total: rows.length };
}

/** A summary as the function writes it, then changed as staff would have (`change`). */
function stored(formId: string, docId: string, identity: Identity, change: Partial<InboxLead> = {}, spamReason: string | null = null): InboxLead {
  const receivedAt = change.receivedAt ?? new Date(Date.now() - DAY);
  const summary = newLead({ formId, collection: `${formId}_docs`, docId, receivedAt, locale: 'pt', spamReason, updatedAt: receivedAt }, identity);
  return { ...summary, id: leadId(formId, docId), cursor: docId, lastActivityAt: receivedAt, ...change } as InboxLead;
}

const counters = () => nestedByDoc((store.leads as InboxLead[]).flatMap(contributionOf));

let InboxSection: typeof import('./inbox-section').InboxSection;
let InboxTable: typeof import('./inbox-table').InboxTable;
let InboxGlance: typeof import('./inbox-glance').InboxGlance;
let LeadTablePage: typeof import('./lead-table-page').LeadTablePage;
const phoneMatchMedia = window.matchMedia;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ InboxSection } = await import('./inbox-section'));
  ({ InboxTable } = await import('./inbox-table'));
  ({ InboxGlance } = await import('./inbox-glance'));
  ({ LeadTablePage } = await import('./lead-table-page'));
});
beforeEach(() => {
  store.leads = [];
  vi.mocked(applyBulk).mockReset();
});
afterEach(() => {
  cleanup();
  window.matchMedia = phoneMatchMedia;
});

/** Every min-width query matches: the desktop layout (the glance unfolded, the table's every column). */
const wide = () => {
  window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: /min-width/.test(query) }) as MediaQueryList;
};

/** The admin home's glance and inbox (admin-home-page.tsx), on a router opened at `url`. */
function open(url: string, page: ReactNode = <InboxSection table={(props) => <InboxTable {...props} />} />) {
  const router = createMemoryRouter([{ path: '/admin', element: page }, { path: '/admin/leads/:formId', element: <LeadTablePage /> }], { initialEntries: [url] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** The inbox's table, by its caption (a role query over the whole page costs a second a try in jsdom). */
const inbox = () => screen.getByText(/^Contatos recebidos/, { selector: 'caption' }).closest('table')!;
/** The table's rows, its header row first (as the browser spec counted them). */
const rows = () => [...inbox().querySelectorAll('tr')];
/** The row of a lead, by its name. */
const rowOf = (name: string) => within(inbox()).getByText(name).closest('tr')!;
const select = (label: string) => screen.getByLabelText(label, { selector: 'select, input' }) as HTMLSelectElement | HTMLInputElement;
/** A select's option by its text (the filters' options, whether or not the phone layout shows the filters). */
const optionOf = (label: string, text: string) => [...(select(label) as HTMLSelectElement).options].find((option) => option.textContent === text)!;

describe('the spam stage', () => {
  it('shows a submission caught by the bot trap only under the spam stage, and never in its form’s own list', async () => {
    store.leads = [
      stored('criacao_sites', 'robot', { name: 'Robô Armadilha', email: 'robo@spam.example' }, {}, 'honeypot'),
      stored('criacao_sites', 'person', { name: 'Paula Lima', email: 'paula@example.com' }),
    ];
    const { router, user } = open('/admin?q=armadilha');
    expect(await screen.findByText(EMPTY_FILTERED, {}, FIRST_DRAW)).toBeTruthy();

    await user.selectOptions(select('Etapa'), optionOf('Etapa', 'Spam'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=armadilha&stage=spam'));
    await waitFor(() => expect(rowOf('Robô Armadilha').textContent).toContain('Spam'));

    await user.selectOptions(select('Etapa'), optionOf('Etapa', 'Todas, menos spam'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=armadilha'));
    expect(await screen.findByText(EMPTY_FILTERED)).toBeTruthy();

    // Nor is it listed, or counted, in the form's own list.
    await act(() => router.navigate('/admin/leads/criacao_sites?q=armadilha'));
    expect(await screen.findByText('Nenhum formulário encontrado com os termos de busca.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('overdue follow-ups', () => {
  it('are listed by their day, oldest first, late ones marked, and the glance links to them', async () => {
    wide();
    // Two late follow-ups, one on a closed lead (no longer due), one for the future.
    store.leads = [
      stored('contato', 'late-5', { name: 'Atraso Cinco' }, { followUp: '2020-01-05', due: '2020-01-05' }),
      stored('contato', 'late-2', { name: 'Atraso Dois' }, { followUp: '2020-01-02', due: '2020-01-02' }),
      stored('contato', 'closed', { name: 'Fechado Antes' }, { followUp: '2020-01-01', due: null, stage: 'fechado' }),
      stored('contato', 'future', { name: 'Futuro Distante' }, { followUp: '2999-01-01', due: '2999-01-01' }),
    ];
    const { router, user } = open(
      '/admin',
      <>
        <InboxGlance forms={[{ id: 'contato', title: 'Contato' }]} start />
        <InboxSection table={(props) => <InboxTable {...props} />} />
      </>,
    );
    const link = await screen.findByRole('link', { name: /follow-ups? atrasados?/ }, FIRST_DRAW);
    expect(link.getAttribute('href')).toBe('/admin?overdue=1');
    expect(link.textContent).toBe('Ver os 2 follow-ups atrasados');

    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?overdue=1'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[1].textContent).toContain('Atraso Dois');
    expect(rows()[1].textContent).toContain('02/01/2020');
    expect(rows()[1].textContent).toContain('Atrasado');
    expect(rows()[2].textContent).toContain('05/01/2020');
    // The list follows the follow-up day: the received period does not apply.
    expect(select('Recebido de').disabled).toBe(true);
  });
});

describe('"sem atividade há 7 dias"', () => {
  it('lists an open lead untouched for 8 days, not one touched today nor a closed one, and a reload keeps it', async () => {
    wide();
    const now = Date.now();
    const receivedAt = new Date(now - 21 * DAY);
    const lead = (docId: string, name: string, stage: InboxLead['stage'], activity: number) =>
      stored('evento_briefing', docId, { name }, { stage, receivedAt, firstContactAt: receivedAt, lastActivityAt: new Date(activity) });
    store.leads = [
      lead('idle', 'Parado Oito Dias', 'em_contato', now - 8 * DAY),
      lead('today', 'Tocado Hoje', 'em_contato', now - 60_000),
      lead('closed', 'Fechado Antigo', 'fechado', now - 30 * DAY),
    ];
    const first = open('/admin');
    await waitFor(() => expect(rows()).toHaveLength(4), FIRST_DRAW);

    await first.user.selectOptions(select('Atividade'), optionOf('Atividade', 'Sem atividade há 7 dias'));
    await waitFor(() => expect(first.router.state.location.search).toBe('?idle=7'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1].textContent).toContain('Parado Oito Dias');
    expect(rows()[1].textContent).toContain('Última atividade: há 8 dias');
    // The filter lists by last activity itself, and says why the received period is set aside.
    expect(select('Ordenar por').disabled).toBe(true);
    expect(select('Ordenar por').value).toBe('activity');
    expect(select('Recebido de').disabled).toBe(true);
    expect(screen.getByText(/^Sem atividade: só as etapas Novo, Em contato e Proposta enviada/)).toBeTruthy();

    // A reload: the page drawn anew from its URL.
    cleanup();
    const again = open(`/admin${first.router.state.location.search}`);
    await waitFor(() => expect(rows()).toHaveLength(2), FIRST_DRAW);
    expect(select('Atividade').value).toBe('7');
    expect(rows()[1].textContent).toContain('Parado Oito Dias');

    // Back to any activity: all three again.
    await again.user.selectOptions(select('Atividade'), optionOf('Atividade', 'Qualquer'));
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });
});

describe('partial leads (issue 40)', () => {
  it('show as "Parcial" with their progress, apart from the stage counts, and "Só briefings parciais" lists them alone', async () => {
    wide();
    const partial = { partial: true, progress: { answered: 18, total: 40, step: 3, steps: 6 } } as Partial<InboxLead>;
    store.leads = [
      stored('conteudo_estrategico', 'draft-abc', { name: 'Paula Parcial', email: 'paula@example.com' }, partial),
      stored('conteudo_estrategico', 'sent', { name: 'Sérgio Enviado', email: 'sergio@example.com' }),
    ];
    const { router, user } = open(
      '/admin',
      <>
        <InboxGlance forms={[{ id: 'conteudo_estrategico', title: 'Conteúdo estratégico' }]} start />
        <InboxSection table={(props) => <InboxTable {...props} />} />
      </>,
    );
    await waitFor(() => expect(rows()).toHaveLength(3), FIRST_DRAW);
    expect(rowOf('Paula Parcial').textContent).toContain('Parcial18 de 40 perguntas, etapa 3 de 6');
    expect(rowOf('Sérgio Enviado').textContent).not.toContain('Parcial');
    // The glance counts one new lead; the partial one is said apart, with its link.
    const apart = await screen.findByRole('link', { name: 'E 1 briefing parcial, fora das etapas' });
    expect(apart.getAttribute('href')).toBe('/admin?partial=1');
    expect(screen.getByRole('link', { name: 'Novo' }).closest('li')!.textContent).toBe('Novo1');

    // By its label: jsdom applies no media query, so the phone's folded filters count as hidden to a role query.
    await user.click(screen.getByText('Só briefings parciais'));
    await waitFor(() => expect(router.state.location.search).toBe('?partial=1'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1].textContent).toContain('Paula Parcial');
  });
});

describe('where the leads came from (issue 41)', () => {
  it('"Origem" lists one channel’s leads, and a campaign of the URL is said and taken off with one press', async () => {
    const from = (channel: string, campaign?: string) =>
      ({ source: { channel, utm: campaign ? { utm_campaign: campaign } : {}, referrer: null, landing: '/' } }) as unknown as Partial<InboxLead>;
    store.leads = [
      stored('contato', 'ig-natal', { name: 'Ingrid Natal' }, from('instagram', 'natal-2026')),
      stored('contato', 'ig-feira', { name: 'Igor Feira' }, from('instagram', 'feira')),
      stored('contato', 'google', { name: 'Gabi Google' }, from('google')),
    ];
    const { router, user } = open('/admin');
    await waitFor(() => expect(rows()).toHaveLength(4), FIRST_DRAW);
    await user.selectOptions(select('Origem'), optionOf('Origem', 'Instagram'));
    await waitFor(() => expect(router.state.location.search).toBe('?channel=instagram'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(inbox().textContent).toContain('Igor Feira');
    expect(inbox().textContent).toContain('Ingrid Natal');
    expect(inbox().textContent).not.toContain('Gabi Google');

    await act(() => router.navigate('/admin?channel=instagram&campaign=natal-2026'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1].textContent).toContain('Ingrid Natal');
    expect(screen.getByText('Só a campanha “natal-2026”')).toBeTruthy();
    await user.click(screen.getByText('Todas as campanhas'));
    await waitFor(() => expect(router.state.location.search).toBe('?channel=instagram'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('a search that finds nothing', () => {
  it('says so, and "Limpar filtros" brings back the plain inbox with an empty search box', async () => {
    store.leads = [stored('contato', 'ana', { name: 'Ana Souza', email: 'ana@example.com' })];
    const { router, user } = open('/admin?q=zqxw%40nada');
    expect(await screen.findByText(EMPTY_FILTERED, {}, FIRST_DRAW)).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' }) as HTMLInputElement;
    expect(box.value).toBe('zqxw@nada');

    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box.value).toBe('');
    await waitFor(() => expect(rowOf('Ana Souza')).toBeTruthy());
  });
});

describe('a bulk move under the spam stage', () => {
  it('says the lead ticked there stays in spam and offers nothing to confirm', async () => {
    store.leads = [stored('contato', 'davi', { name: 'Davi Lote', email: 'davi@example.com' }, {}, 'honeypot')];
    const { user } = open('/admin?stage=spam');
    const box = (await screen.findByRole('checkbox', { name: 'Selecionar Davi Lote' }, FIRST_DRAW)) as HTMLInputElement;
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box.checked).toBe(true));
    const bar = await screen.findByRole('group', { name: 'Ações nos leads selecionados' });
    await user.click(within(bar).getByRole('button', { name: 'Mudar etapa…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar a etapa dos leads selecionados' });
    await user.selectOptions(within(dialog).getByLabelText('Nova etapa'), 'novo');
    expect(within(dialog).getByText('1 está no spam e fica lá: só “Não é spam”, na página do lead, tira um lead do spam.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(applyBulk).not.toHaveBeenCalled();
  });
});
