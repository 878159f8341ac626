import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../src/config/site-pages';
import { EMBEDDED_FORMS, LINKED_FORMS, LINKED_SERVICES } from '../../src/forms/briefing-links';
import { ENGINE_FORM_DIR } from '../../tests/support/engine-form';
import { checkForms, formatProblem, type Problem } from './check-forms';
import { readFormFiles } from './form-files';

/*
 * The dead ends forms:check refuses (issue 20): a visitor who cannot send, a form nobody can open or find,
 * a question that can never appear, two options nobody can tell apart. Each on a real, sound folder with
 * exactly one thing broken, with the sentence the editor reads and the line it points at.
 */
const REAL = [...readFormFiles(), ...readFormFiles(ENGINE_FORM_DIR)];
const LINKS = { services: LINKED_SERVICES, forms: LINKED_FORMS, embedded: EMBEDDED_FORMS };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function folder(id: string) {
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

/** Line and column of the n-th occurrence of a piece of text, counted independently of the parser. */
function place(text: string, needle: string, nth = 1) {
  let index = -1;
  for (let i = 0; i < nth; i++) index = text.indexOf(needle, index + 1);
  expect(index).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** What forms:check says of the folders themselves (one folder alone leaves the code's other links unmet). */
const ofFolders = (problems: Problem[]) => problems.filter((p) => p.file.startsWith('schemas/'));

/** clone_digital's "other use" question with a message, in Portuguese and both translations. */
function withOtherUseMessage() {
  const f = folder('clone_digital').edit('schema.json', (s) => (s.allOf[0].then.properties.principalUsoOutro.errorMessage = 'Diga qual outro uso'));
  for (const locale of ['es', 'en']) f.edit(`i18n/${locale}.json`, (t) => (t.fields.principalUsoOutro.error = 'Say which other use'));
  return f;
}

const only = (problems: Problem[]) => {
  expect(problems.map((p) => formatProblem(p))).toHaveLength(1);
  return problems[0];
};

describe('forms:check refuses a required question that a condition hides', () => {
  it('at the top of schema.json while the question is asked only under an "if"', () => {
    const f = withOtherUseMessage().edit('schema.json', (s) => s.required.push('principalUsoOutro'));
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      file: 'schemas/clone_digital/schema.json',
      ...place(f.files['schema.json']!, '"principalUsoOutro"'),
      pointer: '/required/17',
      pt: '"Qual outro uso você imagina para o seu clone?" é obrigatória aqui, mas só aparece sob uma condição (em /allOf/0/then): quem responde de outro jeito não vê a pergunta e nunca consegue enviar. Tire "principalUsoOutro" daqui e ponha-a no "required" ao lado da própria pergunta (em /allOf/0/then), para ela ser obrigatória só quando aparece.',
      en: '"Qual outro uso você imagina para o seu clone?" is required here but only shown under a condition (at /allOf/0/then): a visitor who answers otherwise never sees it and can never send. Remove "principalUsoOutro" from here and list it in the "required" beside the question itself (at /allOf/0/then), so it is required only when shown.',
    });
  });

  it('and accepts it required beside the question, in the branch that shows it', () => {
    const f = withOtherUseMessage().edit('schema.json', (s) => (s.allOf[0].then.required = ['principalUsoOutro']));
    expect(checkForms({ folders: [f] })).toEqual([]);
  });

  it('under "dependencies" too: required by one answer while only another answer shows it', () => {
    const f = folder('motor_teste').edit('schema.json', (s) => (s.dependencies.apelido = ['enderecoSite']));
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      file: 'schemas/motor_teste/schema.json',
      pointer: '/dependencies/apelido/0',
      pt: expect.stringMatching(/^"Endereço do site" é obrigatória aqui, mas só aparece sob uma condição \(em \/dependencies\/temSite\/oneOf\/0\).* Tire "enderecoSite" daqui/),
    });
  });
});

