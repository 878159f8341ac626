// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

const field = (props: Partial<Parameters<typeof TextField>[0]>) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <p id="note">Só os donos mudam este e-mail.</p>
      <TextField id="company-email" label="E-mail da empresa" {...props} />
    </ChakraProvider>,
  );

describe('TextField', () => {
  it('reads its error with the input, and a description the caller gives as well', () => {
    field({ error: 'Informe o e-mail da empresa.', 'aria-describedby': 'note' });
    const input = screen.getByLabelText('E-mail da empresa');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // What a screen reader reads after the label: each referenced element's text, in order.
    const description = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Só os donos mudam este e-mail.', 'Informe o e-mail da empresa.']);
  });

  it('has no description and is not invalid without an error or a note', () => {
    field({});
    const input = screen.getByLabelText('E-mail da empresa');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
