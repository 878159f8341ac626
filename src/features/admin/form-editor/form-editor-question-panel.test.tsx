// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/system';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import { addQuestion, type EditorFolder, folderTexts, questionsOf, readFolder, setCondition } from './form-editor-ops';
import { FormEditorQuestionPanel } from './form-editor-question-panel';
import { starterFolder } from './form-editor-template';

/*
 * The question's panel and its messages: what a visitor reads when the question is left empty or out
 * of its rules, per rule, in Portuguese, Spanish and English, written by the editor as the rules are
 * set and following them, and kept when edited by hand.
 */

const shown: { folder?: EditorFolder } = {};
function Editing({ start, name }: { start: EditorFolder; name: string }) {
  const [folder, setFolder] = useState(start);
  useEffect(() => {
    shown.folder = folder;
  }, [folder]);
  const questions = questionsOf(folder);
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorQuestionPanel
        folder={folder}
        question={questions.find((q) => q.name === name)!}
        questions={questions}
        findings={[]}
        apply={(edit) => setFolder((f) => edit(f))}
        history={undefined}
        onRenamed={() => undefined}
      />
    </ChakraProvider>
  );
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function retype(label: string, text: string) {
  await user().clear(input(label));
  if (text) await user().type(input(label), text);
}
const saved = () => {
  const texts = folderTexts(shown.folder!);
  return { schema: JSON.parse(texts['schema.json']), es: JSON.parse(texts['i18n/es.json']), en: JSON.parse(texts['i18n/en.json']) };
};
const RANGE = 'Mensagem fora do intervalo';
const range = (language: string) => input(`${RANGE} (${language})`).value;

function number() {
  const { folder, name } = addQuestion(readFolder('podcast', starterFolder('podcast')), 'number');
  render(<Editing start={folder} name={name} />);
  return name;
}

withStaffStrings(() => import('./form-editor-strings'));

