// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { lastQuery, search, showRouter, withEmptyInbox } from '../../../test-setup/empty-inbox';

/*
 * Issue 29: filters chosen in quick succession all end in the URL and in the query. The router is a
 * data router with a loader, as the admin home's (`inboxLoader`): a navigation shows only once its
 * loader is done, so a second change made before that finds the page still drawing the old URL,
 * which is how a stage chosen and then a date 300 ms later lost the stage. Firestore is replaced at
 * its seams (src/backend/inbox.ts, staff-list.ts): every query asked is kept and answered empty.
 */
vi.mock('../../../backend/inbox', () => ({ watchInbox: vi.fn(), readAheadResult: () => undefined }));
vi.mock('../../../backend/staff-list', () => ({ watchStaff: () => () => {} }));

const EmptyInbox = withEmptyInbox();

/** A navigation waits for this long in the loader: the gap in which the second change is made. */
const LOADER_MS = 40;

async function openInbox(url = '/admin') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: () => new Promise<null>((done) => setTimeout(() => done(null), LOADER_MS)),
        Component: EmptyInbox,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  showRouter(router);
  // The first draw loads the page's parts: longer than findBy's default second on a busy machine (a clean-clone run).
  await screen.findByLabelText('Etapa', {}, { timeout: 10_000 });
  return router;
}

/** What a control shows (a select's or a date's value). */
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

it('keeps a stage, a date and an assignee chosen back to back, before the page has drawn the first', async () => {
  const router = await openInbox();
  // Three controls changed in one go: no navigation has been shown between them.
  fireEvent.change(screen.getByLabelText('Etapa'), { target: { value: 'novo' } });
  fireEvent.change(screen.getByLabelText('Recebido de'), { target: { value: '2026-01-05' } });
  fireEvent.change(screen.getByLabelText('Responsável'), { target: { value: 'none' } });

  await waitFor(() => expect(search(router)).toBe('?stage=novo&assignee=none&from=2026-01-05'));
  // The controls and the query follow the URL.
  await waitFor(() => expect(valueOf('Etapa')).toBe('novo'));
  expect(valueOf('Recebido de')).toBe('2026-01-05');
  // The query follows once the page has read the new URL (a moment later on a busy machine).
  await waitFor(() => expect(lastQuery().filters).toMatchObject({ stage: 'novo', from: '2026-01-05', assignee: 'none' }));
});

it('keeps the search and the filters of a URL opened with them, and goes back to page 1', async () => {
  const router = await openInbox('/admin?q=ana&overdue=1&page=3&after=1.000000000~x');
  fireEvent.change(screen.getByLabelText('Etapa'), { target: { value: 'proposta_enviada' } });
  fireEvent.change(screen.getByLabelText('Responsável'), { target: { value: 'none' } });
  await waitFor(() => expect(search(router)).toBe('?q=ana&stage=proposta_enviada&assignee=none&overdue=1'));
});

it('starts a change from the URL Back shows, not from a change already shown', async () => {
  const router = await openInbox();
  fireEvent.change(screen.getByLabelText('Etapa'), { target: { value: 'novo' } });
  await waitFor(() => expect(search(router)).toBe('?stage=novo'));
  fireEvent.change(screen.getByLabelText('Etapa'), { target: { value: 'fechado' } });
  await waitFor(() => expect(search(router)).toBe('?stage=fechado'));

  await act(() => router.navigate(-1));
  await waitFor(() => expect(valueOf('Etapa')).toBe('novo'));
  fireEvent.change(screen.getByLabelText('Recebido de'), { target: { value: '2026-02-01' } });
  await waitFor(() => expect(search(router)).toBe('?stage=novo&from=2026-02-01'));
});

it('keeps a search typed while the one before is still on its way, and follows Back when nothing new was typed', async () => {
  const router = await openInbox();
  const box = () => screen.getByLabelText('Buscar por nome, e-mail, telefone ou empresa') as HTMLInputElement;
  fireEvent.change(box(), { target: { value: 'ana' } });
  fireEvent.submit(screen.getByRole('search'));
  // Typed before the first search has landed (its loader still runs).
  fireEvent.change(box(), { target: { value: 'bruno' } });
  await waitFor(() => expect(search(router)).toBe('?q=ana'));
  expect(box().value).toBe('bruno');

  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(search(router)).toBe('?q=bruno'));
  await act(() => router.navigate(-1));
  await waitFor(() => expect(search(router)).toBe('?q=ana'));
  // The box follows the URL once the page has drawn it (a moment later on a busy machine).
  await waitFor(() => expect(box().value).toBe('ana'));
});
