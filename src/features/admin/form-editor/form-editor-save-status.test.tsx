// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import type { SaveResult } from './form-editor-api';
import { SaveStatus } from './form-editor-save-status';

/*
 * The save's verdict judges the form being edited (issue 38): "forms:check encontrou 3 problemas" once
 * counted other forms' problems while the list said there were none. Other forms are listed apart.
 */
beforeAll(async () => {
  await startI18n();
  await import('./form-editor-strings');
});

afterEach(() => {
  cleanup();
  void i18next.changeLanguage('pt');
});

const saved = (more: Partial<SaveResult>): SaveResult => ({ state: 'done', ok: true, problems: [], at: '2026-11-30T08:00:00Z', ...more });

function show(result: SaveResult, onOpen = vi.fn()) {
  render(
    <ChakraProvider value={getSystem()}>
      <SaveStatus result={result} id="podcast" route="/briefing/podcast" onOpen={onOpen} />
    </ChakraProvider>,
  );
  return onOpen;
}

it('says the form saved clean while other forms have problems, and opens one of them in a click', async () => {
  const onOpen = show(saved({ others: [{ id: 'contato', count: 2 }, { id: 'src/forms/briefing-links.ts', count: 1 }] }));
  expect(screen.getByText('Salvo em schemas/podcast: forms:check não encontrou problemas.')).toBeTruthy();
  expect(screen.getByText('Em outros lugares, 2 formulários ou arquivos do site têm problemas (não impedem este):')).toBeTruthy();
  // A site file is named; a form is a button that opens it in the editor.
  expect(screen.getByText('src/forms/briefing-links.ts: 1')).toBeTruthy();
  await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByRole('button', { name: 'contato: 2' }));
  expect(onOpen).toHaveBeenCalledWith('contato');
});

it('counts only this form’s own problems, in the staff member’s language', async () => {
  await i18next.changeLanguage('en');
  show(saved({ ok: false, problems: [{ file: 'schemas/podcast/schema.json', pointer: '/properties/x', pt: 'x' }], others: [{ id: 'contato', count: 5 }] }));
  expect(screen.getByText('Saved to schemas/podcast: forms:check found 1 problem.')).toBeTruthy();
  expect(screen.getByText('Elsewhere, 1 form or site file has problems (they do not block this one):')).toBeTruthy();
});
