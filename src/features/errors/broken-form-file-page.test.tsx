// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { i18next } from '../../i18n';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { getSystem } from '../../app/system';
import { BrokenFormFileError, type BrokenFormFileInfo } from '../../forms/broken-form-file';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';
import { RouteErrorPage } from './route-error-page';

/*
 * A form's page on the dev server while one of its files is not JSON: its loader rejects with a
 * BrokenFormFileError (src/forms/browser-registry.ts), and the router's error page names the file, line
 * and column in the visitor's language instead of the generic error, which stays for anything else.
 */
const BROKEN: BrokenFormFileInfo = {
  file: 'schemas/contato/schema.json',
  line: 12,
  column: 5,
  reason: { pt: 'O JSON está quebrado aqui.', es: 'El JSON está roto aquí.', en: 'The JSON is broken here.' },
};

beforeAll(() => initClientI18n('pt', [SHARED_NS, 'features/errors']));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
});

function openPageFailingWith(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => null,
        children: [
          {
            path: 'contato',
            loader: () => {
              throw error;
            },
            Component: () => null,
          },
        ],
      },
    ],
    { initialEntries: ['/contato'] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

it('names the broken file, its line and column, what is wrong and what to do, in Portuguese', async () => {
  openPageFailingWith(new BrokenFormFileError(BROKEN));
  expect(await screen.findByRole('heading', { level: 1, name: 'Um arquivo de formulário tem um erro' })).toBeTruthy();
  const page = screen.getByRole('main');
  expect(page.textContent).toContain('O arquivo schemas/contato/schema.json tem um erro na linha 12, coluna 5.');
  expect(page.textContent).toContain('O JSON está quebrado aqui.');
  expect(page.textContent).toContain('Corrija o arquivo e salve: a página recarrega sozinha.');
  expect(page.textContent).not.toMatch(/Unexpected Application Error|BrokenFormFileError|\bat /);
  expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
});

it('speaks the visitor’s language', async () => {
  await i18next.changeLanguage('es');
  openPageFailingWith(new BrokenFormFileError(BROKEN));
  expect(await screen.findByRole('heading', { level: 1, name: 'Un archivo de formulario tiene un error' })).toBeTruthy();
  expect(screen.getByRole('main').textContent).toContain('El archivo schemas/contato/schema.json tiene un error en la línea 12, columna 5.El JSON está roto aquí.');
});

it('keeps the generic error page for an unexpected error', async () => {
  openPageFailingWith(new Error('boom'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByRole('main').textContent).toContain('boom');
});
