// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { openDraft, saveDraft, stopDraftReminders } from '../../backend/callables';
import { callMomentWithZone } from '../../domain/booking/lead-call';
import { BriefingPage } from '../../features/briefings/briefing-page';
import { startI18n } from '../../test-setup/jsdom-for-forms';
import { loadForm, pageForms } from '../browser-registry';

/*
 * "Continuar depois" (issue 40) on a long briefing shown in steps, as the visitor meets it: the button on
 * every step, the dialog (loaded on demand) with their own e-mail answer and the consent unticked, the
 * link's answers and step restored on another device, a wrong link told in plain words. The callables
 * are replaced at their seam (src/backend/callables.ts); the function's side is tests/functions/form-drafts.test.ts.
 */
vi.mock('../../backend/callables', () => ({ saveDraft: vi.fn(), openDraft: vi.fn(), stopDraftReminders: vi.fn(), openSlots: vi.fn(), bookCall: vi.fn() }));
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn(async () => 'lead-1') }));

const LONG = 'conteudo_estrategico';
const SHORT = 'automacao_instagram';
const routeOf = (id: string) => pageForms.find((f) => f.id === id)!.meta.route!;
const TOKEN = 'T'.repeat(43);

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.mocked(saveDraft).mockReset();
  vi.mocked(openDraft).mockReset();
});

