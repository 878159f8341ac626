import { describe, expect, it } from 'vitest';
import type { FieldSchema, FormSchema, RawFormFolder, UiSchema } from '../../src/forms/core/definition';
import { defineForm } from '../../src/forms/core/registry';
import { nextHistory } from '../../src/forms/core/versions';
import { folderTexts, readFolder, removeQuestion, setLimit } from '../../src/features/admin/form-editor/form-editor-ops';
import { checkContradictions } from './check-contradictions';
import { checkFolderTexts } from './check-folder';
import { checkFolder, checkForms } from './check-forms';
import { readFormFiles } from './form-files';

/*
 * The contradictions a visitor would hit (issue 28, part 6): each kind planted once in a small form,
 * with the pointer and the exact sentence the editor reads; then the same findings through the preview's
 * check and forms:check, at their file and line, on folders the editor's own actions changed.
 */

const FORM = { collection: 'teste_responses', storedNames: 'as-is', texts: { title: 'Teste' }, email: { subject: 'Teste' } } as unknown as RawFormFolder['form'];

function form(properties: Record<string, FieldSchema>, rest: Partial<FormSchema> = {}, ui: UiSchema = {}, meta: Partial<RawFormFolder['form']> = {}) {
  return defineForm({ id: 'teste', form: { ...FORM, ...meta }, schema: { type: 'object', properties, ...rest }, ui, translations: {} });
}

const choice = (values: string[], extra: FieldSchema = {}): FieldSchema => ({
  type: 'string',
  title: 'Tipo de evento',
  oneOf: values.map((v) => ({ const: v, title: v === 'Outro' ? 'Outro tipo' : v })),
  ...extra,
});
const list = (values: string[], extra: FieldSchema = {}): FieldSchema => ({
  type: 'array',
  title: 'Onde vai usar',
  items: { type: 'string', enum: values },
  uniqueItems: true,
  ...extra,
});

