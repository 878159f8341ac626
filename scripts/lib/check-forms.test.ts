import { describe, expect, it } from 'vitest';
import { checkForms, formatProblem, INTERNAL, type FolderFiles, type Problem } from './check-forms';
import { ENGINE_FORM_DIR } from '../../tests/support/engine-form';
import { readFormFiles } from './form-files';
import { readRegistry } from './read-forms';
import { generateRules, RULES_BUDGET } from './rules-generator';
import { defineForm } from '../../src/forms/core/registry';
import { nextHistory } from '../../src/forms/core/versions';

const REAL = readFormFiles();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A real, valid folder (so each test breaks exactly one thing), its files editable as objects or text. */
function folder(id = 'videos_cinematograficos') {
  const files = { ...REAL.find((f) => f.id === id)!.files };
  return {
    id,
    files,
    edit(name: string, change: (value: Json) => void) {
      const value = JSON.parse(files[name]!);
      change(value);
      files[name] = `${JSON.stringify(value, null, 2)}\n`;
      return this;
    },
  };
}

/** Line and column of the first occurrence of a piece of text, counted independently of the parser. */
function place(text: string, needle: string) {
  const index = text.indexOf(needle);
  expect(index).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const check = (...folders: FolderFiles[]) => checkForms({ folders });
const only = (problems: Problem[]) => {
  expect(problems.map((p) => formatProblem(p))).toHaveLength(1);
  return problems[0];
};

/*
 * That the real schemas folder is sound (its rules, version record and the code's links included) is
 * what `npm run forms:check` says, with the same inputs, in npm test's static phase: it is not repeated here.
 */
describe('checkForms on a sound folder', () => {
  it("finds nothing wrong in the synthetic form that holds every keyword, with its rules, version record and a link to it", () => {
    const [sound] = readFormFiles(ENGINE_FORM_DIR);
    const registry = readRegistry(ENGINE_FORM_DIR);
    const [def] = registry.forms;
    const problems = checkForms({
      folders: [sound],
      // Written from the folder as the site loads it: forms:check, which parses the texts itself, must agree.
      rulesOnDisk: generateRules(registry),
      versions: { published: {}, onDisk: { [def.id]: nextHistory(def) } },
      links: { services: [], forms: [def.id] },
    });
    expect(problems.map((p) => formatProblem(p))).toEqual([]);
  });
});

describe('checkForms: each file against its own shape', () => {
  it('reports broken JSON at its line and column, and still checks the other folders', () => {
    const broken = folder();
    broken.files['ui.json'] = broken.files['ui.json']!.replace('"nomeCompleto",', '"nomeCompleto"');
    const other = folder('contato').edit('ui.json', (ui) => (ui.nomeInexistente = {}));
    const problems = check(broken, other);
    const syntax = problems.find((p) => p.file === 'schemas/videos_cinematograficos/ui.json')!;
    expect(syntax).toMatchObject({ ...place(broken.files['ui.json']!, '"email"'), pointer: '' });
    expect(syntax.pt).toMatch(/^O JSON está quebrado aqui: encontrei '"' onde devia vir uma vírgula ou '\]'/);
    expect(problems.some((p) => p.file === 'schemas/contato/ui.json' && p.pointer === '/nomeInexistente')).toBe(true);
  });

  it('reports "fields": "nome" once, not once per letter', () => {
    const f = folder().edit('ui.json', (ui) => (ui['ui:sections'][0].fields = 'nome'));
    expect(only(check(f))).toEqual({
      file: 'schemas/videos_cinematograficos/ui.json',
      ...place(f.files['ui.json']!, '"fields": "nome"'),
      pointer: '/ui:sections/0/fields',
      pt: 'Aqui deve ir uma lista entre colchetes, por exemplo ["nome", "email"].',
      en: 'This must be a list in square brackets, e.g. ["name", "email"].',
    });
  });

  it('reports "ui:sections": {…} as one problem instead of crashing', () => {
    const f = folder().edit('ui.json', (ui) => (ui['ui:sections'] = { id: 'dados' }));
    expect(only(check(f))).toMatchObject({ pointer: '/ui:sections', pt: 'Aqui deve ir uma lista entre colchetes, por exemplo ["nome", "email"].' });
  });

  it('reports "feilds" at the top of i18n/en.json with the right name', () => {
    const f = folder().edit('i18n/en.json', (en) => {
      en.feilds = en.fields;
      delete en.fields;
    });
    const problems = check(f);
    const typo = problems.find((p) => p.pointer === '/feilds')!;
    expect(typo).toMatchObject({
      file: 'schemas/videos_cinematograficos/i18n/en.json',
      ...place(f.files['i18n/en.json']!, '"feilds"'),
      pt: 'A chave "feilds" não existe aqui: troque por "fields".',
    });
  });

  it('reports form.json settings in plain words', () => {
    const f = folder().edit('form.json', (form) => {
      form.route = 'videos cinematograficos';
      form.storedNames = 'camelCase';
      delete form.collection;
    });
    const problems = check(f);
    expect(problems.map((p) => [p.pointer, p.pt])).toEqual(
      expect.arrayContaining([
        ['', 'Falta "collection": acrescente-o aqui.'],
        ['/route', 'Escreva um endereço do site que comece com "/" e não tenha espaços, por exemplo "/videos-cinematograficos/briefing".'],
        ['/storedNames', 'Use um destes valores: "as-is" ou "snake_case".'],
      ]),
    );
  });

  it('catches a minLenght typo in schema.json (Ajv strict) at its place', () => {
    const f = folder().edit('schema.json', (s) => (s.properties.nomeCompleto.minLenght = 3));
    expect(only(check(f))).toEqual({
      file: 'schemas/videos_cinematograficos/schema.json',
      ...place(f.files['schema.json']!, '"minLenght"'),
      pointer: '/properties/nomeCompleto/minLenght',
      pt: '"minLenght" não é uma palavra do JSON Schema: troque por "minLength".',
      en: '"minLenght" is not a JSON Schema keyword: change it to "minLength".',
    });
  });

  it('explains an unknown type instead of quoting the meta-schema', () => {
    const f = folder().edit('schema.json', (s) => (s.properties.email.type = 'texto'));
    expect(only(check(f))).toMatchObject({ pointer: '/properties/email/type', pt: expect.stringMatching(/^Este "type" não existe: use "string" \(texto\)/) });
  });

  it('reports an example that fails schema.json at the answer', () => {
    const f = folder().edit('example.json', (e) => (e.temConteudo = 'talvez'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/example.json',
      pointer: '/temConteudo',
      pt: 'O exemplo não passa em schema.json ("Selecione uma opção"): corrija a resposta de "Você tem fotos ou vídeos dessa história?".',
    });
  });
});

describe('checkForms: files against each other', () => {
  it('reports an unknown widget with the name it probably meant', () => {
    const f = folder().edit('ui.json', (ui) => (ui.temConteudo['ui:widget'] = 'radoi'));
    expect(only(check(f))).toEqual({
      file: 'schemas/videos_cinematograficos/ui.json',
      ...place(f.files['ui.json']!, '"ui:widget": "radoi"'),
      pointer: '/temConteudo/ui:widget',
      pt: 'O widget "radoi" não existe para uma pergunta deste tipo: troque por "radio".',
      en: 'There is no widget "radoi" for a question of this type: change it to "radio".',
    });
  });

  it('reports a section naming no question, a question placed twice and one placed nowhere', () => {
    const f = folder().edit('ui.json', (ui) => {
      const [first, second] = ui['ui:sections'];
      first.fields = first.fields.filter((n: string) => n !== 'email').concat('campoFantasma');
      second.fields.push('nomeCompleto');
    });
    expect(check(f).map((p) => [p.pointer, p.pt])).toEqual([
      ['/ui:sections/0/fields/4', '"campoFantasma" não é uma pergunta de schema.json: corrija o nome ou apague.'],
      ['/ui:sections/1/fields/3', '"Nome completo" já está na seção "dados-gerais": deixe a pergunta em um lugar só, apagando "nomeCompleto" daqui.'],
      ['/ui:sections', 'A pergunta "E-mail" não está em nenhuma seção: acrescente "email" em "fields" da seção onde ela deve aparecer.'],
    ]);
  });

  it('reports a required answer that is no question, and one without its Portuguese message (at the question)', () => {
    const f = folder().edit('schema.json', (s) => {
      s.required.push('nomeCompletto');
      delete s.properties.empresa.errorMessage;
    });
    const problems = check(f).filter((p) => p.file.endsWith('schema.json'));
    expect(problems.map((p) => [p.pointer, p.line, p.pt])).toEqual([
      ['/required/20', place(f.files['schema.json']!, '"nomeCompletto"').line, '"required" lista "nomeCompletto", que não é uma pergunta de schema.json: troque por "nomeCompleto".'],
      [
        '/properties/empresa',
        place(f.files['schema.json']!, '"empresa": {').line,
        '"Empresa / Cargo" não tem mensagem de erro para "Obrigatória" e "Mínimo de letras" 2: escreva em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam") o que a pessoa lê quando deixa em branco ou erra, por exemplo "Escreva pelo menos 2 caracteres." (à mão: "errorMessage" em "properties"."empresa", um texto só ou um objeto com "_" e "minLength").',
      ],
    ]);
  });

  it('reports a condition on an option value that does not exist', () => {
    const f = folder('clone_digital').edit('schema.json', (s) => (s.allOf[0].if.properties.principalUso.contains.const = 'Outro'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/clone_digital/schema.json',
      ...place(f.files['schema.json']!, '"const": "Outro"'),
      pointer: '/allOf/0/if/properties/principalUso/contains/const',
      pt: 'A condição espera a opção "Outro" em "Qual será o principal uso do seu clone digital?", que não existe: troque por "Outros" (a opção "Outros usos").',
    });
  });

  it('blames an option value typo on schema.json, not on the translations that spell it right', () => {
    const f = folder().edit('schema.json', (s) => (s.properties.temConteudo.oneOf[1].const = 'sim-pouko'));
    f.edit('example.json', (e) => (e.temConteudo = 'sim-muito'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/schema.json',
      pointer: '/properties/temConteudo/oneOf/1/const',
      pt: 'O valor "sim-pouko" da opção "Sim, mas pouco material" de "Você tem fotos ou vídeos dessa história?" parece ter um erro de digitação: as traduções (es, en) usam "sim-pouco". Corrija aqui (ou, se "sim-pouko" for o certo, corrija as traduções).',
      en: 'The value "sim-pouko" of the option "Sim, mas pouco material" of "Você tem fotos ou vídeos dessa história?" looks mistyped: the translations (es, en) use "sim-pouco". Fix it here (or, if "sim-pouko" is right, fix the translations).',
    });
  });

  it('refuses a comma in an option of a list stored as comma-separated text', () => {
    const f = folder('criacao_sites').edit('schema.json', (s) => (s.properties.funcionalidades.items.oneOf[0].const = 'formulario, contato'));
    const problem = check(f).find((p) => p.file.endsWith('schema.json'))!;
    expect(problem).toMatchObject({
      pointer: '/properties/funcionalidades/items/oneOf/0/const',
      pt: 'O valor "formulario, contato" da opção "Formulário de contato" tem vírgula, mas "Quais funcionalidades o site deve ter?" é guardada como texto separado por vírgulas (joinedLists em form.json): tire a vírgula do valor (o rótulo em "title" pode tê-la).',
    });
  });

  it('refuses a joined list that is not a multiple choice, naming the question by its label and the key to remove', () => {
    const f = folder('criacao_sites').edit('form.json', (form) => form.joinedLists.push('nome'));
    expect(only(check(f).filter((p) => p.file.startsWith('schemas/')))).toMatchObject({
      file: 'schemas/criacao_sites/form.json',
      pointer: '/joinedLists/1',
      pt: '"Nome completo" não é uma pergunta de várias escolhas (type "array"): tire "nome" de "joinedLists".',
      en: '"Nome completo" is not a multiple-choice question (type "array"): remove "nome" from "joinedLists".',
    });
  });

  it('accepts any list keyword on a joined list: the function checks the list read back, not its text', () => {
    const f = folder('criacao_sites').edit('schema.json', (s) => (s.properties.funcionalidades.contains = { const: 'galeria' }));
    expect(check(f).filter((p) => p.file.startsWith('schemas/'))).toEqual([]);
  });

  it('reports missing es/en translations of a question and of a section', () => {
    const f = folder().edit('i18n/es.json', (es) => {
      delete es.fields.temConteudo.title;
      delete es.sections['dados-gerais'];
    });
    expect(check(f).map((p) => [p.file, p.pointer, p.pt])).toEqual([
      ['schemas/videos_cinematograficos/i18n/es.json', '/sections', 'Falta a tradução de seção "dados-gerais": acrescente "dados-gerais" em "sections" (sem ela o visitante lê o português).'],
      ['schemas/videos_cinematograficos/i18n/es.json', '/fields/temConteudo', 'Falta a tradução do título de "Você tem fotos ou vídeos dessa história?": acrescente "title" em "fields"."temConteudo" (sem ela o visitante lê o português).'],
    ]);
  });

  it('names the question and the option by their labels when their translation is missing, and where to add it', () => {
    const f = folder().edit('i18n/en.json', (en) => {
      delete en.fields.temConteudo.error;
      delete en.fields.temConteudo.options['sim-pouco'];
      delete en.fields.empresa;
    });
    expect(check(f).map((p) => [p.pointer, p.pt, p.en])).toEqual([
      [
        '/fields',
        'Falta a tradução do título de "Empresa / Cargo": acrescente "title" em "fields"."empresa" (sem ela o visitante lê o português).',
        'The translation of the title of "Empresa / Cargo" is missing: add "title" under "fields"."empresa" (without it the visitor reads Portuguese).',
      ],
      [
        '/fields',
        'Falta a tradução do texto de exemplo dentro do campo de "Empresa / Cargo": acrescente "placeholder" em "fields"."empresa" (sem ela o visitante lê o português).',
        'The translation of the placeholder of "Empresa / Cargo" is missing: add "placeholder" under "fields"."empresa" (without it the visitor reads Portuguese).',
      ],
      [
        '/fields/temConteudo',
        'Falta a tradução da opção "Sim, mas pouco material" de "Você tem fotos ou vídeos dessa história?": acrescente "sim-pouco" em "fields"."temConteudo"."options" (sem ela o visitante lê o português).',
        'The translation of the option "Sim, mas pouco material" of "Você tem fotos ou vídeos dessa história?" is missing: add "sim-pouco" under "fields"."temConteudo"."options" (without it the visitor reads Portuguese).',
      ],
      // A missing error message names the rules it leaves without words (checkConstraintMessages).
      [
        '/fields',
        'Falta a mensagem de erro em inglês de "Empresa / Cargo" para "Obrigatória" e "Mínimo de letras" 2: escreva-a em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam"), com o que a pessoa lê quando deixa em branco ou erra, por exemplo "Write at least 2 characters." (à mão: "error" em "fields"."empresa", um texto só ou um objeto com "_" e "minLength").',
        'The English error message of "Empresa / Cargo" is missing for "Required" and "Fewest letters" 2: write it in the question\'s "Messages to the visitor" (or use "Write the missing messages"), with what the visitor reads when they leave it empty or get it wrong, e.g. "Write at least 2 characters." (by hand: "error" under "fields"."empresa", one text or an object with "_" and "minLength").',
      ],
      [
        '/fields/temConteudo',
        'Falta a mensagem de erro em inglês de "Você tem fotos ou vídeos dessa história?" para "Obrigatória": escreva-a em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam"), com o que a pessoa lê quando deixa em branco (à mão: "error" em "fields"."temConteudo", um texto só ou um objeto com "_").',
        'The English error message of "Você tem fotos ou vídeos dessa história?" is missing for "Required": write it in the question\'s "Messages to the visitor" (or use "Write the missing messages"), with what the visitor reads when they leave it empty (by hand: "error" under "fields"."temConteudo", one text or an object with "_").',
      ],
    ]);
  });

  it('reports a translated option the question does not have', () => {
    const f = folder().edit('i18n/en.json', (en) => (en.fields.temConteudo.options['sim-muto'] = 'x'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/i18n/en.json',
      pointer: '/fields/temConteudo/options/sim-muto',
      pt: '"Você tem fotos ou vídeos dessa história?" não tem a opção "sim-muto" em schema.json: troque por "sim-muito" (a opção "Sim, tenho bastante material").',
      en: '"Você tem fotos ou vídeos dessa história?" has no option "sim-muto" in schema.json: change it to "sim-muito" (the option "Sim, tenho bastante material").',
    });
  });

  it('reports a route, collection or service used by two forms, in both folders', () => {
    const a = folder();
    const b = { ...folder(), id: 'outro_briefing' }.edit('form.json', (form) => (form.collection = 'outro_briefing_responses'));
    expect(check(a, b).map((p) => [p.file, p.pointer, p.pt])).toEqual([
      ['schemas/videos_cinematograficos/form.json', '/route', 'O endereço "/videos-cinematograficos/briefing" também é usado por outro_briefing: escolha outro valor para "route".'],
      ['schemas/outro_briefing/form.json', '/route', 'O endereço "/videos-cinematograficos/briefing" também é usado por videos_cinematograficos: escolha outro valor para "route".'],
      ['schemas/videos_cinematograficos/form.json', '/service', 'O serviço "videos-cinematograficos" também é usado por outro_briefing: escolha outro valor para "service".'],
      ['schemas/outro_briefing/form.json', '/service', 'O serviço "videos-cinematograficos" também é usado por videos_cinematograficos: escolha outro valor para "service".'],
    ]);
  });

  it('reports a form whose rules would exceed the Firestore budget', () => {
    const f = folder().edit('schema.json', (s) => {
      for (let i = 0; i < 150; i++) s.properties[`extra${i}`] = { type: 'string', title: `Extra ${i}` };
    });
    f.edit('ui.json', (ui) => ui['ui:sections'][0].fields.push(...Array.from({ length: 150 }, (_, i) => `extra${i}`)));
    const problem = check(f).find((p) => p.file.endsWith('schema.json'))!;
    expect(problem.pt).toMatch(new RegExp(`^As regras do Firestore deste formulário ficariam grandes demais \\(custo estimado \\d+, limite ${RULES_BUDGET}\\)`));
  });
});

/*
 * Issue 38's checks through forms:check, each planted in a real folder: at the file and line to open,
 * naming the question by its label, and without hiding the folder's other findings.
 */
describe('checkForms: no generic message, no limit nobody meets, no broken pattern', () => {
  const inFile = (problems: Problem[], name: string) => problems.filter((p) => p.file.endsWith(name));

  it('refuses a rule without its message in Spanish, at the question\'s entry of i18n/es.json', () => {
    const f = folder().edit('i18n/es.json', (es) => delete es.fields.whatsapp.error);
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/i18n/es.json',
      ...place(f.files['i18n/es.json']!, '"whatsapp"'),
      pointer: '/fields/whatsapp',
      pt: expect.stringMatching(/^Falta a mensagem de erro em espanhol de "WhatsApp" para "Obrigatória" e "Mínimo de letras" 10: .*por exemplo "Escriba al menos 10 caracteres\."/),
    });
  });

  it('refuses a "Máximo de letras" of 0 at its line', () => {
    const f = folder().edit('schema.json', (s) => (s.properties.musicaTrilha.maxLength = 0));
    // The example's answer to that question fails too: example.json says so on its own.
    expect(only(inFile(check(f), 'schema.json'))).toMatchObject({
      file: 'schemas/videos_cinematograficos/schema.json',
      ...place(f.files['schema.json']!, '"maxLength": 0'),
      pointer: '/properties/musicaTrilha/maxLength',
      pt: expect.stringMatching(/^"Tem alguma música ou trilha sonora em mente\?" tem "Máximo de letras" 0: ninguém consegue escrever nada nela\./),
    });
  });

  it('refuses "minItems": 0 on a required list at its line', () => {
    const f = folder('convite_pesquisa').edit('schema.json', (s) => (s.properties.ondeUsar.minItems = 0));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/convite_pesquisa/schema.json',
      ...place(f.files['schema.json']!, '"minItems": 0'),
      pointer: '/properties/ondeUsar/minItems',
      pt: expect.stringMatching(/^"12\. Onde você pretende usar o vídeo\?" é "Obrigatória", mas tem "Mínimo de escolhas" 0: .*Apague o "Mínimo de escolhas" ou escreva 1\.$/),
    });
  });

  it('refuses a default that is not one of the options, at its line', () => {
    const f = folder().edit('schema.json', (s) => (s.properties.duracaoVideo.default = '10-minutos'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/schema.json',
      ...place(f.files['schema.json']!, '"default": "10-minutos"'),
      pointer: '/properties/duracaoVideo/default',
      pt: expect.stringMatching(/^A resposta que já vem preenchida em "Qual a duração desejada\?" \(default "10-minutos"\) não é uma das opções da pergunta/),
    });
  });

  it('reports a broken pattern at its own line with the label, and still lists the folder\'s other problems', () => {
    const f = folder().edit('schema.json', (s) => {
      s.properties.whatsapp.pattern = '^[0-9+() -';
      s.properties.musicaTrilha.maxLength = 0;
    });
    f.edit('i18n/en.json', (en) => delete en.fields.empresa.error);
    const problems = check(f);
    expect(problems.map((p) => [p.file, p.line, p.pointer])).toEqual([
      ['schemas/videos_cinematograficos/schema.json', place(f.files['schema.json']!, '"pattern"').line, '/properties/whatsapp/pattern'],
      ['schemas/videos_cinematograficos/schema.json', place(f.files['schema.json']!, '"maxLength": 0').line, '/properties/musicaTrilha/maxLength'],
      ['schemas/videos_cinematograficos/i18n/en.json', place(f.files['i18n/en.json']!, '"empresa"').line, '/fields/empresa'],
      ['schemas/videos_cinematograficos/example.json', place(f.files['example.json']!, '"musicaTrilha"').line, '/musicaTrilha'],
    ]);
    expect(inFile(problems, 'schema.json')[0]).toMatchObject({
      pt: 'O "Padrão do texto" (pattern) de "WhatsApp" não é uma expressão regular válida (um [ sem o ] que o fecha: /^[0-9+() -/): o navegador não consegue conferir a resposta. Corrija o padrão ou apague-o.',
      en: 'The "Text pattern" (pattern) of "WhatsApp" is not a valid regular expression (a [ without the ] that closes it: /^[0-9+() -/): the browser cannot check the answer. Fix the pattern or remove it.',
    });
  });
});

