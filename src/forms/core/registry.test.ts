import { describe, expect, it } from 'vitest';
import type { RawFormFolder } from './definition';
import { defineForm } from './registry';

describe('defineForm', () => {
  const folder = {
    id: 'x',
    form: { $schema: '../form.meta.schema.json', collection: 'x_responses', storedNames: 'as-is' },
    schema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { nome: { type: 'string' } } },
    ui: { $schema: '../ui.meta.schema.json', nome: { 'ui:placeholder': 'Seu nome' } },
    translations: { en: { $schema: '../../i18n.meta.schema.json', fields: { nome: { title: 'Name' } } } },
    example: { $schema: '../example.meta.schema.json', nome: 'Ana' },
  } as unknown as RawFormFolder;

  it("drops the editors' $schema line from every file but schema.json, where it is a JSON Schema keyword", () => {
    const def = defineForm(folder);
    expect(def.form).not.toHaveProperty('$schema');
    expect(def.ui).toEqual({ nome: { 'ui:placeholder': 'Seu nome' } });
    expect(def.translations.en).toEqual({ fields: { nome: { title: 'Name' } } });
    expect(def.example).toEqual({ nome: 'Ana' });
    expect(def.schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('keeps the fingerprint of the questions whatever the other files say', () => {
    const without = { ...folder, ui: { nome: {} }, example: { nome: 'Ana' } } as unknown as RawFormFolder;
    expect(defineForm(folder).version).toBe(defineForm(without).version);
  });
});