describe('checkContradictions: limits no answer can meet', () => {
  it('a text whose minimum length is above its maximum', () => {
    expect(checkContradictions(form({ nome: { type: 'string', title: 'Nome completo', minLength: 20, maxLength: 5 } }))).toEqual([
      {
        pointer: '/properties/nome/minLength',
        pt: '"Nome completo" pede ao menos 20 caracteres ("minLength"), mas aceita no máximo 5 ("maxLength"): nenhuma resposta passa. Baixe "minLength" para 5 ou menos, ou suba "maxLength".',
        en: '"Nome completo" asks for at least 20 characters ("minLength") but accepts at most 5 ("maxLength"): no answer passes. Lower "minLength" to 5 or less, or raise "maxLength".',
      },
    ]);
  });

  it('a number whose minimum is above its maximum, also with exclusive bounds and whole numbers', () => {
    const [plain] = checkContradictions(form({ convidados: { type: 'number', title: 'Número de convidados', minimum: 10, maximum: 5 } }));
    expect(plain).toEqual({
      pointer: '/properties/convidados/minimum',
      pt: '"Número de convidados" pede um número a partir de 10 e até 5 ("minimum" e "maximum"): nenhum número passa. Ajuste "minimum" ou "maximum" para que sobre ao menos um valor possível.',
      en: '"Número de convidados" asks for a number from 10 and up to 5 ("minimum" and "maximum"): none passes. Change "minimum" or "maximum" so at least one value is possible.',
    });
    const [exclusive] = checkContradictions(form({ nota: { type: 'number', title: 'Nota', exclusiveMinimum: 5, maximum: 5 } }));
    expect(exclusive.pt).toBe(
      '"Nota" pede um número acima de 5 e até 5 ("exclusiveMinimum" e "maximum"): nenhum número passa. Ajuste "exclusiveMinimum" ou "maximum" para que sobre ao menos um valor possível.',
    );
    const [whole] = checkContradictions(form({ pessoas: { type: 'integer', title: 'Pessoas', minimum: 1.2, maximum: 1.8 } }));
    expect(whole.pt).toBe(
      '"Pessoas" pede um número inteiro a partir de 1.2 e até 1.8 ("minimum" e "maximum"): nenhum inteiro passa. Ajuste "minimum" ou "maximum" para que sobre ao menos um valor possível.',
    );
    // A range with room, or a single allowed value, is no contradiction.
    expect(checkContradictions(form({ n: { type: 'number', minimum: 5, maximum: 5 }, m: { type: 'integer', minimum: 1, exclusiveMaximum: 2 } }))).toEqual([]);
  });

  it('a list asking for more ticks than it accepts, or than it has options', () => {
    expect(checkContradictions(form({ onde: list(['A', 'B', 'C', 'D'], { minItems: 3, maxItems: 2 }) }))).toEqual([
      {
        pointer: '/properties/onde/maxItems',
        pt: '"Onde vai usar" pede ao menos 3 opções marcadas ("minItems"), mas aceita no máximo 2 ("maxItems"): ninguém consegue responder. Suba "maxItems" para 3 ou mais, ou baixe "minItems".',
        en: '"Onde vai usar" asks for at least 3 ticked options ("minItems") but accepts at most 2 ("maxItems"): nobody can answer. Raise "maxItems" to 3 or more, or lower "minItems".',
      },
    ]);
    expect(checkContradictions(form({ onde: list(['A', 'B'], { minItems: 3 }) }))).toEqual([
      {
        pointer: '/properties/onde/minItems',
        pt: '"Onde vai usar" pede ao menos 3 opções marcadas ("minItems"), mas só tem 2: ninguém consegue marcar tantas. Baixe "minItems" para 2 ou menos, ou acrescente opções.',
        en: '"Onde vai usar" asks for at least 3 ticked options ("minItems") but has only 2: nobody can tick that many. Lower "minItems" to 2 or less, or add options.',
      },
    ]);
  });

  it('a required multiple choice that accepts no tick (the engine asks one of every required list)', () => {
    expect(checkContradictions(form({ onde: list(['A', 'B'], { maxItems: 0 }) }, { required: ['onde'] }))).toEqual([
      {
        pointer: '/properties/onde/maxItems',
        pt: '"Onde vai usar" pede ao menos 1 opção marcada (por ser obrigatória), mas aceita no máximo 0 ("maxItems"): ninguém consegue responder. Suba "maxItems" para 1 ou mais, ou deixe a pergunta opcional.',
        en: '"Onde vai usar" asks for at least 1 ticked option (being required) but accepts at most 0 ("maxItems"): nobody can answer. Raise "maxItems" to 1 or more, or make the question optional.',
      },
    ]);
  });

  it('a limit a condition adds that the question itself rules out, said once at the condition', () => {
    const def = form(
      { tipo: choice(['A', 'Outro']), nome: { type: 'string', title: 'Nome', maxLength: 10 } },
      { allOf: [{ if: { properties: { tipo: { const: 'A' } }, required: ['tipo'] }, then: { properties: { nome: { minLength: 30 } } } }] },
    );
    expect(checkContradictions(def).map((f) => [f.pointer, f.pt])).toEqual([
      [
        '/allOf/0/then/properties/nome/minLength',
        '"Nome" pede ao menos 30 caracteres ("minLength"), mas aceita no máximo 10 ("maxLength"): nenhuma resposta passa. Baixe "minLength" para 10 ou menos, ou suba "maxLength".',
      ],
    ]);
  });
});

