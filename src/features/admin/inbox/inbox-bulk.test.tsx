// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { type BulkAction, type BulkOutcome, bulkSkip, tallyBulk } from '../../../backend/bulk-plan';
import { applyBulk } from '../../../backend/bulk-pipeline';
import type { InboxLead, InboxRequest } from '../../../backend/inbox';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * Bulk actions on the inbox's ticked rows: a box per row and one for the page, a bar while any is
 * ticked, one confirmation that counts what changes and what stays (already there, in spam), and a
 * result line once written. The inbox, the staff list and the bulk write are replaced at their seams
 * in src/backend/; the write answers as a store holding the rows shown would (bulk-plan.ts decides).
 */
const rows = vi.hoisted(() => ({ current: [] as unknown[], ahead: false, silent: false }));
vi.mock('../../../backend/inbox', () => ({
  // The first page the route's loader read ahead, when a test says it already answered.
  readAheadResult: () => (rows.ahead ? { rows: rows.current, page: 1 } : undefined),
  watchInbox: (request: InboxRequest, onResult: (result: unknown) => void) => {
    if (!rows.silent) onResult({ rows: rows.current, page: request.position.page, total: rows.current.length });
    return () => {};
  },
  prefetchInbox: () => {},
}));
vi.mock('../../../backend/staff-list', () => ({
  watchStaff: (onStaff: (staff: unknown[]) => void) => {
    onStaff([
      { uid: 'uid-ana', email: 'ana@studio.test' },
      { uid: 'uid-bia', email: 'bia@studio.test' },
    ]);
    return () => {};
  },
}));
vi.mock('../../../backend/contact-ranks', () => ({ loadContactRanks: () => Promise.resolve(new Map()) }));
vi.mock('../../../backend/bulk-pipeline', () => ({ applyBulk: vi.fn() }));

let InboxSection: typeof import('./inbox-section').InboxSection;
let InboxTable: typeof import('./inbox-table').InboxTable;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ InboxSection } = await import('./inbox-section'));
  ({ InboxTable } = await import('./inbox-table'));
});
beforeEach(() => {
  rows.current = [lead('a', 'Ana Lima', 'novo'), lead('b', 'Bruno Reis', 'em_contato', 'uid-bia'), lead('c', 'Caio Spam', 'spam')];
  // As stored: what the rows shown say; `failing` leads were removed meanwhile.
  vi.mocked(applyBulk)
    .mockReset()
    .mockImplementation(async (leads, action: BulkAction) =>
      tallyBulk(
        leads.map((l) => {
          const row = l as InboxLead;
          const outcome: BulkOutcome = failing.has(row.id) ? { failed: 'notFound' } : (bulkSkip(row, action) ?? 'changed');
          return { lead: l, outcome };
        }),
      ),
    );
  failing.clear();
  rows.ahead = false;
  rows.silent = false;
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('pt'));
});

const failing = new Set<string>();

function lead(id: string, name: string, stage: InboxLead['stage'], assignee: string | null = null): InboxLead {
  return {
    id,
    cursor: id,
    formId: 'contato',
    collection: 'contact_messages',
    docId: id,
    name,
    email: `${id}@example.com`,
    phone: null,
    phoneDigits: null,
    company: null,
    emailKey: `${id}@example.com`,
    receivedAt: new Date('2026-05-16T12:00:00Z'),
    lastActivityAt: new Date('2026-05-16T12:00:00Z'),
    locale: 'pt',
    stage,
    spam: stage === 'spam',
    spamReason: null,
    assignee,
    followUp: null,
    due: null,
    firstContactAt: null,
  } as unknown as InboxLead;
}