async function openBriefing(id: string, address = routeOf(id)) {
  const router = createMemoryRouter(
    [
      { path: routeOf(id), loader: () => loadForm(id), Component: BriefingPage, HydrateFallback: () => null },
      { path: '/', element: <p>Página inicial</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
  return { router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) as UserEvent };
}

describe('"Continuar depois"', () => {
  it('is offered on each step of a long briefing, sends its answers, step and the visitor’s own e-mail, and says until when the link works', async () => {
    const expiresAt = Date.UTC(2026, 11, 30, 15);
    vi.mocked(saveDraft).mockResolvedValue({ ok: true, emailed: true, expiresAt, token: TOKEN });
    const { user } = await openBriefing(LONG);
    await user.type(screen.getByLabelText(/^Nome completo/), 'Carla Mendes');
    await user.type(screen.getByLabelText(/^E-mail/), 'carla@example.com');
    const later = screen.getByRole('button', { name: 'Continuar depois' });
    await user.click(later);

    const dialog = await screen.findByRole('dialog', { name: 'Continuar depois' });
    const email = within(dialog).getByLabelText('Seu e-mail');
    expect((email as HTMLInputElement).value).toBe('carla@example.com');
    await waitFor(() => expect(document.activeElement).toBe(email));
    const consent = within(dialog).getByRole('checkbox', { name: 'Pode entrar em contato comigo sobre este briefing antes de eu terminar' });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(consent);
    // Zag tells the box's change a moment after the click.
    await waitFor(() => expect((consent as HTMLInputElement).checked).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar o link' }));

    expect((await within(dialog).findByRole('status')).textContent).toBe(`Pronto! Enviamos o link para carla@example.com. Ele vale até ${callMomentWithZone(expiresAt, 'pt')}.`);
    expect(saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ formId: LONG, email: 'carla@example.com', consent: true, locale: 'pt', step: 'dados-gerais', answers: expect.objectContaining({ nomeCompleto: 'Carla Mendes', email: 'carla@example.com' }) }),
    );
    expect(localStorage.getItem(`movaly.draft.${LONG}.link`)).toBe(TOKEN);
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    // Focus moves to "Fechar" once the dialog has drawn its answer: a moment after it on a loaded machine.
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.click(close);
    await waitFor(() => expect(document.activeElement).toBe(later));
    // The typed answers stay in the form and in this browser's draft.
    expect((screen.getByLabelText(/^Nome completo/) as HTMLInputElement).value).toBe('Carla Mendes');

    // Saved again on this device: the same link, the same draft.
    vi.mocked(saveDraft).mockResolvedValue({ ok: true, emailed: false, expiresAt });
    await user.click(later);
    const again = await screen.findByRole('dialog', { name: 'Continuar depois' });
    await user.click(within(again).getByRole('button', { name: 'Enviar o link' }));
    expect((await within(again).findByRole('status')).textContent).toContain('O link que você recebeu continua valendo');
    expect(saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ token: TOKEN }));
    // Closed the second time too (its code already loaded), the focus is back where the visitor left.
    await user.click(within(again).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(document.activeElement).toBe(later));
  });

  it('names the answers that cannot be saved yet, and keeps the dialog open to try again', async () => {
    vi.mocked(saveDraft).mockResolvedValue({ ok: false, reason: 'invalid', fields: ['redesSociais'] });
    const { user } = await openBriefing(LONG);
    await user.click(screen.getByRole('button', { name: 'Continuar depois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continuar depois' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar o link' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Informe um e-mail válido');
    expect(saveDraft).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Seu e-mail'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar o link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Algumas respostas ainda não podem ser salvas: Redes sociais. Corrija-as e tente de novo.');
    expect((within(dialog).getByRole('button', { name: 'Enviar o link' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opened from the link on another device, shows every saved answer on the saved step and drops the token from the address', async () => {
    vi.mocked(openDraft).mockResolvedValue({
      ok: true,
      formId: LONG,
      answers: { nomeCompleto: 'Carla Mendes', email: 'carla@example.com', objetivoPrincipal: undefined },
      step: 'tipo-conteudo',
      email: 'carla@example.com',
      consent: false,
      expiresAt: Date.now() + 86_400_000,
    });
    const { router } = await openBriefing(LONG, `${routeOf(LONG)}#retomar=${TOKEN}`);
    await waitFor(() => expect(router.state.location.search).toContain('etapa=tipo-conteudo'));
    expect(openDraft).toHaveBeenCalledWith(TOKEN, LONG);
    expect(router.state.location.hash).toBe('');
    await waitFor(() => expect(screen.getByText(/^Etapa \d de \d$/, { selector: 'p' }).textContent).toMatch(/^Etapa 3 de/));
    expect(localStorage.getItem(`movaly.draft.${LONG}.link`)).toBe(TOKEN);
    // Back through the steps to the first, which shows the saved name.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: 'Etapa anterior' }));
    await waitFor(() => expect(screen.getByText(/^Etapa \d de \d$/, { selector: 'p' }).textContent).toMatch(/^Etapa 2 de/));
    await user.click(screen.getByRole('button', { name: 'Etapa anterior' }));
    await waitFor(() => expect(router.state.location.search).toContain('etapa=dados-gerais'));
    await waitFor(() => expect(screen.getByText(/^Etapa \d de \d$/, { selector: 'p' }).textContent).toMatch(/^Etapa 1 de/));
    expect((screen.getByLabelText(/^Nome completo/) as HTMLInputElement).value).toBe('Carla Mendes');
    // Kept in this browser's own draft too (written within its 400 ms), as typed answers are.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(`movaly.draft.${LONG}`) ?? '{}')).toMatchObject({ nomeCompleto: 'Carla Mendes' }));
  });

  it('from an expired link, says so in plain words and offers to start again', async () => {
    vi.mocked(openDraft).mockResolvedValue({ ok: false, reason: 'expired' });
    const { user } = await openBriefing(LONG, `${routeOf(LONG)}#retomar=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível abrir este link. Ele venceu: um link vale 30 dias desde o último salvamento.');
    await user.click(within(alert).getByRole('button', { name: 'Começar de novo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText(/^Nome completo/) as HTMLInputElement).value).toBe('');
  });

  it('from the e-mails’ "não quero mais lembretes", turns the reminder off at once and says so, and opens nothing', async () => {
    vi.mocked(stopDraftReminders).mockResolvedValue({ ok: true });
    const { router } = await openBriefing(LONG, `${routeOf(LONG)}#sem-lembretes=${TOKEN}`);
    expect((await screen.findByRole('status')).textContent).toBe('Pronto: não enviaremos lembretes sobre este briefing. O link para continuar segue valendo.');
    expect(stopDraftReminders).toHaveBeenCalledWith(TOKEN);
    expect(openDraft).not.toHaveBeenCalled();
    expect(router.state.location.hash).toBe('');
  });

  it('is not offered on a short briefing', async () => {
    await openBriefing(SHORT);
    expect(screen.getByRole('button', { name: /Próxima etapa|Enviar/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar depois' })).toBeNull();
  });
});
