// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { gatedCreate } from '../../backend/gated-create';
import { subscribeToNewsletter } from '../../backend/newsletter';
import { Toaster, toaster } from '../../components/ui/toaster';
import { BOT_TRAP } from '../../forms/core/record';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';
import { description } from '../../test-setup/jsdom-for-forms';

/*
 * The newsletter card as a visitor meets it (spec 000 sections 4, 5, 8): its messages, the 'todos' rule,
 * a signup made by keyboard, what a failure keeps, and the briefings' bot trap it carries
 * (src/forms/runner/bot-trap-field.tsx, use-bot-trap.ts): a field people never meet, and the time the
 * card was on screen, handed to the backend with the signup. Firestore is replaced at its seam,
 * src/backend/newsletter.ts (and, for that seam's own write, src/backend/gated-create.ts). Moved down
 * from tests/e2e/leads.spec.ts (issue 36), which keeps one signup really stored; the function that
 * marks a trapped signup as spam is tests/functions/create-lead.test.ts's.
 */
vi.mock('../../backend/newsletter', () => ({ subscribeToNewsletter: vi.fn() }));
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn(async () => 'signup-1') }));

const CONTACT_REQUIRED = 'Por favor, informe pelo menos um e-mail ou WhatsApp';
const NEWSLETTER_OK = 'Cadastro realizado com sucesso! Em breve você receberá nossas novidades.';
const SERVICES = ['Vídeos Cinematográficos', 'Clone Digital com IA', 'Avatares Humanizados', 'Conteúdo Estratégico', 'Clonagem de Voz', 'Criação de Sites'];

