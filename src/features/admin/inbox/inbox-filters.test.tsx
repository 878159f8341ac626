// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import { InboxFiltersForm } from './inbox-filters';
import { EMPTY_VIEW, type InboxView } from './inbox-url';

/*
 * The search box against the navigations the page draws, each one given as the view and its landing
 * (src/features/admin/inbox/use-inbox-view.ts), so that the orders a busy machine produces, which the
 * router tests meet only sometimes, are played out exactly.
 */
beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
});
afterEach(cleanup);

const withSearch = (search: string): InboxView => ({ ...EMPTY_VIEW, search });

function showFilters(view: InboxView, landing: string) {
  const onChange = vi.fn();
  const ui = (v: InboxView, l: string) => (
    <ChakraProvider value={getSystem()}>
      <InboxFiltersForm view={v} landing={l} onChange={onChange} forms={[]} staff={[]} />
    </ChakraProvider>
  );
  const { rerender } = render(ui(view, landing));
  return { onChange, draw: (v: InboxView, l: string) => rerender(ui(v, l)) };
}
const box = () => screen.getByLabelText('Buscar por nome, e-mail, telefone ou empresa') as HTMLInputElement;
const send = (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.submit(screen.getByRole('search'));
};

it('follows Back to the search already drawn when the one sent after it was never drawn', () => {
  const { onChange, draw } = showFilters(withSearch('ana'), 'PUSH k1');
  send('bruno');
  expect(onChange).toHaveBeenCalledTimes(1);
  // The router showed '?q=bruno' and then Back before React drew it: the page draws '?q=ana' again.
  draw(withSearch('ana'), 'POP k1');
  expect(box().value).toBe('ana');
});

it('keeps what was typed after a search was sent when that search lands, and follows the next navigation once it is sent', () => {
  const { draw } = showFilters(withSearch(''), 'POP k0');
  send('ana');
  fireEvent.change(box(), { target: { value: 'bruno' } });
  draw(withSearch('ana'), 'PUSH k1');
  expect(box().value).toBe('bruno');
  // A filter changed meanwhile lands too: still what was typed.
  draw(withSearch('ana'), 'PUSH k2');
  expect(box().value).toBe('bruno');

  send('bruno');
  draw(withSearch('bruno'), 'PUSH k3');
  draw(withSearch(''), 'PUSH k4');
  expect(box().value).toBe('');
});

it('follows a navigation when the text was typed back to the search the page showed', () => {
  const { draw } = showFilters(withSearch(''), 'POP k0');
  fireEvent.change(box(), { target: { value: 'x' } });
  fireEvent.change(box(), { target: { value: '' } });
  draw(withSearch('ana'), 'POP k1');
  expect(box().value).toBe('ana');
});
