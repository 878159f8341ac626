import { beforeAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { createAnswersValidator } from '../../../scripts/lib/compile-validator';
import { engineForm, precompiledModule, schemaKeywords } from '../../../tests/support/engine-form';
import pt from '../../i18n/locales/pt.json';
import { type AnswersValidator, answersValidator, FormNotJudged } from './answers-validator';
import { withLimit } from './engine-messages';
import { MAX_SUBMISSION_CHARS, submissionChars } from './field-caps';
import { precompiledAnswersValidator } from './precompiled-validators';
import type { Answers } from './record';
import type { FormDefinition } from './registry';
import { validationSchemaId } from './validation-schema';

/*
 * The function judges answers with the code forms:generate precompiled; the schema compiled at run
 * time is the reference it must agree with, message for message (the Portuguese errorMessage texts).
 * One test per feature of the definition format, each on a real form that has it and on the synthetic
 * form (tests/fixtures/engine-form), which has every keyword; every form once, where the form itself is
 * the subject (its example, and what an empty submission shows).
 */
const registry = readRegistry();
const form = (id: string) => registry.forms.find((f) => f.id === id)!;
const videos = form('videos_cinematograficos'); // snake_case stored names, a message on every required answer
const evento = form('evento_briefing'); // conditions (`const` and `contains`), a date
const sites = form('criacao_sites'); // a joined list
const instagram = form('automacao_instagram'); // an author's maxItems
const fixture = engineForm();

/** A hostile answer of the wrong type to a text no rule names: the only place the engine's last resort shows. */
const invalid = pt.engine.invalid;
/** A pick outside a question's options. */
const choice = pt.engine.choice;
/** A text over its cap: the cap and what was typed, both written as pt-BR writes numbers. */
const tooLong = (limit: number, length: number) => withLimit(pt.engine.maxLengthTyped, limit, pt.engine.numberLocale, length);
const tooMany = (limit: number) => withLimit(pt.engine.maxItems, limit, pt.engine.numberLocale);

/** What the precompiled validator says of some answers, checked to be what the schema compiled at run time says. */
type Judge = (answers: Answers) => ReturnType<AnswersValidator>;
function judgeOf(def: FormDefinition, precompiled: AnswersValidator): Judge {
  const compiled = createAnswersValidator(def, pt.engine);
  return (answers) => {
    const errors = precompiled(answers);
    expect(errors, `${def.id}: precompiled and compiled at run time differ`).toEqual(compiled(answers));
    return errors;
  };
}
const realJudge = (def: FormDefinition) => judgeOf(def, precompiledAnswersValidator(def, pt.engine));

const judge = { videos: realJudge(videos), evento: realJudge(evento), sites: realJudge(sites), instagram: realJudge(instagram) };
let synthetic: Judge;
beforeAll(async () => {
  // The synthetic form's module is precompiled here, by the code forms:generate runs for the real ones.
  const module = await precompiledModule(fixture, 'pt');
  synthetic = judgeOf(fixture, answersValidator(fixture, pt.engine, module.validateFns[validationSchemaId(fixture, 'pt')]));
});
const example = fixture.example!;
/** Field -> message, where the order Ajv meets the questions in is not the point. */
const byField = (errors: ReturnType<Judge>) => Object.fromEntries(errors.map((e) => [e.field, e.message]));

describe('the precompiled validator of every form', () => {
  it('accepts the form’s example, and shows for an empty submission what the schema compiled at run time shows', () => {
    expect(registry.forms.length).toBeGreaterThan(1);
    for (const def of registry.forms) {
      const check = realJudge(def);
      expect(check(def.example ?? {}), `${def.id}: its example`).toEqual([]);
      expect(check({}).length, `${def.id}: an empty submission`).toBeGreaterThan(0);
    }
  });
});

describe('the precompiled validator, feature by feature', () => {
  it('is proven on a synthetic form that holds every schema keyword, type and format the real forms use', () => {
    const used = new Set(registry.forms.flatMap((def) => [...schemaKeywords(def.schema)]));
    const held = schemaKeywords(fixture.schema);
    expect([...used].filter((keyword) => !held.has(keyword)), 'add a question using it to tests/fixtures/engine-form').toEqual([]);
    expect(held).toContain('dependencies'); // a condition the format allows, though no real form uses it yet
    expect(synthetic(example)).toEqual([]);
  });

  it('gives a missing, blank or mistyped answer its question’s own message, and the engine’s where the question has none', () => {
    const withoutName = { ...videos.example };
    delete withoutName.nomeCompleto;
    expect(judge.videos(withoutName)).toEqual([{ field: 'nomeCompleto', message: 'Nome completo é obrigatório' }]);
    expect(judge.videos({ ...videos.example, nomeCompleto: '   ' })).toEqual([{ field: 'nomeCompleto', message: 'Nome completo é obrigatório' }]);
    expect(judge.videos({ ...videos.example, nomeCompleto: 42, musicaTrilha: 42 })).toEqual([
      { field: 'nomeCompleto', message: 'Nome completo é obrigatório' },
      { field: 'musicaTrilha', message: invalid },
    ]);

    expect(synthetic({})).toEqual([
      { field: 'nomeCompleto', message: 'Informe seu nome completo' },
      { field: 'email', message: 'Informe um e-mail válido' },
      { field: 'historia', message: 'Conte sua história' },
      { field: 'canal', message: 'Escolha um canal' },
      { field: 'recursos', message: 'Escolha um ou dois recursos' },
      { field: 'aceite', message: 'Marque para podermos responder' },
    ]);
    expect(synthetic({ ...example, historia: ' \n ', nomeCompleto: 'A' })).toEqual([
      { field: 'nomeCompleto', message: 'Informe seu nome completo' }, // minLength
      { field: 'historia', message: 'Conte sua história' },
    ]);
    expect(byField(synthetic(Object.fromEntries(Object.keys(example).map((name) => [name, 42]))))).toEqual({
      nomeCompleto: 'Informe seu nome completo',
      email: 'Informe um e-mail válido',
      whatsapp: 'Informe um número com DDD',
      melhorHorario: 'Escolha um horário',
      empresa: invalid,
      dataEvento: 'Informe uma data',
      cidade: invalid,
      apelido: invalid,
      historia: 'Conte sua história',
      canal: 'Escolha um canal', // 42 is not "outro": the question that depends on it is not asked
      recursos: 'Escolha um ou dois recursos',
      redes: choice,
      redesOutras: invalid,
      temSite: 'Diga se já tem um site',
      enderecoSite: 'Informe o endereço do site',
      aceite: 'Marque para podermos responder',
    });
  });

  it('caps each text by its kind of answer and each list by its maxItems, in UTF-16 units, with the engine’s size message', () => {
    // By kind: a name, an e-mail, a phone, a one-line text, a text area; emoji count two units, as in the input and the rules.
    expect(judge.videos({ ...videos.example, momentoHistoria: '😀'.repeat(2500) })).toEqual([]);
    expect(judge.videos({ ...videos.example, momentoHistoria: '😀'.repeat(2501) })).toEqual([
      { field: 'momentoHistoria', message: 'Use no máximo 5.000 caracteres (você escreveu 5.002).' },
    ]);
    expect(
      judge.videos({ ...videos.example, nomeCompleto: 'x'.repeat(121), email: `${'a'.repeat(249)}@x.com`, whatsapp: '9'.repeat(41), redesSociais: 'x'.repeat(501) }),
    ).toEqual([
      { field: 'nomeCompleto', message: tooLong(120, 121) },
      { field: 'email', message: tooLong(254, 255) },
      { field: 'whatsapp', message: tooLong(40, 41) },
      { field: 'redesSociais', message: tooLong(500, 501) },
    ]);
    expect(judge.instagram({ ...instagram.example, objetivo_principal: ['responder-direct', 'responder-comentarios', 'captar-leads'] })).toEqual([
      { field: 'objetivo_principal', message: tooMany(2) },
    ]);

    const over = { nomeCompleto: 121, email: 255, whatsapp: 41, empresa: 151, dataEvento: 11, cidade: 501, apelido: 31, historia: 5001, canalOutro: 501 };
    const longer = Object.fromEntries(Object.entries(over).map(([name, length]) => [name, '9'.repeat(length)]));
    expect(byField(synthetic({ ...example, ...longer }))).toEqual(Object.fromEntries(Object.entries(over).map(([name, length]) => [name, tooLong(length - 1, length)])));
    const atCaps = Object.fromEntries(Object.entries(over).map(([name, length]) => [name, '9'.repeat(length - 1)]));
    // At its cap a text is no longer too long (nines are no e-mail and no date, which those questions still say).
    expect(byField(synthetic({ ...example, ...atCaps }))).toEqual({ email: 'Informe um e-mail válido', dataEvento: 'Informe uma data' });
    expect(synthetic({ ...example, recursos: ['narracao', 'trilha', 'legendas'] })).toEqual([{ field: 'recursos', message: tooMany(2) }]);
    expect(synthetic({ ...example, redes: Array(51).fill('instagram') })[0]).toEqual({ field: 'redes', message: tooMany(50) });
  });

  it('refuses answers that together pass the whole-submission cap, though each is within its own', () => {
    // The message says the total typed, beside the cap.
    const message = (answers: Answers) => withLimit(pt.engine.submissionTooLong, MAX_SUBMISSION_CHARS, pt.engine.numberLocale, submissionChars(answers));
    const over = { ...videos.example, __a: 'x'.repeat(MAX_SUBMISSION_CHARS) };
    expect(judge.videos(over)).toEqual([{ field: '', message: message(over) }]);
    expect(message(over)).toMatch(/^Suas respostas somam 60\.\d{3} caracteres, mais que o limite de 60\.000\./);
    const full = { ...example, ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`historia${i}`, 'x'.repeat(5000)])) };
    expect(synthetic(full)).toEqual([{ field: '', message: message(full) }]);
  });

  it('refuses a value outside the options of a single or a multiple choice, with the question’s message', () => {
    expect(judge.videos({ ...videos.example, temConteudo: 'talvez' })).toEqual([{ field: 'temConteudo', message: 'Selecione uma opção' }]);
    expect(judge.evento({ ...evento.example, ondeUsar: ['Instagram', 'Outdoor'] })).toEqual([
      { field: 'ondeUsar', message: 'Selecione pelo menos uma opção' },
    ]);
    expect(synthetic({ ...example, canal: 'tv', melhorHorario: 'noite', recursos: ['fogos'], redes: ['orkut'] })).toEqual([
      { field: 'melhorHorario', message: 'Escolha um horário' },
      { field: 'canal', message: 'Escolha um canal' },
      { field: 'recursos', message: 'Escolha um ou dois recursos' },
      { field: 'redes', message: choice },
    ]);
    // A list holds each option once, and a required consent box must be ticked.
    expect(synthetic({ ...example, recursos: ['narracao', 'narracao'], aceite: false })).toEqual([
      { field: 'recursos', message: 'Escolha um ou dois recursos' },
      { field: 'aceite', message: 'Marque para podermos responder' },
    ]);
  });

  it('checks formats and patterns: an e-mail, a date, a phone', () => {
    expect(judge.videos({ ...videos.example, email: 'ana.souza' })).toEqual([{ field: 'email', message: 'Email inválido' }]);
    expect(judge.evento({ ...evento.example, dataEvento: '21/03/2026' })).toEqual([{ field: 'dataEvento', message: 'Data do evento é obrigatória' }]);
    expect(synthetic({ ...example, email: 'ana@', dataEvento: '2026-02-30', whatsapp: 'ligue já' })).toEqual([
      { field: 'email', message: 'Informe um e-mail válido' },
      { field: 'whatsapp', message: 'Informe um número com DDD' },
      { field: 'dataEvento', message: 'Informe uma data' },
    ]);
  });

  it('asks for and checks a conditional answer only while its condition holds (if/then on a value or a list, dependencies on an answer or on a choice)', () => {
    const story = 'x'.repeat(501);
    expect(judge.evento({ ...evento.example, tipoEvento: 'Outro', tipoEventoOutro: story })).toEqual([{ field: 'tipoEventoOutro', message: tooLong(500, 501) }]);
    expect(judge.evento({ ...evento.example, tipoEvento: 'Aniversário', tipoEventoOutro: story })).toEqual([]);
    expect(judge.evento({ ...evento.example, ondeUsar: ['Outros'], ondeUsarOutros: story })).toEqual([{ field: 'ondeUsarOutros', message: tooLong(500, 501) }]);
    expect(judge.evento({ ...evento.example, ondeUsar: ['Instagram'], ondeUsarOutros: story })).toEqual([]);

    const without = (...names: string[]) => Object.fromEntries(Object.entries(example).filter(([name]) => !names.includes(name)));
    expect(synthetic(without('canalOutro'))).toEqual([{ field: 'canalOutro', message: 'Diga por qual canal' }]);
    expect(synthetic({ ...without('canalOutro'), canal: 'instagram' })).toEqual([]);
    expect(synthetic({ ...example, redesOutras: story })).toEqual([{ field: 'redesOutras', message: tooLong(500, 501) }]);
    expect(synthetic({ ...example, redes: ['tiktok'], redesOutras: story })).toEqual([]);
    expect(synthetic(without('melhorHorario'))).toEqual([{ field: 'melhorHorario', message: 'Escolha um horário' }]);
    expect(synthetic(without('melhorHorario', 'whatsapp'))).toEqual([]);
    // A dependencies choice: the branch of the answer given asks its question; the branches not taken say nothing.
    expect(synthetic(without('enderecoSite'))).toEqual([{ field: 'enderecoSite', message: 'Informe o endereço do site' }]);
    expect(synthetic({ ...without('enderecoSite'), temSite: 'nao' })).toEqual([]);
    expect(synthetic({ ...example, temSite: 'talvez' })).toEqual([{ field: 'temSite', message: 'Diga se já tem um site' }]);
  });

  it('judges a joined list as the list of options it stands for', () => {
    expect(sites.form.joinedLists).toEqual(['funcionalidades']);
    expect(judge.sites({ ...sites.example, funcionalidades: ['blog', 'galeria'] })).toEqual([]);
    expect(judge.sites({ ...sites.example, funcionalidades: ['blog', 'blog'] })).toEqual([{ field: 'funcionalidades', message: pt.engine.uniqueItems }]);
    expect(judge.sites({ ...sites.example, funcionalidades: ['blog', 'nao_existe'] })).toEqual([{ field: 'funcionalidades', message: choice }]);
    expect(fixture.form.joinedLists).toEqual(['recursos']);
    expect(synthetic({ ...example, recursos: ['narracao', 'fogos'] })).toEqual([{ field: 'recursos', message: 'Escolha um ou dois recursos' }]);
  });

  it('names the question in its errors, never the name it is stored under', () => {
    expect(videos.storedNames.nomeCompleto).toBe('nome_completo');
    expect(judge.videos({ ...videos.example, nomeCompleto: ' ' }).map((e) => e.field)).toEqual(['nomeCompleto']);
    expect(fixture.storedNames.canalOutro).toBe('canal_outro');
    expect(synthetic({ ...example, canalOutro: '' }).map((e) => e.field)).toEqual(['canalOutro']);
  });

  it('refuses to judge a definition whose questions changed after it was generated', () => {
    // Each judgement says so (the function then accepts the lead unchecked and tells staff: process-submission.ts).
    expect(() => precompiledAnswersValidator({ ...videos, version: 'edited' }, pt.engine)(videos.example!)).toThrow(FormNotJudged);
    expect(() => precompiledAnswersValidator(fixture, pt.engine)(example)).toThrow(/npm run forms:generate/);
  });
});