describe('checkContradictions: a field type and the format it needs', () => {
  it('an e-mail box on a text without "format": "email", and a date picker whose format says e-mail', () => {
    const def = form(
      { contato: { type: 'string', title: 'Seu e-mail' }, quando: { type: 'string', title: 'Data do evento', format: 'email' } },
      {},
      { contato: { 'ui:options': { inputType: 'email' } }, quando: { 'ui:widget': 'date' } },
    );
    expect(checkContradictions(def)).toEqual([
      {
        pointer: '/properties/contato',
        pt: '"Seu e-mail" é mostrada como campo de e-mail ("inputType": "email" em ui.json), mas schema.json não confere o formato: o site guardaria qualquer texto. Acrescente "format": "email" à pergunta, ou tire o "inputType": "email" de ui.json.',
        en: '"Seu e-mail" is drawn as an e-mail field ("inputType": "email" in ui.json), but schema.json does not check the format: the site would store any text. Add "format": "email" to the question, or remove "inputType": "email" from ui.json.',
      },
      {
        pointer: '/properties/quando/format',
        pt: '"Data do evento" é mostrada como campo de data ("ui:widget": "date" em ui.json), mas "format" pede "email": nada preenchido nesse campo passa. Use "format": "date", ou troque o "ui:widget": "date" de ui.json.',
        en: '"Data do evento" is drawn as a date field ("ui:widget": "date" in ui.json), but "format" asks for "email": nothing typed in that field passes. Use "format": "date", or change "ui:widget": "date" in ui.json.',
      },
    ]);
  });

  it('a date picker without "format": "date"; a link box without "format": "uri" is left alone (links are typed without https://)', () => {
    const def = form({ quando: { type: 'string', title: 'Data do evento' }, site: { type: 'string', title: 'Seu site' } }, {}, { quando: { 'ui:widget': 'date' }, site: { 'ui:options': { inputType: 'url' } } });
    expect(checkContradictions(def).map((f) => [f.pointer, f.pt])).toEqual([
      [
        '/properties/quando',
        '"Data do evento" é mostrada como campo de data ("ui:widget": "date" em ui.json), mas schema.json não confere o formato: o site guardaria qualquer texto. Acrescente "format": "date" à pergunta, ou tire o "ui:widget": "date" de ui.json.',
      ],
    ]);
  });

  it('a pattern (or another text rule) on a question that is not a text', () => {
    expect(checkContradictions(form({ convidados: { type: 'integer', title: 'Número de convidados', pattern: '^[0-9]+$' } }))).toEqual([
      {
        pointer: '/properties/convidados/pattern',
        pt: '"pattern" só vale para textos (type "string"), e "Número de convidados" é do tipo "number": a regra nunca é aplicada. Apague "pattern" ou mude o "type" da pergunta.',
        en: '"pattern" only applies to texts (type "string"), and "Número de convidados" is of type "number": the rule is never applied. Remove "pattern" or change the question\'s "type".',
      },
    ]);
  });
});

