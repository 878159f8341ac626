// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';

/*
 * /teste-botoes (spec 000 section 2): the site's buttons, most of them announcing a feature to come
 * in an alert, pressed with the mouse or with the keyboard. The page's route and its prerendered
 * HTML are the build's (tests/build, tests/e2e/routes-and-a11y.spec.ts).
 */
let ButtonTestPage: typeof import('./button-test-page').ButtonTestPage;
beforeAll(async () => {
  // The strings its route loads with it (src/app/router.tsx).
  await initClientI18n('pt', [SHARED_NS, 'features/button-test']);
  ({ ButtonTestPage } = await import('./button-test-page'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows its buttons, and they announce what is coming by mouse and by keyboard', async () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={['/teste-botoes']}>
        <ButtonTestPage />
      </MemoryRouter>
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null });
  expect(screen.getByRole('heading', { level: 1, name: 'Teste de Botões' })).toBeTruthy();
  for (const size of ['XS', 'SM', 'MD', 'LG', 'XL']) expect(screen.getByRole('button', { name: `Tamanho ${size}` })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Calculadora' }));
  expect(alert.mock.calls).toEqual([['Calculadora em breve!']]);

  screen.getByRole('button', { name: 'Galeria' }).focus();
  await user.keyboard('{Enter}');
  expect(alert.mock.calls).toEqual([['Calculadora em breve!'], ['Galeria em construção!']]);

  // The icon-only button is named for assistive technology.
  await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
  expect(alert).toHaveBeenLastCalledWith('Compartilhamento em breve!');
});
