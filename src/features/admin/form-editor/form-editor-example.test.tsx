// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useEffect, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkFolderTexts } from '../../../../scripts/lib/check-folder';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { description } from '../../../test-setup/jsdom-for-forms';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import type { FolderTexts } from '../form-preview';
import { FormEditorExamplePanel } from './form-editor-example-panel';
import { type EditorFolder, folderTexts, readFolder } from './form-editor-ops';
import { starterFolder } from './form-editor-template';

/*
 * The "Exemplo" panel: whether example.json still passes the questions, "Gerar exemplo" next to what
 * the check says is wrong, and the example as the form itself, filled, whose answers are kept. The
 * live check (a worker on the page) is stood in for by the same check, run at once on every edit.
 */
const start = starterFolder('podcast');
/** The starter's example with a name too short for its question (minLength 2). */
const broken: FolderTexts = { ...start, 'example.json': start['example.json'].replace('"Ana Souza"', '"A"') };

/** The folder as last drawn: what a save would write (the page sends folderTexts of it). */
const shown: { folder?: EditorFolder } = {};
const check = (texts: FolderTexts) =>
  checkFolderTexts({ id: 'podcast', files: Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text.trim() ? text : undefined])) });

function Editing({ texts }: { texts: FolderTexts }) {
  const [folder, setFolder] = useState(() => readFolder('podcast', texts));
  useEffect(() => {
    shown.folder = folder;
  }, [folder]);
  const checked = useMemo(() => check(folderTexts(folder)), [folder]);
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorExamplePanel folder={folder} apply={(edit) => setFolder((f) => edit(f))} findings={checked.problems} def={checked.def} checked judged={!!checked.def} />
    </ChakraProvider>
  );
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const saved = (): FolderTexts => folderTexts(shown.folder!);
const exampleProblems = (texts: FolderTexts) => check(texts).problems.filter((p) => p.file.endsWith('/example.json'));
const savedExample = () => JSON.parse(saved()['example.json']) as Record<string, unknown>;

withStaffStrings(() => import('./form-editor-strings'));

describe('the example panel', () => {
  it('says a broken example fails, and "Gerar exemplo" beside the finding writes one the save carries and the check passes', async () => {
    expect(exampleProblems(broken)).not.toEqual([]);
    render(<Editing texts={broken} />);
    const panel = screen.getByRole('region', { name: 'Exemplo' });
    expect(within(panel).getByRole('status').textContent).toContain('O exemplo não passa mais nas perguntas do formulário');
    const fix = within(panel).getByRole('button', { name: 'Gerar exemplo' });
    // The finding is read out with the button that fixes it.
    expect(description(fix)).toContain('O exemplo não passa em schema.json');

    await user().click(fix);

    expect(within(panel).getByRole('status').textContent).toContain('O exemplo passa nas perguntas do formulário.');
    expect(within(panel).getByRole('status').textContent).toContain('salve para gravar o example.json');
    expect(exampleProblems(saved())).toEqual([]);
    expect(saved()['example.json'].startsWith('{\n  "$schema": "../example.meta.schema.json",')).toBe(true);
    expect(savedExample()).toMatchObject({ nome: 'Ana Souza', email: expect.stringContaining('@'), whatsapp: '(11) 98765-4321' });
    // Only example.json changed.
    for (const [name, text] of Object.entries(saved())) if (name !== 'example.json') expect(text, name).toBe(broken[name as keyof FolderTexts]);
  });

  it('says a form has no example yet, and generates its first one', async () => {
    render(<Editing texts={{ ...start, 'example.json': '' }} />);
    const panel = screen.getByRole('region', { name: 'Exemplo' });
    expect(within(panel).getByRole('status').textContent).toContain('Este formulário ainda não tem exemplo.');
    await user().click(within(panel).getByRole('button', { name: 'Gerar exemplo' }));
    expect(exampleProblems(saved())).toEqual([]);
    expect(within(panel).getByRole('status').textContent).toContain('O exemplo passa nas perguntas do formulário.');
  });

  it('shows the example as the form, filled, and keeps the answers a person changed only once they pass', async () => {
    render(<Editing texts={start} />);
    const u = user();
    const open = screen.getByRole('button', { name: 'Mudar as respostas no formulário' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await u.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('region', { name: 'As respostas do exemplo' });
    const name = await within(form).findByLabelText(/^Nome completo/);
    expect((name as HTMLInputElement).value).toBe('Ana Souza');

    // A required answer cleared: the form says so, and the example stays as it was.
    await u.clear(name);
    await u.click(within(form).getByRole('button', { name: 'Guardar estas respostas como exemplo' }));
    expect(await within(form).findByText('Nome deve ter pelo menos 2 caracteres')).toBeTruthy();
    expect(savedExample().nome).toBe('Ana Souza');

    await u.type(name, 'Bruno Lima');
    await u.click(within(form).getByRole('button', { name: 'Guardar estas respostas como exemplo' }));
    expect(savedExample()).toMatchObject({ nome: 'Bruno Lima', email: 'ana.souza@example.com' });
    expect(exampleProblems(saved())).toEqual([]);
    expect(screen.getByRole('region', { name: 'Exemplo' }).textContent).toContain('Respostas guardadas como exemplo');
  });

  it('speaks the staff member’s language', async () => {
    await i18next.changeLanguage('en');
    render(<Editing texts={broken} />);
    expect(screen.getByRole('button', { name: 'Generate example' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Example' }).textContent).toContain("The example no longer passes the form's questions:");
  });
});
