import { describe, expect, it } from 'vitest';
import { checkLayout } from './check-layout';
import { keyWithLabel, optionLabel, questionLabel, valueWithLabel } from './question-label';
import { readRegistry } from './read-forms';

/*
 * How the checks name a question or an option (issue 28): by the label the editor shows, the key only
 * when there is no label.
 */
const cinematic = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const temConteudo = cinematic.fields.temConteudo;

describe('the names the checks give questions and options', () => {
  it('names a question by its title, and by its key when it has none', () => {
    expect(questionLabel(cinematic, 'temConteudo')).toBe('Você tem fotos ou vídeos dessa história?');
    const untitled = { ...cinematic, fields: { ...cinematic.fields, temConteudo: { ...temConteudo, title: '  ' } } };
    expect(questionLabel(untitled, 'temConteudo')).toBe('temConteudo');
    expect(questionLabel(cinematic, 'semPergunta')).toBe('semPergunta');
  });

  it('names an option by its title, and by its value when it has none or does not exist', () => {
    expect(optionLabel(temConteudo, 'sim-pouco')).toBe('Sim, mas pouco material');
    expect(optionLabel({ type: 'string', enum: ['a', 'b'] }, 'a')).toBe('a');
    expect(optionLabel(temConteudo, 'talvez')).toBe('talvez');
  });

  it('gives a value to type with its label only when that reads differently', () => {
    expect(valueWithLabel(temConteudo, 'sim-pouco', 'pt')).toBe('"sim-pouco" (a opção "Sim, mas pouco material")');
    expect(valueWithLabel(temConteudo, 'sim-pouco', 'en')).toBe('"sim-pouco" (the option "Sim, mas pouco material")');
    expect(keyWithLabel('nome', 'nome', 'question', 'pt')).toBe('"nome"');
    expect(keyWithLabel('nome', 'Nome completo', 'question', 'en')).toBe('"nome" (the question "Nome completo")');
  });

  it('falls back to the key in a finding about a question without a title', () => {
    const def = { ...cinematic, fields: { ...cinematic.fields, email: { ...cinematic.fields.email, title: undefined } }, ui: { ...cinematic.ui, 'ui:sections': cinematic.ui['ui:sections']!.map((s) => ({ ...s, fields: s.fields?.filter((n) => n !== 'email') })) } };
    expect(checkLayout(def).map((f) => f.pt)).toEqual(['A pergunta "email" não está em nenhuma seção: acrescente "email" em "fields" da seção onde ela deve aparecer.']);
  });
});