describe('checkForms: what is generated', () => {
  it('reports stale or missing rules', () => {
    const f = folder();
    const stale = 'firestore.rules está desatualizado: rode npm run forms:generate e faça commit do resultado.';
    expect(checkForms({ folders: [f], rulesOnDisk: null }).map((p) => p.pt)).toEqual([stale]);
    expect(checkForms({ folders: [f], rulesOnDisk: 'rules_version' }).map((p) => p.pt)).toEqual([stale]);
  });
});

describe('checkForms: published versions', () => {
  const VIDEO = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
  /** Version 1 as published: the record forms:generate wrote from today's folder. */
  const published = { videos_cinematograficos: nextHistory(VIDEO) };
  const checkVersions = (f: ReturnType<typeof folder>) => checkForms({ folders: [f], versions: { published, onDisk: published } });
  /** The cinematic form with option "nao-sei" of temConteudo renamed "ainda-nao-sei", in every language. */
  const renamed = () =>
    folder()
      .edit('schema.json', (s) => (s.properties.temConteudo.oneOf.find((o: Json) => o.const === 'nao-sei').const = 'ainda-nao-sei'))
      .edit('i18n/es.json', (tr) => (tr.fields.temConteudo.options = { ...tr.fields.temConteudo.options, 'ainda-nao-sei': 'Todavía no lo sé' }))
      .edit('i18n/en.json', (tr) => (tr.fields.temConteudo.options = { ...tr.fields.temConteudo.options, 'ainda-nao-sei': "I don't know yet" }))
      .edit('i18n/es.json', (tr) => delete tr.fields.temConteudo.options['nao-sei'])
      .edit('i18n/en.json', (tr) => delete tr.fields.temConteudo.options['nao-sei']);

  it('refuses an option renamed under the published version, at the question that lost it, saying how to version it', () => {
    const f = renamed();
    const problem = only(checkVersions(f));
    expect(problem.file).toBe('schemas/videos_cinematograficos/schema.json');
    expect(problem.pointer).toBe('/properties/temConteudo');
    expect({ line: problem.line, column: problem.column }).toEqual(place(f.files['schema.json']!, '"temConteudo": {'));
    expect(problem.pt).toBe(
      'A opção "Ainda não sei" de "Você tem fotos ou vídeos dessa história?" saiu de schema.json, mas leads da versão 1 a usam. Se foi de propósito, passe "version" para 2 em form.json e diga o que ela virou em "renames" (seção 9 do guia); se não, desfaça a mudança.',
    );
  });

  it('refuses a new version that does not say what the option became, and takes one that does', () => {
    const f = renamed().edit('form.json', (form) => (form.version = 2));
    expect(only(checkVersions(f)).pt).toBe(
      'A opção "Ainda não sei" de "Você tem fotos ou vídeos dessa história?" saiu de schema.json, mas leads da versão 1 a usam. Diga em form.json o que ela virou: "renames": {"2": {"options": {"temConteudo": {"nao-sei": "novo-valor"}}}} (null no lugar do nome novo, se foi apagada de propósito).',
    );
    f.edit('form.json', (form) => (form.renames = { 2: { options: { temConteudo: { 'nao-sei': 'ainda-nao-sei' } } } }));
    // Declared: only the record on disk is behind (forms:generate writes version 2).
    expect(checkVersions(f).map((p) => p.file)).toEqual(['src/forms/generated/versions/videos_cinematograficos.json']);
    const def = defineForm({ ...VIDEO, form: { ...VIDEO.form, version: 2, renames: { 2: { options: { temConteudo: { 'nao-sei': 'ainda-nao-sei' } } } } } });
    expect(nextHistory(def, published.videos_cinematograficos).map((r) => r.version)).toEqual([1, 2]);
  });

  it('refuses a rename to a value the question does not have, or of one the last version never had, where it is written', () => {
    const f = renamed()
      .edit('form.json', (form) => (form.version = 2))
      .edit('form.json', (form) => (form.renames = { 2: { options: { temConteudo: { 'nao-sei': 'ainda-nao', talvez: null } } } }));
    expect(checkVersions(f).map((p) => [p.pointer, p.pt])).toEqual([
      [
        '/renames/2/options/temConteudo/nao-sei',
        '"renames" leva a opção "Ainda não sei" de "Você tem fotos ou vídeos dessa história?" para "ainda-nao", que não é uma opção dessa pergunta: em "options"."temConteudo", escreva o valor que a opção tem hoje em schema.json, ou null se ela foi apagada de propósito.',
      ],
      [
        '/renames/2/options/temConteudo/talvez',
        '"renames" fala da opção "talvez" de "Você tem fotos ou vídeos dessa história?", que a versão 1 não tinha: em "options"."temConteudo", corrija o valor ou apague-o.',
      ],
    ]);
  });

  it('refuses a question renamed to a name schema.json does not have, naming it by its published label', () => {
    const f = folder()
      .edit('schema.json', (s) => delete s.properties.fraseObrigatoria)
      .edit('ui.json', (ui) => (ui['ui:sections'][3].fields = ui['ui:sections'][3].fields.filter((n: string) => n !== 'fraseObrigatoria')))
      .edit('i18n/es.json', (es) => delete es.fields.fraseObrigatoria)
      .edit('i18n/en.json', (en) => delete en.fields.fraseObrigatoria)
      .edit('form.json', (form) => (form.version = 2))
      .edit('form.json', (form) => (form.renames = { 2: { fields: { fraseObrigatoria: 'musicaTrilh' } } }));
    expect(only(checkVersions(f).filter((p) => p.file.startsWith('schemas/')))).toMatchObject({
      file: 'schemas/videos_cinematograficos/form.json',
      pointer: '/renames/2/fields/fraseObrigatoria',
      pt: '"renames" leva a pergunta "Alguma frase que não pode faltar no vídeo?" para "musicaTrilh", que não é uma pergunta de schema.json: troque por "musicaTrilha" (a pergunta "Tem alguma música ou trilha sonora em mente?"), ou null se ela foi apagada de propósito.',
      en: '"renames" maps the question "Alguma frase que não pode faltar no vídeo?" to "musicaTrilh", which is no question of schema.json: change it to "musicaTrilha" (the question "Tem alguma música ou trilha sonora em mente?"), or null if it was removed on purpose.',
    });
  });

  it('takes a question removed on purpose (null), refuses a version two above the last, and does not guard a form never published', () => {
    const removed = folder()
      .edit('schema.json', (s) => delete s.properties.fraseObrigatoria)
      .edit('ui.json', (ui) => (ui['ui:sections'][3].fields = ui['ui:sections'][3].fields.filter((n: string) => n !== 'fraseObrigatoria')))
      .edit('i18n/es.json', (es) => delete es.fields.fraseObrigatoria)
      .edit('i18n/en.json', (en) => delete en.fields.fraseObrigatoria);
    expect(only(checkVersions(removed)).pt).toMatch(/^A pergunta "Alguma frase que não pode faltar no vídeo\?" \(guardada como "frase_obrigatoria"\) saiu de schema.json, mas leads da versão 1 a usam\./);
    removed.edit('form.json', (form) => (form.version = 2)).edit('form.json', (form) => (form.renames = { 2: { fields: { fraseObrigatoria: null } } }));
    expect(checkVersions(removed).map((p) => p.file)).toEqual(['src/forms/generated/versions/videos_cinematograficos.json']);
    removed.edit('form.json', (form) => (form.version = 3));
    expect(only(checkVersions(removed)).pt).toBe('"version" é 3, mas a última versão publicada é 1: mantenha 1 ou passe para 2 (uma de cada vez).');
    expect(checkForms({ folders: [renamed()], versions: { published: {}, onDisk: {} } }).map((p) => p.file)).toEqual([
      'src/forms/generated/versions/videos_cinematograficos.json',
    ]);
  });
});

