// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypedText } from './typed-text';

afterEach(cleanup);

/** A form that drops the first text it is handed (as RJSF does when it rebuilds its state meanwhile). */
function DroppingForm({ told }: { told: (text: string) => void }) {
  const [value, setValue] = useState('');
  const [dropped, setDropped] = useState(false);
  const typed = useTypedText(value, (text) => {
    told(text);
    if (dropped) setValue(text);
    else setDropped(true);
  }, false);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <input aria-label="Nome" value={typed.text} onChange={(e) => typed.type(e.target.value)} onBlur={typed.handOver} />
      <output aria-label="No formulário">{value}</output>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useTypedText', () => {
  it('hands a text to the form once typing pauses, and again before a send when the form dropped it', async () => {
    vi.useFakeTimers();
    try {
      const told = vi.fn();
      render(<DroppingForm told={told} />);
      fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
      expect(told).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(told).toHaveBeenCalledWith('Ana');
      expect(screen.getByLabelText('No formulário').textContent).toBe('');

      fireEvent.submit(screen.getByRole('button', { name: 'Enviar' }).closest('form')!);
      expect(told).toHaveBeenCalledTimes(2);
      expect(screen.getByLabelText('No formulário').textContent).toBe('Ana');
      expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Ana');
    } finally {
      vi.useRealTimers();
    }
  });
});
