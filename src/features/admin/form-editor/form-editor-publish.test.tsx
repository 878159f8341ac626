// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import type { FolderTexts } from '../form-preview';
import type { SaveResult } from './form-editor-api';
import { FormEditorPublishButton, FormEditorPublishResult, usePublish } from './form-editor-publish';

/*
 * "Publicar" as the staff member meets it: the question first (what a commit is, that the site changes
 * only with the deploy), the work in progress, then the commit and what is left, or why not, in their
 * language. The dev server's answer is stood in for.
 */
const files = { 'form.json': '{ "version": 2 }\n' } as unknown as FolderTexts;

function Editor({ blocked = false, onPublished = () => undefined, onChecked = () => undefined }: { blocked?: boolean; onPublished?: () => void; onChecked?: (check: SaveResult) => void }) {
  const publish = usePublish({ id: 'podcast', version: 2, files, blocked, onPublished, onChecked });
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorPublishButton publish={publish} />
      <FormEditorPublishResult publish={publish} />
    </ChakraProvider>
  );
}

/** The dev server answers POST /publish with `body` (and `status`), once `release` is called when given. */
function answer(status: number, body: unknown, gate?: Promise<void>) {
  const fetch = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  await startI18n();
  await import('./form-editor-strings');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('pt');
});

describe('publishing from the visual editor', () => {
  it('asks first, saying a commit is not the site, then shows the commit and that the deploy is left', async () => {
    let release = () => undefined as void;
    const fetch = answer(200, { ok: true, hash: 'abc1234', message: 'Form podcast: version 2, published from the visual editor (1 question changed)', version: 2 }, new Promise<void>((done) => (release = done)));
    const onPublished = vi.fn();
    render(<Editor onPublished={onPublished} />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar a versão 2 de podcast?' });
    expect(dialog.textContent).toContain('Isto grava a versão 2 do formulário num commit do git. O site só muda quando alguém da equipe técnica fizer o deploy (veja o README).');
    expect(fetch).not.toHaveBeenCalled();

    await u.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicando: rodando forms:generate e forms:check e gravando o commit…')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/__form-editor/publish', expect.objectContaining({ method: 'POST', body: JSON.stringify({ id: 'podcast', files }) }));
    release();

    expect(await screen.findByText('Publicado: commit abc1234 — falta o deploy.')).toBeTruthy();
    expect(screen.getByText(/quem cuida do site na equipe técnica envia o commit \(git push\) e roda npm run deploy/)).toBeTruthy();
    expect(screen.getByText('Mensagem do commit: Form podcast: version 2, published from the visual editor (1 question changed)')).toBeTruthy();
    expect(onPublished).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the question is answered no', async () => {
    const fetch = answer(200, { ok: true, hash: 'abc1234', message: 'm', version: 2 });
    render(<Editor />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/Publicado: commit/)).toBeNull();
  });

  it('waits for unsaved edits to be saved', () => {
    render(<Editor blocked />);
    const button = screen.getByRole('button', { name: 'Publicar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Salve as mudanças antes de publicar.');
  });

  it("says why nothing was published, in the staff member's language", async () => {
    answer(409, { ok: false, reason: 'notCheckout', error: 'This folder is not a git checkout of its own.' });
    render(<Editor />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Publicar' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Não dá para publicar daqui: esta pasta não é um repositório git');

    cleanup();
    await i18next.changeLanguage('es');
    answer(409, { ok: false, reason: 'noIdentity', error: 'git has no name.' });
    render(<Editor />);
    await u.click(screen.getByRole('button', { name: 'Publicar' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: '¿Publicar la versión 2 de podcast?' })).getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Configure su nombre y e-mail en git');
  });

  it("hands the check's problems to the page, as after a save", async () => {
    const check: SaveResult = { state: 'done', ok: false, problems: [{ file: 'schemas/podcast/schema.json', pointer: '/properties', pt: 'Frase.' }], at: '2026-01-01T00:00:00Z' };
    answer(409, { ok: false, reason: 'problems', error: 'problems', check });
    const onChecked = vi.fn();
    render(<Editor onChecked={onChecked} />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Publicar' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('a verificação (forms:check) encontrou problemas');
    expect(onChecked).toHaveBeenCalledWith(check);
  });
});
