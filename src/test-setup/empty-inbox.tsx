import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getSystem } from '../app/system';
import { type InboxRequest, watchInbox } from '../backend/inbox';
import { startI18n } from './jsdom-for-forms';

/*
 * The inbox section's tests (src/features/admin/inbox/inbox-*.test.tsx), Firestore replaced at its
 * seams: the test file mocks src/backend/inbox.ts and staff-list.ts itself (vitest hoists vi.mock only
 * there), and every query the section asks is kept and answered empty here.
 */

/** Registers the hooks; returns the section as the admin home draws it, with no table under it. */
export function withEmptyInbox() {
  // Loaded once i18next has started and the staff strings have joined it, as the admin chunk is.
  let InboxSection: typeof import('../features/admin/inbox/inbox-section').InboxSection;
  beforeAll(async () => {
    await startI18n();
    await import('../features/admin/staff-strings');
    ({ InboxSection } = await import('../features/admin/inbox/inbox-section'));
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
  return function EmptyInbox() {
    return <InboxSection table={() => null} />;
  };
}

/** Draws a router's page inside the app's theme. */
export const showRouter = (router: ReturnType<typeof createMemoryRouter>) =>
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );

/** The URL's query string, where the chosen filters end. */
export const search = (router: { state: { location: { search: string } } }) => router.state.location.search;
/** The last query the section asked of Firestore. */
export const lastQuery = () => vi.mocked(watchInbox).mock.calls.at(-1)![0];
