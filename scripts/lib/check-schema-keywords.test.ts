import { describe, expect, it } from 'vitest';
import { checkSchemaKeywords, withoutPatterns } from './check-schema-keywords';

/*
 * A `pattern` no browser can compile (issue 38, part 3): said at its own place with the question's label,
 * and no longer a single Ajv sentence at the top of the file that hides the rest of the form.
 */

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    cep: { type: 'string', title: 'CEP', pattern: '^[0-9]{5' },
    codigo: { type: 'string', title: 'Código do convite', pattern: '([A-Z]+' },
    nome: { type: 'string', title: 'Nome', pattern: '^\\S' },
  },
  allOf: [{ if: { properties: { nome: { pattern: '*a' } } }, then: { properties: { cep: { minLength: 8 } } } }],
};

describe('checkSchemaKeywords: invalid regular expressions', () => {
  it('reports each broken pattern at its pointer, with the question\'s label and the reason in plain words', () => {
    const { findings, badPatterns } = checkSchemaKeywords(schema);
    // In the walk's order: a condition's branches, then the questions.
    expect(badPatterns).toEqual(['/allOf/0/if/properties/nome/pattern', '/properties/cep/pattern', '/properties/codigo/pattern']);
    expect(findings).toEqual([
      {
        pointer: '/allOf/0/if/properties/nome/pattern',
        pt: 'O "Padrão do texto" (pattern) de "Nome" não é uma expressão regular válida (um *, + ou ? sem nada antes para repetir: /*a/): o navegador não consegue conferir a resposta. Corrija o padrão ou apague-o.',
        en: 'The "Text pattern" (pattern) of "Nome" is not a valid regular expression (a *, + or ? with nothing before it to repeat: /*a/): the browser cannot check the answer. Fix the pattern or remove it.',
      },
      {
        pointer: '/properties/cep/pattern',
        pt: 'O "Padrão do texto" (pattern) de "CEP" não é uma expressão regular válida (um { ou } que não forma uma repetição como {2,5}: /^[0-9]{5/): o navegador não consegue conferir a resposta. Corrija o padrão ou apague-o.',
        en: 'The "Text pattern" (pattern) of "CEP" is not a valid regular expression (a { or } that is no repetition like {2,5}: /^[0-9]{5/): the browser cannot check the answer. Fix the pattern or remove it.',
      },
      {
        pointer: '/properties/codigo/pattern',
        pt: 'O "Padrão do texto" (pattern) de "Código do convite" não é uma expressão regular válida (um ( sem o ) que o fecha: /([A-Z]+/): o navegador não consegue conferir a resposta. Corrija o padrão ou apague-o.',
        en: 'The "Text pattern" (pattern) of "Código do convite" is not a valid regular expression (a ( without the ) that closes it: /([A-Z]+/): the browser cannot check the answer. Fix the pattern or remove it.',
      },
    ]);
  });

  it('still judges the rest of the schema, read without the broken patterns', () => {
    const withTypo = { ...schema, properties: { ...schema.properties, nome: { ...schema.properties.nome, minLenght: 2 } } };
    const { findings } = checkSchemaKeywords(withTypo);
    expect(findings.map((f) => f.pointer)).toEqual(['/properties/nome/minLenght', '/allOf/0/if/properties/nome/pattern', '/properties/cep/pattern', '/properties/codigo/pattern']);
    const stripped = withoutPatterns(schema, checkSchemaKeywords(schema).badPatterns) as typeof schema;
    expect(stripped.properties.cep).toEqual({ type: 'string', title: 'CEP' });
    expect(stripped.properties.nome.pattern).toBe('^\\S');
    expect(schema.properties.cep.pattern).toBe('^[0-9]{5'); // the schema read is left as it was
  });
});