describe('formatProblem', () => {
  it('gives file:line:column, the pointer and the sentence, in Portuguese or English', () => {
    const problem: Problem = { file: 'schemas/x/ui.json', line: 3, column: 7, pointer: '/a', pt: 'Faça isto.', en: 'Do this.' };
    expect(formatProblem(problem)).toBe('schemas/x/ui.json:3:7  /a  Faça isto.');
    expect(formatProblem(problem, 'en')).toBe('schemas/x/ui.json:3:7  /a  Do this.');
  });
});

describe('checkForms: the $schema line', () => {
  it('asks for "$schema" first in every file, pointing at its meta-schema', () => {
    const f = folder().edit('ui.json', (ui) => delete ui.$schema);
    f.edit('i18n/es.json', (es) => (es.$schema = '../i18n.meta.schema.json'));
    expect(check(f).map((p) => [p.file, p.pointer, p.pt])).toEqual([
      [
        'schemas/videos_cinematograficos/ui.json',
        '',
        'Comece o arquivo com "$schema": "../ui.meta.schema.json", para o editor ajudar e apontar erros enquanto você digita.',
      ],
      [
        'schemas/videos_cinematograficos/i18n/es.json',
        '/$schema',
        'Comece o arquivo com "$schema": "../../i18n.meta.schema.json", para o editor ajudar e apontar erros enquanto você digita.',
      ],
    ]);
  });
});

