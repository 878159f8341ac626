// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import { ContactRankBadge } from './contact-rank-badge';

/* The inbox row's mark of a returning person, as each language writes an ordinal. */
beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('pt'));
});

const text = (rank: number | undefined) => {
  const { container } = render(
    <ChakraProvider value={getSystem()}>
      <ContactRankBadge rank={rank} />
    </ChakraProvider>,
  );
  const shown = container.textContent;
  cleanup();
  return shown;
};

it('says nothing for a first contact, and "2º contato" from the second on', () => {
  expect([text(undefined), text(1), text(2), text(3)]).toEqual(['', '', '2º contato', '3º contato']);
});

it('writes the ordinal as Spanish and English do', async () => {
  await act(() => i18next.changeLanguage('es'));
  expect(text(2)).toBe('2.º contacto');
  await act(() => i18next.changeLanguage('en'));
  expect([2, 3, 4, 11, 21, 22].map(text)).toEqual(['2nd contact', '3rd contact', '4th contact', '11th contact', '21st contact', '22nd contact']);
});
