import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkForms, formatProblem, INTERNAL, type FolderFiles, type Problem } from './check-forms';
import { ENGINE_FORM_DIR } from '../../tests/support/engine-form';
import { readFormFiles } from './form-files';
import { readRegistry } from './read-forms';
import { generateRules } from './rules-generator';
import { storedShapeOf, type StoredLedger } from './stored-fields';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => (existsSync(resolve(ROOT, path)) ? readFileSync(resolve(ROOT, path), 'utf8') : null);
const REAL = readFormFiles();
const LEDGER = JSON.parse(read('src/forms/generated/stored-fields.json') ?? '{}') as StoredLedger;

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
 * That the real schemas folder is sound (its rules, stored-fields record and the code's links included) is
 * what `npm run forms:check` says, with the same inputs, in npm test's static phase: it is not repeated here.
 */
describe('checkForms on a sound folder', () => {
  it("finds nothing wrong in the synthetic form that holds every keyword, with its rules, stored-fields record and a link to it", () => {
    const [sound] = readFormFiles(ENGINE_FORM_DIR);
    const registry = readRegistry(ENGINE_FORM_DIR);
    const [def] = registry.forms;
    const problems = checkForms({
      folders: [sound],
      // Written from the folder as the site loads it: forms:check, which parses the texts itself, must agree.
      rulesOnDisk: generateRules(registry),
      storedLedger: { [def.id]: storedShapeOf(def) },
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
      pt: 'O exemplo não passa em schema.json ("Selecione uma opção"): corrija a resposta de "temConteudo".',
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
      ['/ui:sections/1/fields/3', '"nomeCompleto" já está na seção "dados-gerais": deixe a pergunta em um lugar só.'],
      ['/ui:sections', 'A pergunta "email" não está em nenhuma seção: acrescente "email" em "fields" da seção onde ela deve aparecer.'],
    ]);
  });

  it('reports a required answer that is no question, and one without its Portuguese message', () => {
    const f = folder().edit('schema.json', (s) => {
      s.required.push('nomeCompletto');
      delete s.properties.empresa.errorMessage;
    });
    const problems = check(f).filter((p) => p.file.endsWith('schema.json'));
    expect(problems.map((p) => [p.pointer, p.pt])).toEqual([
      ['/required/3', 'A pergunta obrigatória "empresa" não tem mensagem: acrescente "errorMessage": "..." na pergunta, com o que a pessoa deve ler quando deixar em branco.'],
      ['/required/20', '"required" lista "nomeCompletto", que não é uma pergunta de schema.json: troque por "nomeCompleto".'],
    ]);
  });

  it('reports a condition on an option value that does not exist', () => {
    const f = folder('clone_digital').edit('schema.json', (s) => (s.allOf[0].if.properties.principalUso.contains.const = 'Outro'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/clone_digital/schema.json',
      ...place(f.files['schema.json']!, '"const": "Outro"'),
      pointer: '/allOf/0/if/properties/principalUso/contains/const',
      pt: 'A condição espera a opção "Outro" em "principalUso", que não existe: troque por "Outros".',
    });
  });

  it('blames an option value typo on schema.json, not on the translations that spell it right', () => {
    const f = folder().edit('schema.json', (s) => (s.properties.temConteudo.oneOf[1].const = 'sim-pouko'));
    f.edit('example.json', (e) => (e.temConteudo = 'sim-muito'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/schema.json',
      pointer: '/properties/temConteudo/oneOf/1/const',
      pt: 'O valor da opção "sim-pouko" de "temConteudo" parece ter um erro de digitação: as traduções (es, en) usam "sim-pouco". Corrija aqui (ou, se "sim-pouko" for o certo, corrija as traduções).',
    });
  });

  it('refuses a comma in an option of a list stored as comma-separated text', () => {
    const f = folder('criacao_sites').edit('schema.json', (s) => (s.properties.funcionalidades.items.oneOf[0].const = 'formulario, contato'));
    const problem = check(f).find((p) => p.file.endsWith('schema.json'))!;
    expect(problem).toMatchObject({
      pointer: '/properties/funcionalidades/items/oneOf/0/const',
      pt: expect.stringMatching(/^O valor "formulario, contato" tem vírgula, mas "funcionalidades" é guardada como texto separado por vírgulas/),
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
      ['schemas/videos_cinematograficos/i18n/es.json', '/fields/temConteudo', 'Falta a tradução de temConteudo.title: acrescente "title" em "fields"."temConteudo" (sem ela o visitante lê o português).'],
    ]);
  });

  it('reports a translated option the question does not have', () => {
    const f = folder().edit('i18n/en.json', (en) => (en.fields.temConteudo.options['sim-muto'] = 'x'));
    expect(only(check(f))).toMatchObject({
      file: 'schemas/videos_cinematograficos/i18n/en.json',
      pointer: '/fields/temConteudo/options/sim-muto',
      pt: '"temConteudo" não tem a opção "sim-muto" em schema.json: troque por "sim-muito".',
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
    expect(problem.pt).toMatch(/^As regras do Firestore deste formulário ficariam grandes demais \(custo estimado \d+, limite 700\)/);
  });
});

describe('checkForms: what is generated', () => {
  it('reports stale or missing rules', () => {
    const f = folder();
    const stale = 'firestore.rules está desatualizado: rode npm run forms:generate e faça commit do resultado.';
    expect(checkForms({ folders: [f], rulesOnDisk: null }).map((p) => p.pt)).toEqual([stale]);
    expect(checkForms({ folders: [f], rulesOnDisk: 'rules_version' }).map((p) => p.pt)).toEqual([stale]);
  });

  it('reports a removed question or option while the version stays, with how to version it', () => {
    const f = folder().edit('schema.json', (s) => {
      delete s.properties.fraseObrigatoria;
      s.properties.temConteudo.oneOf.pop();
    });
    f.edit('ui.json', (ui) => (ui['ui:sections'][3].fields = ui['ui:sections'][3].fields.filter((n: string) => n !== 'fraseObrigatoria')));
    f.edit('i18n/es.json', (es) => delete es.fields.fraseObrigatoria);
    f.edit('i18n/en.json', (en) => delete en.fields.fraseObrigatoria);
    for (const locale of ['es', 'en']) f.edit(`i18n/${locale}.json`, (tr) => delete tr.fields.temConteudo.options['nao-sei']);
    const problems = checkForms({ folders: [f], storedLedger: LEDGER });
    expect(problems.map((p) => [p.file, p.pt])).toEqual([
      [
        'schemas/videos_cinematograficos/form.json',
        'A pergunta guardada como "frase_obrigatoria" saiu de schema.json (apagada ou renomeada), mas respostas já guardadas usam esse nome. Se foi de propósito, ponha "version": 2 em form.json e rode npm run forms:generate; se não, desfaça a mudança.',
      ],
      [
        'schemas/videos_cinematograficos/form.json',
        'A opção "nao-sei" de "tem_conteudo" saiu de schema.json (apagada ou renomeada), mas respostas já guardadas a usam. Se foi de propósito, ponha "version": 2 em form.json e rode npm run forms:generate; se não, desfaça a mudança.',
      ],
    ]);
    f.edit('form.json', (form) => (form.version = 2));
    expect(checkForms({ folders: [f], storedLedger: LEDGER }).map((p) => p.file)).toEqual(['src/forms/generated/stored-fields.json']);
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
