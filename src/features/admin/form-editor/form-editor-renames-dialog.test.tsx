// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import type { FormHistory } from '../../../forms/core/versions';
import { i18next } from '../../../i18n';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import { FOLDER_FILE_NAMES, type FolderTexts } from '../form-preview';
import { readFolder, removeOption, renameQuestion } from './form-editor-ops';
import { FormEditorRenamesDialog, type PendingEdit } from './form-editor-renames-dialog';
import { type Fates, publishedLosses } from './form-editor-versions';

/*
 * The question the editor asks when an edit takes away what a published version stored: each loss in
 * plain words, what it may have become, in the staff member's language; the answers go to the page.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const history = JSON.parse(readFileSync(resolve(ROOT, 'src/forms/generated/versions/evento_briefing.json'), 'utf8')) as FormHistory;
function fileText(name: string): string {
  try {
    return readFileSync(resolve(ROOT, 'schemas/evento_briefing', name), 'utf8');
  } catch {
    return '';
  }
}
const folder = readFolder(
  'evento_briefing',
  Object.fromEntries(FOLDER_FILE_NAMES.map((name) => [name, fileText(name)])) as FolderTexts,
);
const next = removeOption(renameQuestion(folder, 'cidade', 'cidadeEvento'), 'tipoEvento', 'Batizado');
const losses = publishedLosses(next, history);

function Asking({ onConfirm }: { onConfirm: (fates: Fates) => void }) {
  const [pending, setPending] = useState<PendingEdit>({ next, losses, fates: { 'q:cidade': 'cidadeEvento', 'o:tipoEvento:Batizado': null } });
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorRenamesDialog pending={pending} history={history} onChange={(fates) => setPending({ ...pending, fates })} onConfirm={() => onConfirm(pending.fates)} onCancel={() => undefined} />
    </ChakraProvider>
  );
}

withStaffStrings(() => import('./form-editor-strings'));

describe('what the old answers became', () => {
  it('names each loss by its label and writes the chosen fates', async () => {
    const confirmed = vi.fn();
    render(<Asking onConfirm={confirmed} />);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const dialog = await screen.findByRole('alertdialog', { name: 'O que as respostas antigas viraram?' });
    expect(dialog.textContent).toContain('A versão 1 deste formulário foi publicada');
    const question = within(dialog).getByLabelText('A pergunta “Cidade” virou:') as HTMLSelectElement;
    expect(question.value).toBe('cidadeEvento');
    expect([...question.options].map((o) => o.text)).toEqual([
      'a pergunta “Cidade” (a mesma, com outro nome)',
      'nada: foi apagada de propósito (os leads antigos a mostram em “Respostas de uma versão anterior”)',
    ]);
    const option = within(dialog).getByLabelText(/^A opção “Batizado” de “.+” virou:$/) as HTMLSelectElement;
    await user.selectOptions(option, 'a opção “Aniversário” (as respostas antigas contam como ela)');
    await user.click(within(dialog).getByRole('button', { name: 'Fazer a mudança' }));
    expect(confirmed).toHaveBeenCalledWith({ 'q:cidade': 'cidadeEvento', 'o:tipoEvento:Batizado': 'Aniversário' });
  });

  it('asks in English too', async () => {
    await i18next.changeLanguage('en');
    render(<Asking onConfirm={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'What did the old answers become?' });
    expect(within(dialog).getByRole('button', { name: 'Undo the change' })).toBeTruthy();
  });
});