describe('checkContradictions: "Outro" and the question that asks which', () => {
  const followUp = { if: { properties: { tipo: { const: 'Outro' } }, required: ['tipo'] }, then: { properties: { tipoOutro: { type: 'string', title: 'Qual outro tipo?' } } } };

  it('a condition on "Outro" whose question was deleted by hand (the condition stayed, empty)', () => {
    const def = form({ tipo: choice(['Casamento', 'Outro']) }, { allOf: [{ ...followUp, then: { properties: {} } }] });
    expect(checkContradictions(def)).toEqual([
      {
        pointer: '/allOf/0/then',
        pt: 'Esta condição (quando "Tipo de evento" é "Outro tipo") não mostra pergunta nenhuma: a pergunta que ela mostrava foi apagada. Recrie a pergunta em "then" (por exemplo a que pede qual é o "Outro") ou apague a condição inteira.',
        en: 'This condition (when "Tipo de evento" is "Outro tipo") shows no question: the question it showed was deleted. Recreate the question under "then" (for instance the one asking which "Outro") or remove the whole condition.',
      },
    ]);
  });

  it('an "Outro" still offered after its published follow-up question was deleted', () => {
    const before = form({ tipo: choice(['Casamento', 'Outro']) }, { allOf: [followUp] });
    const published = nextHistory(before);
    const after = form({ tipo: choice(['Casamento', 'Outro']) }, {}, {}, { version: 2, renames: { '2': { fields: { tipoOutro: null } } } } as Partial<RawFormFolder['form']>);
    expect(checkContradictions(after, published)).toEqual([
      {
        pointer: '/properties/tipo/oneOf/1/const',
        pt: 'A opção "Outro tipo" de "Tipo de evento" ficou sem a pergunta que pede qual ("Qual outro tipo?", da versão 1, foi apagada): quem marcar "Outro tipo" não tem onde dizer qual. Recrie a pergunta, mostrada só quando "Outro tipo" é marcada (no editor, a caixa "Outro" da pergunta), ou apague a opção.',
        en: 'The option "Outro tipo" of "Tipo de evento" lost the question asking which ("Qual outro tipo?", of version 1, was deleted): whoever picks "Outro tipo" has nowhere to say which. Recreate the question, shown only when "Outro tipo" is picked (in the editor, the question\'s "Outro" box), or remove the option.',
      },
    ]);
    // Still there, or renamed to a question that is still asked under "Outro": nothing to say.
    expect(checkContradictions(before, published)).toEqual([]);
    const renamed = form(
      { tipo: choice(['Casamento', 'Outro']) },
      { allOf: [{ ...followUp, then: { properties: { qualTipo: { type: 'string', title: 'Qual?' } } } }] },
      {},
      { version: 2, renames: { '2': { fields: { tipoOutro: 'qualTipo' } } } } as Partial<RawFormFolder['form']>,
    );
    expect(checkContradictions(renamed, published)).toEqual([]);
  });

  it('an "Outro" that never had a follow-up (as in the spec\'s contact form) is not a contradiction', () => {
    const published = nextHistory(form({ tipo: choice(['Casamento', 'Outro']) }));
    expect(checkContradictions(form({ tipo: choice(['Casamento', 'Outro']) }), published)).toEqual([]);
  });

  it('an "Outro" without its follow-up on a form never published (null), typed by hand or after deleting "Qual?"', () => {
    const lone = form({ tipo: choice(['Casamento', 'Outro']) });
    expect(checkContradictions(lone, null)).toEqual([
      {
        pointer: '/properties/tipo/oneOf/1/const',
        pt: 'A opção "Outro tipo" de "Tipo de evento" não tem a pergunta que pede qual: quem marcar "Outro tipo" não tem onde dizer qual é. Acrescente a pergunta, mostrada só quando "Outro tipo" é marcada (no editor, a caixa "Outro" da pergunta; à mão, "tipoOutro" numa condição sobre "Outro"), ou apague a opção.',
        en: 'The option "Outro tipo" of "Tipo de evento" has no question asking which: whoever picks "Outro tipo" has nowhere to say which. Add the question, shown only when "Outro tipo" is picked (in the editor, the question\'s "Outro" box; by hand, "tipoOutro" under a condition on "Outro"), or remove the option.',
      },
    ]);
    // With its follow-up, nothing; with a condition left empty, emptyBranch's sentence only; versions unknown, nothing.
    expect(checkContradictions(form({ tipo: choice(['Casamento', 'Outro']) }, { allOf: [followUp] }), null)).toEqual([]);
    const empty = checkContradictions(form({ tipo: choice(['Casamento', 'Outro']) }, { allOf: [{ ...followUp, then: { properties: {} } }] }), null);
    expect(empty.map((f) => f.pointer)).toEqual(['/allOf/0/then']);
    expect(checkContradictions(lone)).toEqual([]);
  });

  it('leaves a follow-up whose condition names a value that no longer exists to checkQuestions (said once)', () => {
    const folder = readFormFiles().find((f) => f.id === 'movaly_continuum')!;
    const schema = folder.files['schema.json']!.replace('{ "const": "Outro", "title": "Outro objetivo" }', '{ "const": "Outros", "title": "Outro objetivo" }');
    const def = checkFolder({ id: folder.id, files: { ...folder.files, 'schema.json': schema } });
    const atCondition = def.problems.filter((p) => p.pointer === '/allOf/0/if/properties/objetivo/const');
    expect(atCondition).toHaveLength(1);
    expect(atCondition[0].pt).toContain('"Outros"');
    expect(checkContradictions(def.def!)).toEqual([]);
  });
});

