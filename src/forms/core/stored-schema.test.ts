import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import pt from '../../i18n/locales/pt.json';
import type { FieldSchema } from './definition';
import type { FieldError } from './errors';
import { fieldMessage } from './normalize';
import { precompiledStoredValidator } from './precompiled-validators';
import { type Answers, toStoredAnswers } from './record';
import { defineForm, type FormDefinition } from './registry';
import { optionsOf } from './schema-fields';
import { storedSchema } from './stored-schema';
import { createAnswersValidator, createStoredValidator } from './server-validator';

/*
 * The function judges the stored document with the stored schema instead of splitting it back into
 * answers: it must accept exactly what the browser's validator accepts, once stored, with the same messages.
 */
const registry = readRegistry();
const form = (id: string) => registry.forms.find((f) => f.id === id)!;

/** A form whose joined list has everything the real forms use on lists: a minimum, a cap, a condition on an option, renamed fields. */
function joinedPlatforms(): FormDefinition {
  const base = form('clonagem_voz');
  const schema = structuredClone(base.schema);
  Object.assign(schema.properties.plataformas, { minItems: 2, maxItems: 3 });
  schema.allOf = [
    ...(schema.allOf ?? []),
    { if: { properties: { plataformas: { contains: { const: 'Outros' } } }, required: ['plataformas'] }, then: { required: ['plataformasOutras'] } },
  ];
  return defineForm({ ...base, schema, form: { ...base.form, storedNames: 'snake_case', joinedLists: ['plataformas'] } });
}

/** The same form with one property of `plataformas` changed: a keyword the stored text cannot carry. */
function withPlatforms(extra: FieldSchema): FormDefinition {
  const def = joinedPlatforms();
  const schema = structuredClone(def.schema);
  Object.assign(schema.properties.plataformas, extra);
  return defineForm({ ...def, schema });
}

