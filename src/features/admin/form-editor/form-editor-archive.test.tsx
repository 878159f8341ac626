// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import type { SaveResult } from './form-editor-api';
import { FormEditorArchive, FormEditorDeletedNotice } from './form-editor-archive';

/*
 * "Arquivar formulário", "Restaurar formulário" and "Excluir rascunho" as the staff member meets them: the
 * question first, the work in progress, then the answer in their language, still there after the reload
 * the dev server's writes bring. The dev server's answer is stood in for.
 */
const check: SaveResult = { state: 'done', ok: true, problems: [], at: '2026-01-01T00:00:00Z' };

interface Options {
  archived?: boolean;
  published?: boolean;
  blocked?: boolean;
  onArchived?: (check: SaveResult, archived: boolean) => void;
  onDeleted?: () => void;
}

function Editor({ archived = false, published = true, blocked = false, onArchived = () => undefined, onDeleted = () => undefined }: Options) {
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorDeletedNotice />
      <FormEditorArchive id="podcast" archived={archived} published={published} blocked={blocked} onArchived={onArchived} onDeleted={onDeleted} />
    </ChakraProvider>
  );
}

/** The dev server answers the next POST with `body`, once `gate` resolves when given. */
function answer(body: unknown, gate?: Promise<void>, status = 200) {
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
  sessionStorage.clear();
  await i18next.changeLanguage('pt');
});

describe('archiving from the visual editor', () => {
  it('asks first, saying nothing is deleted, then archives as a save does and says the form left the site', async () => {
    let release = () => undefined as void;
    const fetch = answer({ ok: true, archived: true, check }, new Promise<void>((done) => (release = done)));
    const onArchived = vi.fn();
    render(<Editor onArchived={onArchived} />);
    // Published: archived, never deleted.
    expect(screen.queryByRole('button', { name: 'Excluir rascunho' })).toBeNull();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Arquivar formulário' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Arquivar podcast?' });
    expect(dialog.textContent).toContain('Nada é apagado: as respostas já recebidas e as versões continuam legíveis na área da equipe');
    expect(fetch).not.toHaveBeenCalled();

    await u.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Gravando o form.json e rodando forms:generate e forms:check…')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/__form-editor/archive', expect.objectContaining({ method: 'POST', body: JSON.stringify({ id: 'podcast', archived: true }) }));
    release();

    expect(await screen.findByText('Arquivado: podcast saiu do site neste computador. Publique para levar a mudança ao site.')).toBeTruthy();
    expect(onArchived).toHaveBeenCalledWith(check, true);

    // The dev server reloads the page after its answer: the answer is still there.
    cleanup();
    render(<Editor archived />);
    expect(screen.getByText('Arquivado: podcast saiu do site neste computador. Publique para levar a mudança ao site.')).toBeTruthy();
    expect(screen.getByText('Arquivado: fora do site. As respostas recebidas e as versões continuam na área da equipe.')).toBeTruthy();
  });

  it('restores an archived form, and says when the check found problems', async () => {
    const fetch = answer({ ok: true, archived: false, check: { ...check, ok: false, problems: [{ file: 'schemas/podcast/form.json', pointer: '/route', pt: 'Frase.' }] } });
    const onArchived = vi.fn();
    render(<Editor archived onArchived={onArchived} />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Restaurar formulário' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Restaurar podcast?' })).getByRole('button', { name: 'Restaurar' }));
    expect(fetch).toHaveBeenCalledWith('/__form-editor/archive', expect.objectContaining({ body: JSON.stringify({ id: 'podcast', archived: false }) }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Restaurado: podcast voltou ao site neste computador. Publique para levar a mudança ao site. A verificação (forms:check) encontrou problemas: veja a lista.',
    );
    expect(onArchived).toHaveBeenCalledWith(expect.objectContaining({ ok: false }), false);
  });

  it('does nothing when the question is answered no', async () => {
    const fetch = answer({ ok: true, archived: true, check });
    render(<Editor />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Arquivar formulário' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for unsaved edits to be saved', () => {
    render(<Editor blocked published={false} />);
    for (const name of ['Arquivar formulário', 'Excluir rascunho']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe('Salve as mudanças antes de arquivar, restaurar ou excluir.');
    }
  });

  it('deletes a draft never published, after a question that says it cannot be undone, and says so once the form is closed', async () => {
    const fetch = answer({ ok: true });
    const onDeleted = vi.fn();
    render(<Editor published={false} onDeleted={onDeleted} />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Excluir rascunho' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir o rascunho podcast?' });
    expect(dialog.textContent).toContain('Apaga a pasta schemas/podcast e os arquivos gerados a partir dela.');
    expect(dialog.textContent).toContain('Não dá para desfazer.');
    await u.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(fetch).toHaveBeenCalledWith('/__form-editor/delete', expect.objectContaining({ method: 'POST', body: JSON.stringify({ id: 'podcast' }) }));
    expect(onDeleted).toHaveBeenCalledTimes(1);

    // The page closes the form (and the dev server reloads it): the notice says what happened, until closed.
    cleanup();
    render(
      <ChakraProvider value={getSystem()}>
        <FormEditorDeletedNotice />
      </ChakraProvider>,
    );
    expect(screen.getByText('Rascunho podcast excluído.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Rascunho podcast excluído.')).toBeNull();
  });

  it("says why not, in the staff member's language", async () => {
    await i18next.changeLanguage('es');
    answer({ ok: false, reason: 'linked', error: 'linked', links: [{ kind: 'service', service: 'videos-cinematograficos' }] });
    render(<Editor />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Archivar formulario' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: '¿Archivar podcast?' })).getByRole('button', { name: 'Archivar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se puede archivar: la página del servicio “videos-cinematograficos” tiene un botón que abre este formulario (src/forms/briefing-links.ts), y el sitio quedaría con un botón, un enlace o un formulario que no funciona. Pida a quien mantiene el sitio que quite el formulario del código antes.',
    );

    cleanup();
    await i18next.changeLanguage('en');
    const onDeleted = vi.fn();
    answer({ ok: false, reason: 'published', error: 'published' });
    render(<Editor published={false} onDeleted={onDeleted} />);
    await u.click(screen.getByRole('button', { name: 'Delete draft' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Delete the draft podcast?' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This form was published: its answers and versions must stay readable. Archive it instead of deleting it.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('names a request that failed', async () => {
    answer({ error: 'Only the dev server’s own pages may use the form editor.' }, undefined, 403);
    render(<Editor />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Arquivar formulário' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Arquivar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível concluir: Only the dev server’s own pages may use the form editor.');
  });
});