describe('the preview and forms:check run it, at the file and line to open', () => {
  const REAL = readFormFiles();
  const textsOf = (id: string) => {
    const files = REAL.find((f) => f.id === id)!.files;
    return Object.fromEntries(Object.entries(files).map(([name, text]) => [name, text ?? '']));
  };
  const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

  it('limits set from the editor\'s menus that contradict each other, in the preview\'s check', () => {
    let folder = readFolder('contato', textsOf('contato'));
    folder = setLimit(folder, 'historia', 'maxLength', 5);
    const texts = folderTexts(folder);
    const { problems } = checkFolderTexts({ id: 'contato', files: texts });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'schemas/contato/schema.json',
        line: lineOf(texts['schema.json'], '"minLength": 10'),
        pointer: '/properties/historia/minLength',
        pt: '"Conte sua história" pede ao menos 10 caracteres ("minLength"), mas aceita no máximo 5 ("maxLength"): nenhuma resposta passa. Baixe "minLength" para 5 ou menos, ou suba "maxLength".',
      }),
      // The example can pass no more either: checkExample says so (not repeated here).
      expect.objectContaining({ file: 'schemas/contato/example.json', pointer: '/historia' }),
    ]);
  });

  it('the "Qual?" of a published form\'s "Outro" deleted in the editor, in forms:check', () => {
    const id = 'movaly_continuum';
    const published = { [id]: nextHistory(checkFolder({ id, files: textsOf(id) }).def!) };
    const texts = folderTexts(removeQuestion(readFolder(id, textsOf(id)), 'objetivoOutro'));
    const problems = checkForms({ folders: [{ id, files: texts }], versions: { published, onDisk: published } });
    const lost = problems.filter((p) => p.pt.startsWith('A opção "Outro objetivo"'));
    expect(lost).toEqual([
      expect.objectContaining({
        file: `schemas/${id}/schema.json`,
        line: lineOf(texts['schema.json'], '"const": "Outro", "title": "Outro objetivo"'),
        pointer: '/properties/objetivo/oneOf/6/const',
      }),
    ]);
    expect(lost[0].pt).toContain('("Qual é o outro objetivo?", da versão 1, foi apagada)');
  });

  it('an "Outro" whose "Qual?" was deleted on a form never published, in forms:check at the option\'s line', () => {
    const id = 'movaly_continuum';
    const texts = folderTexts(removeQuestion(readFolder(id, textsOf(id)), 'objetivoOutro'));
    const problems = checkForms({ folders: [{ id, files: texts }], versions: { published: {}, onDisk: {} } });
    const lone = problems.filter((p) => p.pt.startsWith('A opção "Outro objetivo"'));
    expect(lone).toEqual([
      expect.objectContaining({
        file: `schemas/${id}/schema.json`,
        line: lineOf(texts['schema.json'], '"const": "Outro", "title": "Outro objetivo"'),
        pointer: '/properties/objetivo/oneOf/6/const',
      }),
    ]);
    expect(lone[0].pt).toContain('de "Qual é o objetivo principal do vídeo?" não tem a pergunta que pede qual');
  });

  it('every form in schemas/ has none of these contradictions', () => {
    for (const folder of REAL) {
      const checked = checkFolder(folder);
      if (checked.def) expect({ id: folder.id, found: checkContradictions(checked.def) }).toEqual({ id: folder.id, found: [] });
    }
  });
});