describe('checkForms: links from the code', () => {
  it('reports a briefing the code links to that no form provides, by service or by form id', () => {
    const f = folder().edit('form.json', (form) => (form.service = 'videos-cinematograficos'));
    const problems = checkForms({ folders: [f], links: { services: ['videos-cinematograficos', 'clone-digital'], forms: ['convite_pesquisa'] } });
    expect(problems.map((p) => [p.file, p.pt])).toEqual([
      [
        'src/forms/briefing-links.ts',
        'O site tem um botão para o briefing do serviço "clone-digital", mas nenhum formulário com "route" tem "service": "clone-digital": ponha "service": "clone-digital" no form.json do briefing desse serviço.',
      ],
      [
        'src/forms/briefing-links.ts',
        'O site tem um link para o formulário "convite_pesquisa", que não existe ou não tem "route": dê a ele um "route" em schemas/convite_pesquisa/form.json (ou tire o link do código).',
      ],
    ]);
  });

  it('reports a form that names a service but has no route of its own', () => {
    const f = folder().edit('form.json', (form) => delete form.route);
    const problems = checkForms({ folders: [f], links: { services: ['videos-cinematograficos'], forms: [] } });
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([
      ['src/forms/briefing-links.ts', ''],
      ['schemas/videos_cinematograficos/form.json', '/service'],
    ]);
  });
});