let NewsletterCard: typeof import('./newsletter-card').NewsletterCard;
beforeAll(async () => {
  await initClientI18n('pt', [SHARED_NS, 'features/home.leads']);
  ({ NewsletterCard } = await import('./newsletter-card'));
});
beforeEach(() => {
  vi.mocked(subscribeToNewsletter).mockReset();
  vi.mocked(subscribeToNewsletter).mockResolvedValue();
});
afterEach(() => {
  // One toast at a time (toaster.tsx): the last test's would hold the next one's back.
  toaster.remove();
  cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openCard() {
  const { container } = render(
    <ChakraProvider value={getSystem()}>
      <NewsletterCard />
      <Toaster />
    </ChakraProvider>,
  );
  const trap = container.querySelector<HTMLInputElement>('input[name="website_url"]');
  // The card itself (its messages), apart from the toasts' region.
  const card = within(container.querySelector<HTMLElement>('section#newsletter')!);
  return { container, card, trap: trap!, user: userEvent.setup({ delay: null }) };
}

/** What Playwright's fill does: the field's text replaced at once. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { exact: true });

describe('the newsletter card’s bot trap', () => {
  it('is the briefings’ own field: in the form, out of the tab order, hidden from assistive technology, autofill off', () => {
    const { trap } = openCard();
    expect(trap).toBeTruthy();
    expect(trap.closest('form')?.getAttribute('aria-labelledby')).toBe('newsletter-title');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    // Not among the controls a screen reader lists: the card's textboxes are the e-mail and the WhatsApp.
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('name'))).toEqual(['email', 'whatsapp']);
  });

  it('hands a person’s signup on with an empty honeypot and the time the card was on screen', async () => {
    const { user } = openCard();
    const shown = Date.now();
    await user.type(screen.getByLabelText('Seu e-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(subscribeToNewsletter).toHaveBeenCalledTimes(1));
    const [signup, trap] = vi.mocked(subscribeToNewsletter).mock.calls[0];
    expect(signup).toEqual({ email: 'ana@example.com', whatsapp: null, service_interests: ['todos'] });
    expect(trap.honeypot).toBe('');
    expect(trap.fillMs).toBeGreaterThanOrEqual(0);
    expect(trap.fillMs).toBeLessThanOrEqual(Date.now() - shown + 1000);
  });

  it('hands on what a script wrote into the trap, and times a second signup from the first one’s success', async () => {
    const mounted = Date.now();
    const { user, trap } = openCard();
    // A script fills every input, the hidden one included.
    trap.value = 'https://spam.example';
    await user.type(screen.getByLabelText('Seu e-mail'), 'bot@example.com');
    await pause(300);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(subscribeToNewsletter).toHaveBeenCalledTimes(1));
    expect(vi.mocked(subscribeToNewsletter).mock.calls[0][1]).toMatchObject({ honeypot: 'https://spam.example', fillMs: expect.any(Number) });
    expect(vi.mocked(subscribeToNewsletter).mock.calls[0][1].fillMs).toBeGreaterThanOrEqual(290);

    // The clock starts again once a signup went through: the next one is not timed from the card's first showing.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Seu e-mail').value).toBe(''));
    await pause(50);
    trap.value = '';
    await user.type(screen.getByLabelText('Seu e-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(subscribeToNewsletter).toHaveBeenCalledTimes(2));
    const second = vi.mocked(subscribeToNewsletter).mock.calls[1][1];
    expect(second.honeypot).toBe('');
    expect(second.fillMs).toBeGreaterThanOrEqual(40);
    expect(second.fillMs).toBeLessThan(Date.now() - mounted - 250);
  });

  it('lies off screen, and Tab from before the card to its send button never lands on it', async () => {
    const { trap, user } = openCard();
    const hider = trap.closest<HTMLElement>('[aria-hidden="true"]')!;
    expect([hider.style.position, hider.style.left, hider.style.overflow]).toEqual(['absolute', '-10000px', 'hidden']);

    // From before the card (nothing focused; the trap comes first in its form) to its send button.
    const send = screen.getByRole('button', { name: 'Cadastrar' });
    expect(document.activeElement).toBe(document.body);
    const visited: string[] = [];
    for (let i = 0; i < 20 && document.activeElement !== send; i++) {
      await user.tab();
      visited.push(document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim() ?? '');
    }
    expect(visited[0]).toBe('email');
    expect(visited.at(-1)).toBe('Cadastrar');
    expect(visited).not.toContain('website_url');
  });

  it('is written with the signup to newsletter_subscribers, where the function judges it', async () => {
    const { subscribeToNewsletter: store } = await vi.importActual<typeof import('../../backend/newsletter')>('../../backend/newsletter');
    await store({ email: 'robo@example.com', whatsapp: null, service_interests: ['todos'] }, { honeypot: 'https://spam.example', fillMs: 420.4 });
    expect(gatedCreate).toHaveBeenCalledWith('newsletter_subscribers', {
      email: 'robo@example.com',
      whatsapp: null,
      service_interests: ['todos'],
      [BOT_TRAP.honeypot]: 'https://spam.example',
      [BOT_TRAP.fillMs]: 420,
    });
  });
});

describe('the newsletter card’s messages', () => {
  it('asks for a contact, then for a well-formed e-mail, hands nothing on until one is given, and shows that it is sending', async () => {
    const { card, user } = openCard();
    expect(card.getByRole('heading', { level: 2, name: 'Receba Nossas Novidades' })).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('Seu e-mail');
    const whatsapp = screen.getByLabelText<HTMLInputElement>('Seu WhatsApp');
    expect(email.type).toBe('email');
    expect(whatsapp.placeholder).toBe('(xx) xxxxx-xxxx');

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(card.getByText(CONTACT_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(description(email)).toBe(CONTACT_REQUIRED);
    expect(description(whatsapp)).toBe(CONTACT_REQUIRED);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await fill(user, email, 'ana@exemplo');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(card.getByText('Email inválido')).toBeTruthy();
    expect(description(email)).toMatch(/Email inválido/);
    expect(subscribeToNewsletter).not.toHaveBeenCalled();

    // The refusal's toast leaves (the region shows one at a time, toaster.tsx); the signup is held
    // until the sending state has been seen, then let through.
    act(() => toaster.remove());
    let release = () => {};
    vi.mocked(subscribeToNewsletter).mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    await fill(user, email, '');
    await fill(user, whatsapp, '(11) 98888-7777');
    expect(card.queryByText(CONTACT_REQUIRED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const sending = await card.findByRole('button', { name: 'Cadastrando...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText(NEWSLETTER_OK)).toBeTruthy();
    expect(whatsapp.value).toBe('');
    expect((card.getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(false);
    expect(subscribeToNewsletter).toHaveBeenCalledTimes(1);
    expect(vi.mocked(subscribeToNewsletter).mock.calls[0][0]).toEqual({ email: null, whatsapp: '(11) 98888-7777', service_interests: ['todos'] });
  });

  it('keeps the fields after a failed signup and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    vi.mocked(subscribeToNewsletter).mockRejectedValueOnce(new Error('unavailable'));
    const { card, user } = openCard();
    await fill(user, screen.getByLabelText('Seu e-mail'), 'sem.rede@example.com');
    await user.click(box('Criação de Sites'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Erro ao realizar cadastro. Tente novamente.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Seu e-mail').value).toBe('sem.rede@example.com');
    expect(box('Criação de Sites').checked).toBe(true);
    expect((card.getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the newsletter card’s interests', () => {
  it("follow the 'todos' rule", async () => {
    const { user } = openCard();
    await user.click(box('Clone Digital com IA'));
    expect(box('Clone Digital com IA').checked).toBe(true);
    await user.click(box('Todos'));
    for (const name of SERVICES) expect([name, box(name).checked, box(name).disabled]).toEqual([name, true, true]);
    await user.click(box('Todos'));
    for (const name of SERVICES) expect([name, box(name).checked, box(name).disabled]).toEqual([name, false, false]);
    await user.click(box('Todos'));
    await user.click(box('Todos'));
    await user.click(box('Clonagem de Voz'));
    expect(box('Todos').checked).toBe(false);
    expect(box('Clonagem de Voz').checked).toBe(true);
    expect(box('Clone Digital com IA').checked).toBe(false);
  });

  it('hands on the two services chosen by keyboard, in the options’ order, then clears the card', async () => {
    const { user } = openCard();
    await fill(user, screen.getByLabelText('Seu e-mail'), 'news@example.com');
    box('Clonagem de Voz').focus();
    await user.keyboard(' ');
    box('Vídeos Cinematográficos').focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Cadastrar' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(NEWSLETTER_OK)).toBeTruthy();
    expect(vi.mocked(subscribeToNewsletter).mock.calls[0][0]).toEqual({
      email: 'news@example.com',
      whatsapp: null,
      service_interests: ['videos-cinematograficos', 'clonagem-voz'],
    });
    expect(screen.getByLabelText<HTMLInputElement>('Seu e-mail').value).toBe('');
    expect(box('Clonagem de Voz').checked).toBe(false);
  });
});
