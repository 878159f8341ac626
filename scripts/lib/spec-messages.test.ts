import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutSchemaKey } from '../../src/forms/core/registry';
import { createAnswersValidator } from './compile-validator';
import pt from '../../src/i18n/locales/pt.json';
import { readRegistry } from './read-forms';

/*
 * For every form, every required answer left empty yields the message the spec gives for it.
 * The expected texts are copied from spec 001 section 5 into schemas/<form>/spec-messages.json, in the
 * form's own folder but apart from its schema.json, so a schema edit that changes a message is caught.
 */
const SCHEMAS = resolve(import.meta.dirname, '../../schemas');

describe.each(readRegistry().forms.map((def) => [def.id, def] as const))('%s', (id, def) => {
  const file = resolve(SCHEMAS, id, 'spec-messages.json');
  const expected: Record<string, string> = withoutSchemaKey(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  const validate = createAnswersValidator(def, pt.engine);

  it('has the spec message of every required answer on file', () => {
    expect(Object.keys(expected).sort()).toEqual([...(def.schema.required ?? [])].sort());
  });

  it.each(Object.entries(expected))('an empty %s shows "%s"', (field, message) => {
    const answers = { ...def.example };
    delete answers[field];
    expect(validate(answers)).toContainEqual({ field, message });
  });

  it('accepts its example', () => {
    expect(validate(def.example ?? {})).toEqual([]);
  });
});
