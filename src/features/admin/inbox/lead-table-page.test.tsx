// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * What a failed load of leads says: on a form's table (/admin/form-sites, /admin/leads/:formId) spec
 * 000 §8's 'Erro ao carregar dados dos formulários.', in the staff member's language; on the inbox its
 * own words. The reads are replaced at their seams in src/backend/, the live page failing at once.
 */
const failure = vi.hoisted(() => ({ code: 'unavailable' }));
vi.mock('../../../backend/inbox', () => ({
  readAheadResult: () => undefined,
  watchInbox: (_request: unknown, _onResult: unknown, onError: (error: Error) => void) => {
    onError(Object.assign(new Error('Failed to get document because the client is offline.'), { code: failure.code }));
    return () => {};
  },
  prefetchInbox: () => {},
}));
vi.mock('../../../backend/staff-list', () => ({ watchStaff: () => () => {} }));
vi.mock('../../../backend/submission-reads', () => ({
  watchSubmissionsByIds: () => () => {},
  watchSubmissionsPage: () => () => {},
  countSubmissions: vi.fn(),
  fetchSubmissionsPage: vi.fn(),
}));

const SPEC_TEXT = 'Erro ao carregar dados dos formulários.';
let LeadTablePage: typeof import('./lead-table-page').LeadTablePage;
let InboxSection: typeof import('./inbox-section').InboxSection;

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ LeadTablePage } = await import('./lead-table-page'));
  ({ InboxSection } = await import('./inbox-section'));
});
beforeEach(() => {
  failure.code = 'unavailable';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18next.changeLanguage('pt');
});

/** The page's alert, once its form's definition has loaded (its own chunk) and the read has failed. */
const alertText = async () => (await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent ?? '';

function open(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('a failed load of leads', () => {
  it('on /admin/form-sites says the spec’s words, not the inbox’s', async () => {
    open('/admin/form-sites', <LeadTablePage formId="criacao_sites" />);
    const text = await alertText();
    expect(text.startsWith(SPEC_TEXT), text).toBe(true);
    expect(text).not.toMatch(/contatos/);
    // Firestore's code stays behind "Detalhes".
    expect(screen.getByText('Detalhes').closest('details')!.textContent).toBe('Detalhesunavailable');
  });

  it('says it in Spanish and English, and still names a missing index under it', async () => {
    failure.code = 'failed-precondition';
    await i18next.changeLanguage('es');
    open('/admin/form-sites', <LeadTablePage formId="criacao_sites" />);
    expect(await alertText()).toMatch(/^Error al cargar los datos de los formularios\.La consulta necesita un índice de Firestore/);
    cleanup();
    await i18next.changeLanguage('en');
    open('/admin/form-sites', <LeadTablePage formId="criacao_sites" />);
    expect(await alertText()).toMatch(/^Error loading the forms' data\.The query needs a Firestore index/);
  });

  it('on the inbox keeps the inbox’s own message', async () => {
    open('/admin', <InboxSection table={() => null} />);
    const text = await alertText();
    expect(text).toMatch(/^Não foi possível carregar os contatos\./);
    expect(text).not.toContain(SPEC_TEXT);
  });
});