describe('forms:check refuses a route that is already a page of the site', () => {
  it('a service page, whatever the case of its letters', () => {
    const f = folder('videos_cinematograficos').edit('form.json', (form) => (form.route = '/Clone-Digital'));
    expect(only(checkForms({ folders: [f], pages: SITE_PAGES }))).toMatchObject({
      file: 'schemas/videos_cinematograficos/form.json',
      ...place(f.files['form.json']!, '"route"'),
      pointer: '/route',
      pt: 'O endereço "/Clone-Digital" já é uma página do site (/clone-digital): o formulário nunca seria aberto. Escolha outro "route", por exemplo "/Clone-Digital/briefing".',
    });
  });

  it('a staff page with a variable part, without a suggestion that would collide too', () => {
    const f = folder('videos_cinematograficos').edit('form.json', (form) => (form.route = '/admin/leads/podcast'));
    expect(only(checkForms({ folders: [f], pages: SITE_PAGES })).pt).toBe(
      'O endereço "/admin/leads/podcast" já é uma página do site (/admin/leads/:formId): o formulário nunca seria aberto. Escolha outro "route".',
    );
  });
});

describe('forms:check refuses a form no visitor can reach', () => {
  it('a page no page links to, unless form.json says its link lives outside the site', () => {
    const f = folder('evento_briefing').edit('form.json', (form) => delete form.linkedFrom);
    expect(only(ofFolders(checkForms({ folders: [f], links: LINKS })))).toMatchObject({
      file: 'schemas/evento_briefing/form.json',
      ...place(f.files['form.json']!, '"route"'),
      pointer: '/route',
      pt: 'Nenhuma página do site leva a "/convites-cinematograficos/briefing-evento": um visitante não encontraria este formulário. Se ele é o briefing de um serviço, ponha em "service" o serviço da página (por exemplo "clone-digital"); se o link fica fora do site (e-mail, mensagem, anúncio, QR code), ponha "linkedFrom": "external".',
    });
    expect(ofFolders(checkForms({ folders: [folder('evento_briefing')], links: LINKS }))).toEqual([]);
  });

  it('a briefing of a service that has no page', () => {
    const f = folder('videos_cinematograficos').edit('form.json', (form) => (form.service = 'podcast'));
    expect(only(checkForms({ folders: [f], links: { services: ['clone-digital'], forms: [] } }).filter((p) => p.file === 'schemas/videos_cinematograficos/form.json'))).toMatchObject({
      pointer: '/service',
      pt: 'Nenhuma página do site é do serviço "podcast", então nenhum botão abre este formulário: corrija "service" (os serviços do site são "clone-digital") ou, se o link para ele fica fora do site (e-mail, mensagem, anúncio, QR code), ponha "linkedFrom": "external".',
    });
  });

  it('a form without a page of its own that no page shows, and a page showing a form that does not exist', () => {
    const contato = folder('contato');
    expect(ofFolders(checkForms({ folders: [contato], links: LINKS }))).toEqual([]);
    const problems = checkForms({ folders: [contato], links: { services: [], forms: [], embedded: ['contatto'] } });
    expect(problems.map((p) => [p.file, p.pt])).toEqual([
      [
        'schemas/contato/form.json',
        'Este formulário não tem "route" (página própria) e nenhuma página do site o mostra dentro dela: nenhum visitante o veria. Dê a ele um "route", por exemplo "/contato".',
      ],
      [
        'src/forms/briefing-links.ts',
        'Uma página do site mostra o formulário "contatto" dentro dela, mas a pasta schemas/contatto não existe: crie-a ou tire o formulário da página.',
      ],
    ]);
  });
});

