// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { subscribeToNewsletter } from '../../backend/newsletter';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';

/*
 * The newsletter card carries the briefings' bot trap (src/forms/runner/bot-trap-field.tsx, use-bot-trap.ts):
 * a field people never meet, and the time the card was on screen, handed to the backend with the signup.
 * Firestore is replaced at its seam, src/backend/newsletter.ts.
 */
vi.mock('../../backend/newsletter', () => ({ subscribeToNewsletter: vi.fn() }));

let NewsletterCard: typeof import('./newsletter-card').NewsletterCard;
beforeAll(async () => {
  await initClientI18n('pt', [SHARED_NS, 'features/home.leads']);
  ({ NewsletterCard } = await import('./newsletter-card'));
});
beforeEach(() => {
  vi.mocked(subscribeToNewsletter).mockReset();
  vi.mocked(subscribeToNewsletter).mockResolvedValue();
});
afterEach(cleanup);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openCard() {
  const { container } = render(
    <ChakraProvider value={getSystem()}>
      <NewsletterCard />
    </ChakraProvider>,
  );
  const trap = container.querySelector<HTMLInputElement>('input[name="website_url"]');
  return { container, trap: trap!, user: userEvent.setup({ delay: null }) };
}

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
});
