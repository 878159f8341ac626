// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import type { Membership } from '../../backend/membership';
import { i18next } from '../../i18n';
import { startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The gate as a removed colleague's open tab meets it: the staff page stays mounted only while the
 * member's own staff/{uid} document exists, and gives way to the lost-access page, in the staff
 * member's language, the moment it is gone; a tab without a connection is told so, not that its
 * access was removed. Firebase is replaced at its seams in src/backend/.
 */
vi.mock('../../backend/auth', async (original) => ({
  ...(await original<typeof import('../../backend/auth')>()),
  watchSession: (onChange: (session: { uid: string; email: string; staff: boolean }) => void) => {
    onChange({ uid: 'colega-1', email: 'colega@example.com', staff: true });
    return () => {};
  },
}));
vi.mock('../../backend/app-check', () => ({ ensureAppCheck: () => Promise.resolve(), appCheckSettled: () => false }));

/** The membership listener the gate starts, driven by the test as Firestore would drive it. */
const membership = {
  uid: undefined as string | undefined,
  push: (() => {}) as (m: Membership) => void,
  stopped: false,
  /** What the staff area's loader already read (knownMembership), if anything. */
  known: undefined as { membership: Membership; role: 'member' | 'owner' } | undefined,
};
vi.mock('../../backend/membership', () => ({
  knownMembership: () => membership.known,
  readMembershipAhead: () => {},
  watchMembership: (uid: string, onChange: (m: Membership) => void) => {
    membership.uid = uid;
    membership.push = onChange;
    membership.stopped = false;
    return () => {
      membership.stopped = true;
    };
  },
}));

/** A staff page with a live read of its own, which must stop when the page goes. */
const page = { listening: false };
function LivePage() {
  useEffect(() => {
    page.listening = true;
    return () => {
      page.listening = false;
    };
  }, []);
  return <h1>Leads</h1>;
}

let StaffGate: typeof import('./staff-gate').StaffGate;
beforeAll(async () => {
  await startI18n();
  ({ StaffGate } = await import('./staff-gate'));
});

afterEach(async () => {
  cleanup();
  membership.known = undefined;
  await i18next.changeLanguage('pt');
});

async function openStaffPage() {
  const router = createMemoryRouter([{ path: '/admin', Component: StaffGate, children: [{ index: true, Component: LivePage }] }], {
    initialEntries: ['/admin'],
  });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  // App Check's promise settles first.
  await act(async () => {});
}

describe('the staff gate', () => {
  it('shows the staff page only once the membership document is seen, for the signed-in account', async () => {
    await openStaffPage();
    expect(membership.uid).toBe('colega-1');
    expect(screen.queryByRole('heading', { name: 'Leads' })).toBeNull();
    act(() => membership.push('member'));
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeTruthy();
    expect(page.listening).toBe(true);
  });

  it('opens the page at once when the loader already read the membership, and still follows the listener', async () => {
    membership.known = { membership: 'member', role: 'member' };
    await openStaffPage();
    // No answer of the listener yet: the read ahead was enough.
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeTruthy();
    act(() => membership.push('removed'));
    expect(screen.queryByRole('heading', { name: 'Leads' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Seu acesso à área da equipe foi removido.' })).toBeTruthy();
  });

  it('unmounts the staff page, its live reads included, and says the access was removed when the document goes', async () => {
    await openStaffPage();
    act(() => membership.push('member'));
    act(() => membership.push('removed'));
    expect(screen.queryByRole('heading', { name: 'Leads' })).toBeNull();
    expect(page.listening).toBe(false);
    const heading = screen.getByRole('heading', { level: 1, name: 'Seu acesso à área da equipe foi removido.' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/A conta colega@example.com não tem mais acesso/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    // The staff bar and its link to the dashboard go with the page.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opened without a connection, says so, never that access was removed, and opens the page once the server answers', async () => {
    await openStaffPage();
    act(() => membership.push('offline'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Sem conexão.' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/a página abre sozinha assim que a conexão voltar/i)).toBeTruthy();
    expect(screen.queryByText(/removido|não tem mais acesso/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Leads' })).toBeNull();
    act(() => membership.push('member'));
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeTruthy();
  });

  it('keeps an open page when the connection drops', async () => {
    await openStaffPage();
    act(() => membership.push('member'));
    act(() => membership.push('offline'));
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeTruthy();
    expect(page.listening).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Sem conexão.' })).toBeNull();
  });

  it('says offline in Spanish and English too', async () => {
    for (const [language, title] of [
      ['es', 'Sin conexión.'],
      ['en', 'No connection.'],
    ]) {
      await i18next.changeLanguage(language);
      await openStaffPage();
      act(() => membership.push('offline'));
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      cleanup();
    }
  });

  it('says it in the staff member’s language, and stops watching when the gate goes', async () => {
    await i18next.changeLanguage('en');
    await openStaffPage();
    act(() => membership.push('removed'));
    expect(screen.getByRole('heading', { level: 1, name: 'Your access to the staff area was removed.' })).toBeTruthy();
    cleanup();
    expect(membership.stopped).toBe(true);
  });
});