/** Draws the inbox section with its table at /admin. */
function showInbox() {
  const router = createMemoryRouter([{ path: '/admin', Component: () => <InboxSection table={(props) => <InboxTable {...props} />} /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

async function openInbox() {
  showInbox();
  await screen.findByRole('checkbox', { name: 'Selecionar Ana Lima' });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const bar = () => screen.queryByRole('group', { name: 'Ações nos leads selecionados' });
/** The bar once a tick has drawn it (its lazily loaded part may take a moment on a busy machine). */
const shownBar = () => screen.findByRole('group', { name: 'Ações nos leads selecionados' });
const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite' && el.hasAttribute('tabindex'))!;

it('ticks rows one by one or the whole page, shows the bar while any is ticked, and clears it', async () => {
  const user = await openInbox();
  expect(bar()).toBeNull();
  await user.click(box('Selecionar Ana Lima'));
  // The first tick drawn before the keyboard's: under a loaded CPU a space pressed while that render
  // was pending was lost in the test's jsdom.
  await vi.waitFor(() => expect(box('Selecionar Ana Lima').checked).toBe(true));
  expect(within(await shownBar()).getByText('1 selecionado')).toBeTruthy();
  // The keyboard ticks a box too.
  box('Selecionar Bruno Reis').focus();
  await user.keyboard(' ');
  expect(await within(await shownBar()).findByText('2 selecionados')).toBeTruthy();
  // As for the first tick: the second drawn before the next press.
  await vi.waitFor(() => expect(box('Selecionar Bruno Reis').checked).toBe(true));
  expect(box('Selecionar todos desta página').checked).toBe(false);
  // Some of the page ticked: the page's box says so (half-ticked).
  expect(box('Selecionar todos desta página').indeterminate).toBe(true);

  await user.click(box('Selecionar todos desta página'));
  expect(await within(await shownBar()).findByText('3 selecionados')).toBeTruthy();
  // The boxes follow the selection.
  await vi.waitFor(() => expect([box('Selecionar Caio Spam').checked, box('Selecionar todos desta página').checked]).toEqual([true, true]));

  await user.click(within(await shownBar()).getByRole('button', { name: 'Limpar seleção' }));
  expect(bar()).toBeNull();
  await vi.waitFor(() => expect(['Selecionar Ana Lima', 'Selecionar Bruno Reis', 'Selecionar Caio Spam'].map((name) => box(name).checked)).toEqual([false, false, false]));
});

it('moves the page in one confirmation, leaving the lead already there and the spam lead as they are, and says so', async () => {
  const user = await openInbox();
  await user.click(box('Selecionar todos desta página'));
  await user.click(within(await shownBar()).getByRole('button', { name: 'Mudar etapa…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mudar a etapa dos leads selecionados' });
  // Fechado and Perdido ask for their outcome lead by lead: not offered here.
  const options = within(dialog).getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['Escolha a etapa', 'Novo', 'Em contato', 'Proposta enviada']);
  await user.selectOptions(within(dialog).getByLabelText('Nova etapa'), 'em_contato');
  expect(within(dialog).getByText('1 lead será movido para Em contato.')).toBeTruthy();
  expect(within(dialog).getByText('1 já está em Em contato e não muda.')).toBeTruthy();
  expect(within(dialog).getByText('1 está no spam e fica lá: só “Não é spam”, na página do lead, tira um lead do spam.')).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await vi.waitFor(() => expect(status().textContent).toBe('1 lead movido para Em contato; 1 já estava lá; 1 estava no spam e ficou lá.'));
  expect(applyBulk).toHaveBeenCalledOnce();
  // Every ticked lead goes to the write, which judges each again as stored.
  expect(vi.mocked(applyBulk).mock.calls[0][0].map((l) => l.id)).toEqual(['a', 'b', 'c']);
  expect(vi.mocked(applyBulk).mock.calls[0][1]).toEqual({ kind: 'stage', to: 'em_contato' });
  expect(bar()).toBeNull();
  await vi.waitFor(() => expect(box('Selecionar Ana Lima').checked).toBe(false));
});

it('assigns the ticked leads, and names a lead removed meanwhile in the staff language, never the raw error', async () => {
  failing.add('a');
  const user = await openInbox();
  await user.click(box('Selecionar Ana Lima'));
  await user.click(box('Selecionar Caio Spam'));
  await user.click(within(await shownBar()).getByRole('button', { name: 'Atribuir…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atribuir os leads selecionados' });
  const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
  expect(within(dialog).getByText('Escolha acima o que fazer.')).toBeTruthy();
  expect(confirm.hasAttribute('disabled')).toBe(true);
  // A spam lead can be assigned, as from its page.
  await user.selectOptions(within(dialog).getByLabelText('Responsável'), 'uid-bia');
  expect(within(dialog).getByText('2 leads serão atribuídos a bia@studio.test.')).toBeTruthy();
  await user.click(confirm);
  await vi.waitFor(() => expect(status().textContent).toContain('1 lead atribuído a bia@studio.test.'));
  expect(status().textContent).toContain('1 lead não foi alterado: Ana Lima (foi removido enquanto isso).');
});

it('marks as spam once confirmed; with nothing to change, confirming is not offered', async () => {
  const user = await openInbox();
  await user.click(box('Selecionar Caio Spam'));
  await user.click(within(await shownBar()).getByRole('button', { name: 'Marcar como spam' }));
  let dialog = await screen.findByRole('dialog', { name: 'Marcar os leads selecionados como spam' });
  expect(within(dialog).getByText('Nenhum dos leads selecionados muda com isso.')).toBeTruthy();
  expect(within(dialog).getByText('1 já está no spam.')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Confirmar' }).hasAttribute('disabled')).toBe(true);
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(applyBulk).not.toHaveBeenCalled();

  await user.click(box('Selecionar Ana Lima'));
  await user.click(within(await shownBar()).getByRole('button', { name: 'Marcar como spam' }));
  dialog = await screen.findByRole('dialog', { name: 'Marcar os leads selecionados como spam' });
  expect(within(dialog).getByText('1 lead será marcado como spam e sairá da lista (o filtro Etapa: Spam ainda o mostra).')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await vi.waitFor(() => expect(status().textContent).toBe('1 lead marcado como spam; 1 já estava no spam.'));
});

it('speaks the staff member’s language: the bar, the confirmation and the result', async () => {
  await act(() => i18next.changeLanguage('en'));
  rows.current = [lead('a', 'Ana Lima', 'novo'), lead('b', 'Bruno Reis', 'novo', 'uid-ana')];
  const router = createMemoryRouter([{ path: '/admin', Component: () => <InboxSection table={(props) => <InboxTable {...props} />} /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
  const actions = await screen.findByRole('group', { name: 'Actions on the selected leads' });
  expect(within(actions).getByText('2 selected')).toBeTruthy();
  await user.click(within(actions).getByRole('button', { name: 'Assign…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign the selected leads' });
  await user.selectOptions(within(dialog).getByLabelText('Assignee'), 'none');
  expect(within(dialog).getByText('1 lead will have no assignee.')).toBeTruthy();
  expect(within(dialog).getByText('1 already has no assignee and stays as is.')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await vi.waitFor(() => expect(status().textContent).toBe('1 lead left with no assignee; 1 already had no assignee.'));
});

it("draws a first page its route's loader already read in the page's first render, before the live query answers", async () => {
  rows.ahead = true;
  rows.silent = true;
  showInbox();
  // No waiting: the rows are in the first render, and the total is still being counted.
  expect(screen.getByRole('link', { name: 'Ana Lima' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Selecionar Caio Spam' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Páginas' }).textContent).toMatch(/1–3/);
});
