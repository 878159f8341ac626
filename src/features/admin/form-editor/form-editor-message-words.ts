/*
 * The messages the visual editor writes for a question's rules, in the three languages of the site:
 * what a visitor reads when the answer is left empty or breaks a rule. Written from the question's
 * own words (its title, its numbers), in the sentences the engine uses when an author wrote none
 * (src/i18n/locales/*.json "engine"), so an editor-made form and the engine say the same thing.
 * They are the form's texts, not the editor's: the same in whichever language the staff member reads
 * the editor, so they live here and not in the editor's locale files.
 */

export type MessageLang = 'pt' | 'es' | 'en';

/** What a question asks for, as far as its empty message goes. */
export type AnswerKind = 'free' | 'single' | 'multiple' | 'consent';

interface Words {
  numberLocale: string;
  /** Left empty, with the question's title (or without, for a question with none). */
  required: Record<AnswerKind, (title: string) => string>;
  between: (min: string, max: string) => string;
  minimum: (n: string) => string;
  maximum: (n: string) => string;
  exclusiveMinimum: (n: string) => string;
  exclusiveMaximum: (n: string) => string;
  multipleOf: (n: string) => string;
  minLength: (n: string, one: boolean) => string;
  minItems: (n: string) => string;
  pattern: string;
  format: { email: string; uri: string; date: string };
}

export const MESSAGE_WORDS: Record<MessageLang, Words> = {
  pt: {
    numberLocale: 'pt-BR',
    required: {
      free: (title) => (title ? `Responda: ${title}` : 'Responda esta pergunta.'),
      single: (title) => (title ? `Escolha uma opção: ${title}` : 'Escolha uma opção.'),
      multiple: (title) => (title ? `Escolha pelo menos 1 opção: ${title}` : 'Escolha pelo menos 1 opção.'),
      consent: () => 'Marque esta caixa para continuar.',
    },
    between: (min, max) => `Informe um número entre ${min} e ${max}.`,
    minimum: (n) => `Informe um número a partir de ${n}.`,
    maximum: (n) => `Informe um número até ${n}.`,
    exclusiveMinimum: (n) => `Informe um número maior que ${n}.`,
    exclusiveMaximum: (n) => `Informe um número menor que ${n}.`,
    multipleOf: (n) => `Informe um múltiplo de ${n}.`,
    minLength: (n, one) => (one ? `Escreva pelo menos ${n} caractere.` : `Escreva pelo menos ${n} caracteres.`),
    minItems: (n) => `Escolha pelo menos ${n} opções.`,
    pattern: 'A resposta não está no formato pedido.',
    format: { email: 'Informe um e-mail válido, como nome@exemplo.com.', uri: 'Informe um endereço completo, começando com https://.', date: 'Informe uma data válida.' },
  },
  es: {
    numberLocale: 'es-ES',
    required: {
      free: (title) => (title ? `Responda: ${title}` : 'Responda esta pregunta.'),
      single: (title) => (title ? `Elija una opción: ${title}` : 'Elija una opción.'),
      multiple: (title) => (title ? `Elija al menos 1 opción: ${title}` : 'Elija al menos 1 opción.'),
      consent: () => 'Marque esta casilla para continuar.',
    },
    between: (min, max) => `Indique un número entre ${min} y ${max}.`,
    minimum: (n) => `Indique un número a partir de ${n}.`,
    maximum: (n) => `Indique un número hasta ${n}.`,
    exclusiveMinimum: (n) => `Indique un número mayor que ${n}.`,
    exclusiveMaximum: (n) => `Indique un número menor que ${n}.`,
    multipleOf: (n) => `Indique un múltiplo de ${n}.`,
    minLength: (n, one) => (one ? `Escriba al menos ${n} carácter.` : `Escriba al menos ${n} caracteres.`),
    minItems: (n) => `Elija al menos ${n} opciones.`,
    pattern: 'La respuesta no tiene el formato pedido.',
    format: { email: 'Indique un correo electrónico válido, como nombre@ejemplo.com.', uri: 'Indique una dirección completa, que empiece por https://.', date: 'Indique una fecha válida.' },
  },
  en: {
    numberLocale: 'en-GB',
    required: {
      free: (title) => (title ? `Please answer: ${title}` : 'Please answer this question.'),
      single: (title) => (title ? `Choose an option: ${title}` : 'Choose an option.'),
      multiple: (title) => (title ? `Choose at least 1 option: ${title}` : 'Choose at least 1 option.'),
      consent: () => 'Tick this box to continue.',
    },
    between: (min, max) => `Enter a number between ${min} and ${max}.`,
    minimum: (n) => `Enter a number of at least ${n}.`,
    maximum: (n) => `Enter a number of at most ${n}.`,
    exclusiveMinimum: (n) => `Enter a number greater than ${n}.`,
    exclusiveMaximum: (n) => `Enter a number less than ${n}.`,
    multipleOf: (n) => `Enter a multiple of ${n}.`,
    minLength: (n, one) => (one ? `Write at least ${n} character.` : `Write at least ${n} characters.`),
    minItems: (n) => `Choose at least ${n} options.`,
    pattern: 'The answer is not in the format asked for.',
    format: { email: 'Enter a valid e-mail address, like name@example.com.', uri: 'Enter a full address, starting with https://.', date: 'Enter a valid date.' },
  },
};