describe('forms:check refuses a condition that can never be true', () => {
  it('one value tested on a multiple-choice question', () => {
    const f = folder('clone_digital').edit('schema.json', (s) => (s.allOf[0].if.properties.principalUso = { const: 'Outros' }));
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      line: place(f.files['schema.json']!, '"if"').line + 3,
      pointer: '/allOf/0/if/properties/principalUso/const',
      pt: 'Esta condição nunca é verdadeira: "Qual será o principal uso do seu clone digital?" é de várias escolhas (uma lista) e nunca é igual a um valor só; para saber se "Outros usos" foi marcada, escreva "principalUso": { "contains": { "const": "Outros" } }; as perguntas que dependem dela nunca apareceriam.',
      en: 'This condition can never be true: "Qual será o principal uso do seu clone digital?" is multiple choice (a list) and never equals a single value; to test whether "Outros usos" was ticked, write "principalUso": { "contains": { "const": "Outros" } }; the questions that depend on it would never show.',
    });
  });

  it('"contains" on a single choice, which would hold for any answer', () => {
    const f = folder('movaly_continuum').edit('schema.json', (s) => (s.allOf[2].if.properties.avatar = { contains: { const: 'sim' } }));
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      pointer: '/allOf/2/if/properties/avatar/contains',
      pt: '"Deseja usar um avatar digital (apresentador criado com IA)?" tem uma resposta só, e "contains" só vale para perguntas de várias escolhas: aqui ele é ignorado e a condição valeria para qualquer resposta. Escreva "avatar": { "const": "..." }.',
    });
  });

  it('a value of another type than the answer, and a number the question never accepts', () => {
    const f = folder('motor_teste').edit('schema.json', (s) => {
      s.properties.apelido = { type: 'integer', title: 'Quantos convidados?', minimum: 1, maximum: 30 };
      s.allOf.push(
        { if: { properties: { aceite: { const: 'sim' } }, required: ['aceite'] }, then: {} },
        { if: { properties: { apelido: { minimum: 50 } }, required: ['apelido'] }, then: {} },
        { if: { properties: { apelido: { maximum: 0 } }, required: ['apelido'] }, then: {} },
      );
    });
    const dead = checkForms({ folders: [f] }).filter((p) => p.pt.startsWith('Esta condição nunca'));
    expect(dead.map((p) => [p.pointer, p.pt])).toEqual([
      [
        '/allOf/2/if/properties/aceite/const',
        'Esta condição nunca é verdadeira: a resposta de "Aceito ser contatado sobre este pedido" é do tipo "boolean", e "sim" é de outro tipo; as perguntas que dependem dela nunca apareceriam.',
      ],
      [
        '/allOf/3/if/properties/apelido/minimum',
        'Esta condição nunca é verdadeira: pede ao menos 50, mas "Quantos convidados?" aceita no máximo 30; as perguntas que dependem dela nunca apareceriam.',
      ],
      [
        '/allOf/4/if/properties/apelido/maximum',
        'Esta condição nunca é verdadeira: pede no máximo 0, mas "Quantos convidados?" aceita no mínimo 1; as perguntas que dependem dela nunca apareceriam.',
      ],
    ]);
  });

  it('an option value the question does not have (with the value it probably meant)', () => {
    const f = folder('clone_digital').edit('schema.json', (s) => (s.allOf[0].if.properties.principalUso.contains.const = 'Outro'));
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      pt: 'A condição espera a opção "Outro" em "Qual será o principal uso do seu clone digital?", que não existe: troque por "Outros" (a opção "Outros usos").',
      en: 'The condition expects option "Outro" of "Qual será o principal uso do seu clone digital?", which does not exist: change it to "Outros" (the option "Outros usos").',
    });
  });
});

describe('forms:check refuses two options with the same label in one question', () => {
  it('in schema.json, whatever the case and spaces, at the repeated label', () => {
    const f = folder('videos_cinematograficos').edit('schema.json', (s) => (s.properties.temConteudo.oneOf[1].title = ' sim,  TENHO bastante material'));
    const first = JSON.parse(f.files['schema.json']!).properties.temConteudo.oneOf[0].title;
    expect(first).toBe('Sim, tenho bastante material');
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      file: 'schemas/videos_cinematograficos/schema.json',
      pointer: '/properties/temConteudo/oneOf/1/title',
      pt: 'A pergunta "Você tem fotos ou vídeos dessa história?" tem duas opções com o rótulo " sim,  TENHO bastante material" (valores "sim-muito" e "sim-pouco"): o visitante não saberia qual escolher. Dê a cada opção um rótulo diferente.',
    });
  });

  it('in a translation', () => {
    const f = folder('videos_cinematograficos').edit('i18n/en.json', (t) => (t.fields.temConteudo.options['sim-pouco'] = 'Yes, I have plenty of material'));
    expect(only(checkForms({ folders: [f] }))).toMatchObject({
      file: 'schemas/videos_cinematograficos/i18n/en.json',
      ...place(f.files['i18n/en.json']!, '"sim-pouco"'),
      pointer: '/fields/temConteudo/options/sim-pouco',
      pt: 'A pergunta "Você tem fotos ou vídeos dessa história?" tem duas opções com o rótulo "Yes, I have plenty of material" (valores "sim-muito" e "sim-pouco"): o visitante não saberia qual escolher. Dê a cada opção um rótulo diferente.',
    });
  });
});