describe('the messages of a question, in its panel', () => {
  it('a new "Número" shows its range message in pt, es and en, and the files carry it', () => {
    const name = number();
    expect(range('português')).toBe('Informe um número entre 1 e 10.');
    expect(range('espanhol')).toBe('Indique un número entre 1 y 10.');
    expect(range('inglês')).toBe('Enter a number between 1 and 10.');
    const { schema, es, en } = saved();
    expect(schema.properties[name].errorMessage).toEqual({ minimum: 'Informe um número entre 1 e 10.', maximum: 'Informe um número entre 1 e 10.' });
    expect(es.fields[name].error.maximum).toBe('Indique un número entre 1 y 10.');
    expect(en.fields[name].error.maximum).toBe('Enter a number between 1 and 10.');
  });

  it('the maximum typed again: the editor\'s message follows it, one edited by hand stays', async () => {
    const name = number();
    await retype('Maior número', '20');
    expect(range('português')).toBe('Informe um número entre 1 e 20.');
    expect(range('inglês')).toBe('Enter a number between 1 and 20.');

    await retype(`${RANGE} (português)`, 'Dê uma nota de 1 a 20.');
    await retype('Maior número', '5');
    expect(range('português')).toBe('Dê uma nota de 1 a 20.');
    expect(range('espanhol')).toBe('Indique un número entre 1 y 5.');
    expect(range('inglês')).toBe('Enter a number between 1 and 5.');
    expect(saved().schema.properties[name]).toMatchObject({ maximum: 5, errorMessage: { minimum: 'Dê uma nota de 1 a 20.', maximum: 'Dê uma nota de 1 a 20.' } });
    expect(saved().en.fields[name].error).toEqual({ minimum: 'Enter a number between 1 and 5.', maximum: 'Enter a number between 1 and 5.' });
  });

  it('"Obrigatória" writes the message when left empty, in the three languages', async () => {
    const name = number();
    expect(screen.queryByLabelText('Mensagem quando vazio (português)')).toBeNull();
    await user().click(screen.getByRole('checkbox', { name: 'Obrigatória' }));
    // The checkbox answers after the click's task (below): the message fields are drawn then. Read at once,
    // they were not there yet under a clean-clone run's load.
    expect(((await screen.findByLabelText('Mensagem quando vazio (português)')) as HTMLInputElement).value).toBe('Responda: Nova pergunta');
    expect(input('Mensagem quando vazio (espanhol)').value).toBe('Responda: Nova pergunta');
    expect(input('Mensagem quando vazio (inglês)').value).toBe('Please answer: Nova pergunta');
    // The checkbox answers after the click's task: the files as last drawn, once React has run its effects.
    await waitFor(() => expect(saved().schema.properties[name].errorMessage._).toBe('Responda: Nova pergunta'));
    expect(saved().schema.required).toContain(name);
    expect(saved().en.fields[name].error._).toBe('Please answer: Nova pergunta');
  });

  it('a message emptied is named as missing, and "Escrever as mensagens que faltam" writes it back', async () => {
    number();
    await retype(`${RANGE} (inglês)`, '');
    expect(input(`${RANGE} (inglês)`).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Falta mensagem em algum idioma: a verificação recusa o formulário assim.')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Escrever as mensagens que faltam' }));
    expect(range('inglês')).toBe('Enter a number between 1 and 10.');
    expect(screen.queryByRole('button', { name: 'Escrever as mensagens que faltam' })).toBeNull();
  });

  it('a message that is one string for every case stays one field, until "Uma mensagem por regra"', async () => {
    render(<Editing start={readFolder('podcast', starterFolder('podcast'))} name="nome" />);
    expect(input('Mensagem de erro (português)').value).toBe('Nome deve ter pelo menos 2 caracteres');
    await user().click(screen.getByRole('button', { name: 'Uma mensagem por regra' }));
    expect(input('Mensagem quando vazio (português)').value).toBe('Responda: Nome completo');
    expect(input('Mensagem quando curta demais (inglês)').value).toBe('Write at least 2 characters.');
    expect(screen.queryByLabelText('Mensagem de erro (português)')).toBeNull();
  });
});

describe('a finding fixed where it is shown', () => {
  it('a text that lost its e-mail format gets it back from the panel, with its message', async () => {
    const { folder, name } = addQuestion(readFolder('podcast', starterFolder('podcast')), 'text');
    render(<Editing start={folder} name={name} />);
    await user().selectOptions(screen.getByLabelText('Tipo de resposta'), 'E-mail');
    const { schema } = saved();
    expect(schema.properties[name]).toMatchObject({ format: 'email', errorMessage: { format: 'Informe um e-mail válido, como nome@exemplo.com.' } });
    expect((screen.getByLabelText('Tipo de resposta') as HTMLSelectElement).value).toBe('email');
  });

  it('a condition on a value its question no longer offers is unticked in one click', async () => {
    const single = addQuestion(readFolder('podcast', starterFolder('podcast')), 'single');
    const choice = questionsOf(single.folder).find((q) => q.name === single.name)!;
    const added = addQuestion(single.folder, 'text', single.name);
    let start = added.folder;
    start = setCondition(start, added.name, { controller: choice.name, values: [choice.options[0].value, 'sumiu'] });
    render(<Editing start={start} name={added.name} />);
    expect(screen.getByRole('checkbox', { name: '“sumiu”: não é mais uma opção da pergunta (desmarque)' })).toHaveProperty('checked', true);
    await user().click(screen.getByText('“sumiu”: não é mais uma opção da pergunta (desmarque)'));
    // The checkbox's machine answers after the click's own events.
    await waitFor(() => expect(questionsOf(shown.folder!).find((q) => q.name === added.name)?.condition).toEqual({ controller: choice.name, values: [choice.options[0].value] }));
    expect(screen.queryByText(/sumiu/)).toBeNull();
  });
});
