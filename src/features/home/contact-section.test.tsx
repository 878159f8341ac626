// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { gatedCreate } from '../../backend/gated-create';
import { Toaster, toaster } from '../../components/ui/toaster';
import { loadForm } from '../../forms/browser-registry';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';

/*
 * The home page's contact section (#contact) when the message cannot be stored: the form says so and
 * keeps what was typed. Firestore is replaced at its one seam, src/backend/gated-create.ts. Moved down
 * from tests/e2e/leads.spec.ts (issue 36), which keeps a message really sent, stored and e-mailed, and
 * the form's loading as the section comes near.
 */
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn() }));
vi.mock('../../backend/callables', () => ({ openSlots: vi.fn(), bookCall: vi.fn() }));

let ContactSection: typeof import('./contact-section').ContactSection;
beforeAll(async () => {
  await initClientI18n('pt', [SHARED_NS, 'features/home.leads']);
  ({ ContactSection } = await import('./contact-section'));
  // What the section fetches when it comes near (the runner, the form's definition and validator) and
  // the sending code the runner fetches 300 ms after it shows: fetched here, the test waits for none.
  await Promise.all([import('../../forms/runner/embedded-form'), loadForm('contato'), import('../../backend/submissions')]);
}, 30_000);
afterEach(() => {
  toaster.remove();
  cleanup();
  localStorage.clear();
  vi.mocked(gatedCreate).mockClear();
});

/** A contact question by its label as read (a required one ends with '*'). */
const question = (title: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(new RegExp(`^${title}\\s*\\*?$`));

async function fill(user: UserEvent, title: string, text: string) {
  await user.click(question(title));
  await user.paste(text);
}

/** The section opened from a link to #contact, which loads the form at once, as the browser's '/#contact' does. */
function openContact() {
  const router = createMemoryRouter([{ path: '/', Component: ContactSection }], { initialEntries: ['/#contact'] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { user, section: within(document.querySelector<HTMLElement>('section#contact')!) };
}

it('a failed message keeps the form and says so', async () => {
  vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
  vi.mocked(gatedCreate).mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'));
  const { user, section } = openContact();
  // The questions are drawn once the form's definition and engine have loaded.
  await screen.findByLabelText(/^Nome\s*\*?$/, {}, { timeout: 8000 });
  const send = section.getByRole('button', { name: 'Enviar Mensagem' });

  await fill(user, 'Nome', 'Sem Rede');
  await fill(user, 'E-mail', 'contato.sem.rede@example.com');
  await fill(user, 'Conte sua história', 'Uma história que não chegou ao servidor.');
  await user.click(send);

  expect(await screen.findByText('Erro ao enviar mensagem', { exact: true })).toBeTruthy();
  expect(gatedCreate).toHaveBeenCalledTimes(1);
  expect(vi.mocked(gatedCreate).mock.calls[0][0]).toBe('contact_messages');
  expect(question('Nome').value).toBe('Sem Rede');
  expect(question('E-mail').value).toBe('contato.sem.rede@example.com');
  expect(question('Conte sua história').value).toBe('Uma história que não chegou ao servidor.');
  await waitFor(() => expect((section.getByRole('button', { name: 'Enviar Mensagem' }) as HTMLButtonElement).disabled).toBe(false));
  expect(section.queryByText('Mensagem enviada!')).toBeNull();
});

it('a send the moment the button shows finds the questions there: the first one is focused', async () => {
  // The send button came before the questions once (a form without sections drew them only after the
  // first paint): a tap then marked questions that were not on the page yet, and focused none of them.
  const { user, section } = openContact();
  const send = await section.findByRole('button', { name: 'Enviar Mensagem' }, { timeout: 8000 });
  expect(section.getByLabelText(/^Nome\s*\*?$/)).toBeTruthy();

  await user.click(send);

  expect(document.activeElement).toBe(question('Nome'));
  expect(section.getByText('Informe seu nome', { exact: true })).toBeTruthy();
  expect(gatedCreate).not.toHaveBeenCalled();
});
