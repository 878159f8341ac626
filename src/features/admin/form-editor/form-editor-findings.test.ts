import { describe, expect, it } from 'vitest';
import { questionOfFinding } from './form-editor-findings';

const names = ['tipo', 'tipoOutro', 'convidados'];
const at = (file: string, pointer: string, pt = 'Algo.') => questionOfFinding({ file: `schemas/podcast/${file}`, pointer, pt }, names);

describe('which question a finding of the check concerns', () => {
  it('reads the question from where the finding points', () => {
    expect(at('schema.json', '/properties/convidados/minimum')).toBe('convidados');
    expect(at('schema.json', '/allOf/0/then/properties/tipoOutro')).toBe('tipoOutro');
    expect(at('ui.json', '/tipo/ui:widget')).toBe('tipo');
    expect(at('i18n/en.json', '/fields/tipo/options/Outro')).toBe('tipo');
    expect(at('example.json', '/convidados')).toBe('convidados');
  });

  it('reads a missing translation, reported at its parent, from the key it names', () => {
    expect(at('i18n/es.json', '/fields', 'Falta a tradução do título de "Qual outro tipo?": acrescente "title" em "fields"."tipoOutro" (sem ela ...).')).toBe('tipoOutro');
  });

  it('leaves a finding about the whole form to the form', () => {
    expect(at('form.json', '/route', 'O endereço já é de uma página.')).toBeUndefined();
  });
});