describe('checkForms: an archived form', () => {
  const links = { services: ['videos-cinematograficos'], forms: ['convite_pesquisa'], embedded: ['contato'] };

  it('refuses to archive a form the code opens, at its "archived", saying how the site opens it', () => {
    const byService = folder().edit('form.json', (form) => (form.archived = true));
    const problem = only(checkForms({ folders: [byService], links: { ...links, forms: [], embedded: [] } }));
    expect(problem).toMatchObject({ file: 'schemas/videos_cinematograficos/form.json', pointer: '/archived', ...place(byService.files['form.json']!, '"archived"') });
    expect(problem.pt).toBe(
      'Este formulário não pode ser arquivado: a página do serviço "videos-cinematograficos" tem um botão que abre este formulário (src/forms/briefing-links.ts), e o site ficaria com um botão, um link ou um formulário que não funciona. Apague "archived", ou peça a quem mantém o site para tirar o formulário do código antes.',
    );
    expect(problem.en).toBe(
      'This form cannot be archived: the page of service "videos-cinematograficos" has a button that opens this form (src/forms/briefing-links.ts), and the site would keep a button, a link or a form that does not work. Remove "archived", or ask whoever maintains the site to take the form out of the code first.',
    );
    const embedded = folder('contato').edit('form.json', (form) => (form.archived = true));
    expect(only(checkForms({ folders: [embedded], links: { services: [], forms: [], embedded: ['contato'] } })).pt).toContain('uma página do site mostra este formulário dentro dela');
  });

  it('asks no way in of an archived form the code does not open', () => {
    const unlinked = folder().edit('form.json', (form) => {
      form.archived = true;
      delete form.service;
    });
    expect(checkForms({ folders: [unlinked], links: { services: [], forms: [] } })).toEqual([]);
    // The same form, not archived: nobody could reach it.
    const live = folder().edit('form.json', (form) => delete form.service);
    expect(only(checkForms({ folders: [live], links: { services: [], forms: [] } })).pointer).toBe('/route');
  });
});

