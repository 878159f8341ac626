// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { cancelStaffInvite, inviteStaff, listStaff, listStaffInvites, revokeStaff, setStaffRole, type StaffMember } from '../../../backend/callables';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The team page as an owner and as a member see it: roles shown to both, actions to owners only (a
 * member is told why and whom to ask), the only owner's role left alone, stepping down asked first,
 * and a refusal of the server said in Portuguese. The callables are replaced at their seam.
 */
vi.mock('../../../backend/callables', () => ({
  listStaff: vi.fn(),
  listStaffInvites: vi.fn(),
  inviteStaff: vi.fn(),
  cancelStaffInvite: vi.fn(),
  revokeStaff: vi.fn(),
  setStaffRole: vi.fn(),
}));

const ANA: StaffMember = { uid: 'ana', email: 'ana@movaly.test', role: 'owner', since: '2026-01-05T12:00:00Z' };
const BIA: StaffMember = { uid: 'bia', email: 'bia@movaly.test', role: 'member', since: '2026-02-05T12:00:00Z' };
const CAIO: StaffMember = { uid: 'caio', email: 'caio@movaly.test', role: 'owner', since: '2026-03-05T12:00:00Z' };

/** A page of clicks in jsdom on a busy machine takes seconds. */
const CLICKS = { timeout: 20_000 };

let TeamPage: typeof import('./team-page').TeamPage;

beforeAll(async () => {
  await startI18n();
  ({ TeamPage } = await import('./team-page'));
});
beforeEach(() => vi.resetAllMocks());
afterEach(() => {
  cleanup();
  // One toast at a time (src/components/ui/toaster.tsx): an earlier test's would hold this one's back.
  toaster.remove();
});

async function openTeam(viewer: string, team: StaffMember[]) {
  vi.mocked(listStaff).mockResolvedValue(team);
  vi.mocked(listStaffInvites).mockResolvedValue([]);
  const router = createMemoryRouter([{ element: <Outlet context={{ uid: viewer }} />, children: [{ path: '/admin/team', Component: TeamPage }] }], {
    initialEntries: ['/admin/team'],
  });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  await screen.findByRole('table');
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const rowOf = (email: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(email))!;

it("shows a member everyone's role and no action, and says why and whom to ask", async () => {
  await openTeam('bia', [ANA, BIA, CAIO]);
  expect(within(rowOf(ANA.email)).getByText('Proprietário')).toBeTruthy();
  expect(within(rowOf(BIA.email)).getByText('Membro')).toBeTruthy();
  expect(screen.getByText('Só proprietários liberam ou removem acessos e mudam papéis. Para isso, fale com: ana@movaly.test, caio@movaly.test.')).toBeTruthy();
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.queryByRole('textbox', { name: 'E-mail da pessoa' })).toBeNull();
});

