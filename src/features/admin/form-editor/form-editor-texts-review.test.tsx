// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { description } from '../../../test-setup/jsdom-for-forms';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import { FOLDER_FILE_NAMES, type FolderTexts } from '../form-preview';
import { type EditorFolder, folderTexts, readFolder } from './form-editor-ops';
import { starterFolder } from './form-editor-template';
import { FormEditorTexts } from './form-editor-texts';

/*
 * The translation table as the staff member uses it: a Portuguese text changed after its translations
 * were written shows them "a revisar", counted in the table's header, until each is edited or confirmed;
 * the files the page would save carry the mark to the next visit.
 */

/** The files the editor would save, as of the last render. */
const files: { saved?: FolderTexts } = {};
function Table({ start }: { start: EditorFolder }) {
  const [folder, setFolder] = useState(start);
  useEffect(() => {
    files.saved = folderTexts(folder);
  }, [folder]);
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorTexts folder={folder} apply={(edit) => setFolder((f) => edit(f))} />
    </ChakraProvider>
  );
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const cell = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const toReview = () => screen.queryAllByText('a revisar').length;

withStaffStrings(() => import('./form-editor-strings'));

describe('translations to review in the table', () => {
  it('a Portuguese change marks both translations; confirming one and editing the other clears them', async () => {
    render(<Table start={readFolder('podcast', starterFolder('podcast'))} />);
    expect(toReview()).toBe(0);
    expect(screen.queryByRole('button', { name: /^Confirmar tradução/ })).toBeNull();

    await user().type(cell('Título da página em Português'), ' 2');
    expect(description(cell('Título da página em Español'))).toBe('a revisar');
    expect(description(cell('Título da página em English'))).toBe('a revisar');
    expect(screen.getByText('2 a revisar')).toBeTruthy();

    // Saved and opened again, the marks are still there.
    cleanup();
    render(<Table start={readFolder('podcast', files.saved!)} />);
    expect(screen.getByText('2 a revisar')).toBeTruthy();
    expect(cell('Título da página em Português').value).toBe('Novo briefing 2');

    await user().click(screen.getByRole('button', { name: 'Confirmar tradução: Título da página em Español' }));
    expect(cell('Título da página em Español').value).toBe('Nuevo briefing');
    expect(description(cell('Título da página em Español'))).toBe('');
    expect(screen.getByText('1 a revisar')).toBeTruthy();

    await user().type(cell('Título da página em English'), ' 2');
    expect(toReview()).toBe(0);
    expect(screen.queryByText(/a revisar$/)).toBeNull();
    expect(JSON.parse(files.saved!['i18n/en.json']).texts.title).toBe('New briefing 2');
  });

  it('an existing form shows nothing to review', () => {
    const texts = Object.fromEntries(
      FOLDER_FILE_NAMES.map((name) => {
        try {
          return [name, readFileSync(resolve(import.meta.dirname, '../../../../schemas/evento_briefing', name), 'utf8')];
        } catch {
          return [name, ''];
        }
      }),
    ) as FolderTexts;
    render(<Table start={readFolder('evento_briefing', texts)} />);
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(30);
    expect(toReview()).toBe(0);
    expect(screen.queryByRole('button', { name: /^Confirmar tradução/ })).toBeNull();
  });

  it('in English', async () => {
    await i18next.changeLanguage('en');
    render(<Table start={readFolder('podcast', starterFolder('podcast'))} />);
    await user().type(cell('Page title in Português'), '!');
    expect(description(cell('Page title in Español'))).toBe('to review');
    expect(screen.getByText('2 to review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm translation: Page title in English' })).toBeTruthy();
  });
});