describe('the stored schema', () => {
  it('accepts the stored form of every registered form example, compiled at run time and as precompiled', () => {
    expect(registry.forms.length).toBeGreaterThan(0);
    for (const def of registry.forms) {
      expect(def.example, def.id).toBeDefined();
      const stored = toStoredAnswers(def, def.example!);
      expect(createStoredValidator(def, pt.engine)(stored), def.id).toEqual([]);
      expect(precompiledStoredValidator(def, pt.engine)(stored), def.id).toEqual([]);
    }
  });

  it('describes a joined list by its text, and a condition on the list by a pattern on that text', () => {
    const sites = storedSchema(form('criacao_sites'), 'pt', pt.engine).properties.funcionalidades;
    expect(sites.type).toBe('string');
    expect(sites.pattern).toMatch(/^\^\(\?:formulario_contato\|botao_whatsapp\|/);
    const def = joinedPlatforms();
    const schema = storedSchema(def, 'pt', pt.engine);
    expect(schema.required).toContain('plataformas');
    expect(schema.required).toContain('nome_completo');
    expect(schema.allOf!.at(-1)).toEqual({
      if: { properties: { plataformas: { pattern: '(?:^|, )Outros(?:, |$)' } }, required: ['plataformas'] },
      then: { required: ['plataformas_outras'] },
    });
  });

  it('renames a field wherever its name appears: dependencies and messages keyed by field', () => {
    const base = form('videos_cinematograficos');
    const schema = structuredClone(base.schema);
    Object.assign(schema, {
      dependencies: { nomeCompleto: ['whatsapp'], momentoHistoria: { required: ['especialDaHistoria'] } },
      errorMessage: { required: { nomeCompleto: 'Diga seu nome' }, properties: { momentoHistoria: 'Conte a história' } },
    });
    const stored = storedSchema(defineForm({ ...base, schema }), 'pt', pt.engine);
    expect(stored.dependencies).toEqual({ nome_completo: ['whatsapp'], momento_historia: { required: ['especial_da_historia'] } });
    expect(stored.errorMessage).toEqual({ required: { nome_completo: 'Diga seu nome' }, properties: { momento_historia: 'Conte a história' } });
  });

  it('refuses a joined list with an unknown option, a doubled or bare separator, or an item twice', () => {
    const def = form('criacao_sites');
    const validate = createStoredValidator(def, pt.engine);
    const stored = toStoredAnswers(def, def.example!);
    const withList = (text: unknown) => validate({ ...stored, funcionalidades: text });
    expect(withList('blog, galeria')).toEqual([]);
    for (const text of ['blog, nao_existe', 'blog, , galeria', 'blog,, galeria', 'blog,galeria', 'blog,  galeria', 'blog, galeria, ', ', blog', '', 'blog, blog', 'blog, galeria, blog', ['blog']]) {
      expect(withList(text), JSON.stringify(text)).toEqual([{ field: 'funcionalidades', message: 'Valor inválido.' }]);
    }
  });

  it('refuses a required joined list left out, too few or too many items, and applies conditions to its text', () => {
    const def = joinedPlatforms();
    const validate = createStoredValidator(def, pt.engine);
    const stored = toStoredAnswers(def, def.example!);
    expect(stored.plataformas).toBe('Instagram, YouTube, Outros');
    expect(validate(stored)).toEqual([]);
    const message = fieldMessage(def.fields.plataformas);
    const without = { ...stored };
    delete without.plataformas;
    expect(validate(without)).toEqual([{ field: 'plataformas', message }]);
    expect(validate({ ...stored, plataformas: 'Instagram' })).toEqual([{ field: 'plataformas', message }]);
    expect(validate({ ...stored, plataformas: 'Instagram, YouTube, TikTok, Outros' })).toEqual([{ field: 'plataformas', message: 'Escolha no máximo 3 opções.' }]);
    // 'Outros' among the platforms asks which ones; without it, nothing is asked.
    const unnamed = { ...stored };
    delete unnamed.plataformas_outras;
    expect(validate(unnamed).map((e) => e.field)).toEqual(['plataformasOutras']);
    expect(validate({ ...unnamed, plataformas: 'Instagram, YouTube' })).toEqual([]);
    expect(validate({ ...unnamed, plataformas: 'Instagram, Outros de fora' }).map((e) => e.field)).toEqual(['plataformas']);
  });

  it('reports a missing answer of a snake_case form under its answer name, with its own message', () => {
    const def = form('videos_cinematograficos');
    expect(def.form.storedNames).toBe('snake_case');
    const stored = toStoredAnswers(def, def.example!);
    delete stored.nome_completo;
    const message = fieldMessage(def.fields.nomeCompleto);
    expect(createStoredValidator(def, pt.engine)(stored)).toEqual([{ field: 'nomeCompleto', message }]);
    expect(precompiledStoredValidator(def, pt.engine)(stored)).toEqual([{ field: 'nomeCompleto', message }]);
  });

  it('refuses, naming the form and the keyword, a list keyword that cannot be checked on the joined text', () => {
    const cases: [FieldSchema, string][] = [
      [{ items: { type: 'string' } }, 'items'],
      [{ contains: { minLength: 3 } }, 'contains'],
      [{ maxContains: 2 }, 'maxContains'],
      [{ errorMessage: { additionalItems: 'x' } }, 'errorMessage.additionalItems'],
    ];
    for (const [extra, keyword] of cases) {
      expect(() => storedSchema(withPlatforms(extra), 'pt', pt.engine), keyword).toThrow(`Form clonagem_voz: "plataformas" is stored joined into one text (form.json joinedLists), but its schema uses "${keyword}"`);
    }
  });
});

/**
 * Answers a visitor or a script could send, from each form's example: each answer left out, too long,
 * mistyped, an option that does not exist, a list with one item, every option, or an item twice.
 */
function samples(def: FormDefinition): Record<string, Answers> {
  const example = def.example ?? {};
  const out: Record<string, Answers> = { example, nothing: {} };
  for (const [name, value] of Object.entries(example)) {
    const options = optionsOf(def.fields[name])?.map((o) => o.value);
    const without = { ...example };
    delete without[name];
    out[`without ${name}`] = without;
    out[`${name} mistyped`] = { ...example, [name]: 42 };
    if (typeof value === 'string') {
      out[`${name} too long`] = { ...example, [name]: 'x'.repeat(6000) };
      if (options) out[`${name} unknown option`] = { ...example, [name]: 'não existe' };
    }
    if (Array.isArray(value) && value.length) {
      out[`${name} unknown option`] = { ...example, [name]: [...value, 'não existe'] };
      out[`${name} an item twice`] = { ...example, [name]: [...value, value[0]] };
      out[`${name} one item`] = { ...example, [name]: [value[0]] };
      if (options) out[`${name} every option`] = { ...example, [name]: options };
    }
  }
  return out;
}

const byField = (errors: FieldError[]) => [...errors].sort((a, b) => a.field.localeCompare(b.field));

describe.each([...registry.forms, joinedPlatforms()].map((def) => [`${def.id}${def.form.joinedLists ? ' (joined lists)' : ''}`, def] as const))(
  '%s: the stored validator',
  (_id, def) => {
    const answers = createAnswersValidator(def, pt.engine);
    const stored = createStoredValidator(def, pt.engine);
    it.each(Object.entries(samples(def)))('agrees with the answers validator: %s', (_name, sample) => {
      expect(byField(stored(toStoredAnswers(def, sample)))).toEqual(byField(answers(sample)));
    });
  },
);