it("lets an owner grant with a role, change others' roles and remove them, but leaves the only owner's role alone", CLICKS, async () => {
  const user = await openTeam('ana', [ANA, BIA]);
  expect(within(rowOf(ANA.email)).getByText('Único proprietário: torne outra pessoa proprietária para mudar este papel.')).toBeTruthy();
  expect(within(rowOf(ANA.email)).queryAllByRole('button')).toEqual([]);

  vi.mocked(setStaffRole).mockResolvedValue({ email: BIA.email, role: 'owner' });
  vi.mocked(listStaff).mockResolvedValue([ANA, { ...BIA, role: 'owner' }]);
  await user.click(screen.getByRole('button', { name: 'Tornar bia@movaly.test proprietário' }));
  expect(setStaffRole).toHaveBeenCalledWith(BIA.email, 'owner');
  // Two owners now: each may become a member.
  await screen.findByRole('button', { name: 'Tornar ana@movaly.test membro' });
  expect(screen.getByRole('button', { name: 'Tornar bia@movaly.test membro' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Remover acesso de bia@movaly.test' })).toBeTruthy();

  // Access is given by invitation: sent, said, and listed until accepted, where it can be cancelled.
  vi.mocked(inviteStaff).mockResolvedValue({ email: 'duda@movaly.test', expiresAt: '2026-12-06T12:00:00Z' });
  vi.mocked(listStaffInvites).mockResolvedValue([{ email: 'duda@movaly.test', role: 'owner', expiresAt: '2026-12-06T12:00:00Z' }]);
  await user.type(screen.getByRole('textbox', { name: 'E-mail da pessoa' }), 'duda@movaly.test');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Papel' }), 'owner');
  await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
  await waitFor(() => expect(inviteStaff).toHaveBeenCalledWith('duda@movaly.test', 'owner'));
  const invited = within(await screen.findByRole('table', { name: 'Convites ainda não aceitos' }));
  expect(invited.getByRole('row', { name: /duda@movaly\.test Proprietário/ })).toBeTruthy();
  vi.mocked(cancelStaffInvite).mockResolvedValue({ email: 'duda@movaly.test' });
  vi.mocked(listStaffInvites).mockResolvedValue([]);
  await user.click(invited.getByRole('button', { name: 'Cancelar o convite de duda@movaly.test' }));
  await waitFor(() => expect(screen.queryByRole('table', { name: 'Convites ainda não aceitos' })).toBeNull());
  expect(cancelStaffInvite).toHaveBeenCalledWith('duda@movaly.test');
  expect(revokeStaff).not.toHaveBeenCalled();
});

it('asks an owner before they step down themselves; Cancel changes nothing', CLICKS, async () => {
  const user = await openTeam('ana', [ANA, CAIO]);
  await user.click(screen.getByRole('button', { name: 'Tornar ana@movaly.test membro' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Deixar de ser proprietário?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(setStaffRole).not.toHaveBeenCalled();

  vi.mocked(setStaffRole).mockResolvedValue({ email: ANA.email, role: 'member' });
  await user.click(screen.getByRole('button', { name: 'Tornar ana@movaly.test membro' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tornar-me membro' }));
  await waitFor(() => expect(setStaffRole).toHaveBeenCalledWith(ANA.email, 'member'));
});

it("says the server's refusal in Portuguese and reads the team again, so a demoted owner's buttons go", CLICKS, async () => {
  const user = await openTeam('ana', [ANA, CAIO, BIA]);
  vi.mocked(revokeStaff).mockRejectedValue(
    Object.assign(new Error('Only owners may change the team.'), { code: 'functions/permission-denied', details: { reason: 'not-owner' } }),
  );
  // Meanwhile Caio made Ana a member.
  vi.mocked(listStaff).mockResolvedValue([{ ...ANA, role: 'member' }, CAIO, BIA]);
  await user.click(screen.getByRole('button', { name: 'Remover acesso de bia@movaly.test' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover acesso' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Só proprietários podem liberar ou remover acessos e mudar papéis, e sua conta é de membro.');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remover acesso de bia@movaly.test' })).toBeNull());
  expect(screen.getByText('Só proprietários liberam ou removem acessos e mudam papéis. Para isso, fale com: caio@movaly.test.')).toBeTruthy();
});

it("tells the owner how many calls the person holds before removing them, and where those calls went after", CLICKS, async () => {
  const user = await openTeam('ana', [ANA, { ...BIA, upcomingCalls: 2 }]);
  vi.mocked(revokeStaff).mockResolvedValue({ email: BIA.email, handedOver: 1, unassigned: 1 });
  await user.click(screen.getByRole('button', { name: 'Remover acesso de bia@movaly.test' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remover o acesso de bia@movaly.test?' });
  expect(dialog.textContent).toContain('bia@movaly.test tem 2 conversas marcadas. Elas passam a colegas livres no mesmo horário');
  vi.mocked(listStaff).mockResolvedValue([ANA]);
  await user.click(within(dialog).getByRole('button', { name: 'Remover acesso' }));
  expect(await screen.findByText('Conversas passadas a colegas: 1. Conversas sem responsável: 1 (veja o início do painel).')).toBeTruthy();
});
