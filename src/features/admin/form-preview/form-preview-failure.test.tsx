// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import { registeredFolderTexts } from './form-preview-files';

/*
 * /admin/preview never fails silently (issue 20): when its checker (a worker module) cannot load, or the
 * files of a form cannot be fetched, the staff member reads why, in their language, instead of a blank
 * pane. The worker is replaced by a stand-in that fails as a module that does not load does (an error
 * event without a message); the files at their seam, form-preview-files.ts.
 */
vi.mock('./form-preview-files', async (original) => ({ ...(await original()), registeredFolderTexts: vi.fn() }));

/** A worker that loads and has not answered yet: the checker is fine. */
class QuietWorker {
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage() {}
  terminate() {}
}

/** A worker whose module never loads: the browser fires `error` at it, and it never answers. */
class UnloadableWorker extends QuietWorker {
  constructor() {
    super();
    setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
}

let FormPreviewPage: typeof import('./form-preview-page').FormPreviewPage;

beforeAll(async () => {
  await startI18n();
  ({ FormPreviewPage } = await import('./form-preview-page'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('pt');
});

function openPreview(worker: typeof QuietWorker) {
  vi.stubGlobal('Worker', worker);
  render(
    <ChakraProvider value={getSystem()}>
      <FormPreviewPage />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The page's first draw loads its chunks: longer than findBy's default second on a loaded machine (a busy run found it empty). */
const LOADED = { timeout: 10_000 };

describe('/admin/preview when something cannot load', () => {
  it('says the checker could not load, at once, in Portuguese', async () => {
    openPreview(UnloadableWorker);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toContain(
      'A verificação da prévia não pôde ser carregada: sem ela, a prévia não mostra os problemas nem desenha o formulário.',
    );
  });

  it('says it in the staff member’s language', async () => {
    await i18next.changeLanguage('en');
    openPreview(UnloadableWorker);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toContain("The preview's check could not be loaded");
    cleanup();
    await i18next.changeLanguage('es');
    openPreview(UnloadableWorker);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toContain('No se pudo cargar la verificación de la vista previa');
  });

  it('says which form’s files could not be loaded, with the browser’s words', async () => {
    vi.mocked(registeredFolderTexts).mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const user = openPreview(QuietWorker);
    await user.selectOptions(screen.getByLabelText('Formulário cadastrado'), 'contato');
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain('Os arquivos do formulário "contato" não puderam ser carregados.');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
  });
});
