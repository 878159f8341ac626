import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import type { FieldSchema, FormTranslation } from './definition';
import { localizeSchema, localizeTexts, localizeUi } from './localize';

const registry = readRegistry();
const form = (id: string) => registry.forms.find((f) => f.id === id)!;
const contato = form('contato');
const videos = form('videos_cinematograficos');

const optionTitle = (field: FieldSchema, value: string) => field.oneOf?.find((o) => o.const === value)?.title;

describe('localisation of a form', () => {
  it('translates the title, a field, an option label and an error into es and en', () => {
    const es = localizeSchema(contato.schema, contato.translations.es);
    const en = localizeSchema(contato.schema, contato.translations.en);
    expect(localizeTexts(contato.form.texts, contato.translations.es).title).toBe('Mensaje de contacto');
    expect(localizeTexts(contato.form.texts, contato.translations.en).title).toBe('Contact message');
    expect(es.properties.nome.title).toBe('Nombre');
    expect(en.properties.nome.title).toBe('Name');
    expect(optionTitle(es.properties.tipoProjetoP, 'clonagem-voz')).toBe('Clonación de Voz');
    expect(optionTitle(en.properties.tipoProjetoP, 'clonagem-voz')).toBe('Voice Cloning');
    expect(es.properties.nome.errorMessage).toBe('Escribe tu nombre');
    expect(en.properties.nome.errorMessage).toBe('Enter your name');
  });

  it('translates section titles by id', () => {
    const title = (tr: FormTranslation | undefined) => localizeUi(videos.ui, tr)['ui:sections']?.[0].title;
    expect(title(undefined)).toBe('Dados Gerais');
    expect(title(videos.translations.es)).toBe('Datos generales');
    expect(title(videos.translations.en)).toBe('General information');
  });

  it('leaves the Portuguese source untouched', () => {
    localizeSchema(contato.schema, contato.translations.en);
    expect(contato.schema.properties.nome.title).toBe('Nome');
    expect(optionTitle(contato.schema.properties.tipoProjetoP, 'clonagem-voz')).toBe('Clonagem de Voz');
  });

  // A half-translated form must still read, in Portuguese where a key is missing, never as a key.
  it('falls back to Portuguese where a translation lacks a key', () => {
    const partial = structuredClone(contato.translations.es!);
    delete partial.fields!.nome;
    delete partial.fields!.tipoProjetoP!.options!['clonagem-voz'];
    delete partial.texts!.title;
    const schema = localizeSchema(contato.schema, partial);
    expect(schema.properties.nome.title).toBe('Nome');
    expect(schema.properties.nome.errorMessage).toBe('Informe seu nome');
    expect(optionTitle(schema.properties.tipoProjetoP, 'clonagem-voz')).toBe('Clonagem de Voz');
    expect(optionTitle(schema.properties.tipoProjetoP, 'clone-digital')).toBe('Clon Digital con IA');
    expect(localizeTexts(contato.form.texts, partial).title).toBe('Mensagem de contato');

    const sections = structuredClone(videos.translations.en!);
    delete (sections.sections as Record<string, unknown>)['dados-gerais'];
    const ui = localizeUi(videos.ui, sections)['ui:sections']!;
    expect(ui[0].title).toBe('Dados Gerais');
    expect(ui[1].title).toBe('Story goal and emotion');
  });
});
