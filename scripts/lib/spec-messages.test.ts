import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutSchemaKey } from '../../src/forms/core/registry';
import { createAnswersValidator } from './compile-validator';
import pt from '../../src/i18n/locales/pt.json';
import { readRegistry } from './read-forms';

/*
 * For every form that keeps the spec's words, every required answer left empty yields the message the spec
 * gives for it. The expected texts are copied from spec 001 section 5 into schemas/<form>/spec-messages.json,
 * in the form's own folder but apart from its schema.json, so a schema edit that changes a message is caught.
 * The file is optional (schemas/LEIA-ME.md, forms:check): a form without it has no spec and so no case here.
 * One test per form (the form is the subject); each message is its own labelled assertion.
 */
const SCHEMAS = resolve(import.meta.dirname, '../../schemas');
const specFile = (id: string) => resolve(SCHEMAS, id, 'spec-messages.json');
const withSpec = readRegistry().forms.filter((def) => existsSync(specFile(def.id)));

describe('the spec’s messages', () => {
  it.each(withSpec.map((def) => [def.id, def] as const))(
    '%s: has one on file for every required answer, shows each when that answer is left empty, and accepts its example',
    (id, def) => {
      const expected: Record<string, string> = withoutSchemaKey(JSON.parse(readFileSync(specFile(id), 'utf8')));
      const validate = createAnswersValidator(def, pt.engine);

      expect(Object.keys(expected).sort(), 'spec-messages.json names exactly the required answers').toEqual([...(def.schema.required ?? [])].sort());
      for (const [field, message] of Object.entries(expected)) {
        const answers = { ...def.example };
        delete answers[field];
        expect(validate(answers), `an empty ${field} shows "${message}"`).toContainEqual({ field, message });
      }
      expect(validate(def.example ?? {}), 'its example').toEqual([]);
    },
  );
});
