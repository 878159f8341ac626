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

/** A form whose changes the test commits by hand, in any order (as React may commit two hand-overs' transitions). */
function HeldForm({ handed, told }: { handed: string[]; told: (text: string) => void }) {
  const [value, setValue] = useState('');
  const typed = useTypedText(value, (text) => handed.push(text), false, told);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <input aria-label="Nome" value={typed.text} onChange={(e) => typed.type(e.target.value)} />
      <button type="button" onClick={() => setValue(handed[0])}>Primeira</button>
      <button type="button" onClick={() => setValue(handed[1])}>Segunda</button>
      <button type="button" onClick={() => setValue('Texto do rascunho')}>Rascunho</button>
    </form>
  );
}

describe('useTypedText', () => {
  it('keeps the newer text when an older hand-over reaches the form after a newer one was handed over', async () => {
    vi.useFakeTimers();
    try {
      const handed: string[] = [];
      const told = vi.fn();
      render(<HeldForm handed={handed} told={told} />);
      const input = screen.getByLabelText('Nome') as HTMLInputElement;
      fireEvent.change(input, { target: { value: 'Bodas' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      fireEvent.change(input, { target: { value: 'Bodas de ou' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(handed).toEqual(['Bodas', 'Bodas de ou']);
      fireEvent.change(input, { target: { value: 'Bodas de ouro' } });

      // The first hand-over lands late: the input keeps what was typed since, and so does the draft.
      fireEvent.click(screen.getByRole('button', { name: 'Primeira' }));
      expect(input.value).toBe('Bodas de ouro');
      expect(told).toHaveBeenLastCalledWith('Bodas de ouro');
      fireEvent.change(input, { target: { value: 'Bodas de ouro d' } });
      fireEvent.click(screen.getByRole('button', { name: 'Segunda' }));
      expect(input.value).toBe('Bodas de ouro d');
      expect(told).toHaveBeenLastCalledWith('Bodas de ouro d');

      // A value never handed over is the form's own change (a draft restored): it is shown.
      fireEvent.click(screen.getByRole('button', { name: 'Rascunho' }));
      expect(input.value).toBe('Texto do rascunho');
      expect(told).toHaveBeenLastCalledWith('Texto do rascunho');
    } finally {
      vi.useRealTimers();
    }
  });

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