describe('checkForms: spec-messages.json', () => {
  it('is optional, and checked like the other files when present', () => {
    const f = folder();
    delete f.files['spec-messages.json'];
    expect(check(f)).toEqual([]);
    f.files['spec-messages.json'] = '{\n  "$schema": "../spec-messages.meta.schema.json",\n  "nomeCompleto": 3\n}\n';
    expect(only(check(f))).toMatchObject({ file: 'schemas/videos_cinematograficos/spec-messages.json', line: 3, column: 3, pointer: '/nomeCompleto', pt: 'Aqui deve ir um texto entre aspas, por exemplo "Sim".' });
  });
});

describe('checkForms never crashes', () => {
  // A hand edit can leave any value anywhere: the check answers with problems, never throws, and never
  // needs its internal-error fallback for a file whose shape it checks first.
  const odd = [null, 'x', {}];
  const pointers = (value: unknown, depth: number): string[][] =>
    value && typeof value === 'object' && depth > 0
      ? Object.entries(value).flatMap(([k, v]) => [[k], ...pointers(v, depth - 1).map((p) => [k, ...p])])
      : [];

  it.each(['form.json', 'schema.json', 'ui.json', 'example.json', 'i18n/en.json'])('on any odd value in %s', (name) => {
    const base = folder('contato');
    for (const path of pointers(JSON.parse(base.files[name]!), name === 'schema.json' ? 3 : 2)) {
      for (const value of odd) {
        const f = folder('contato').edit(name, (json) => {
          let node = json;
          for (const key of path.slice(0, -1)) node = node[key];
          node[path[path.length - 1]] = value;
        });
        const problems = check(f);
        expect(problems.filter((p) => p.pt.startsWith(INTERNAL)), `${name} ${path.join('/')} = ${JSON.stringify(value)}`).toEqual([]);
      }
    }
  }, 120_000);
});
