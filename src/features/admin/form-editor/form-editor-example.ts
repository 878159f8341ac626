import type { FormMeta, FormSchema, UiSchema } from '../../../forms/core/definition';
import { type ExampleAnswers, exampleAnswers } from '../../../forms/core/example-answers';
import type { EditorFinding } from './form-editor-findings';
import type { Json } from './form-editor-json';
import { editFile, type EditorFolder } from './form-editor-ops';

/*
 * example.json in the visual editor: a complete set of answers forms:check requires to pass the
 * form's schema. The editor writes it whole, generated (core/example-answers.ts) or as a person
 * filled the form, under the editors' `$schema` line, with the folder's other unsaved files.
 */

const HINT = '../example.meta.schema.json';
type Obj = { [key: string]: Json };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const valueOf = (folder: EditorFolder, name: 'form.json' | 'schema.json' | 'ui.json' | 'example.json'): Obj => {
  const value = folder.docs[name]?.value;
  return isObj(value) ? value : {};
};

/** The folder has an example.json at all. */
export const hasExample = (folder: EditorFolder) => !!folder.docs['example.json'];

/** The example's answers as the files hold them now (without the `$schema` line). */
export function readExample(folder: EditorFolder): ExampleAnswers {
  const answers: ExampleAnswers = { ...valueOf(folder, 'example.json') };
  delete answers.$schema;
  return answers;
}

/** Answers that pass the folder's schema as it is on screen (saved or not); none while schema.json has no questions. */
export function generateExample(folder: EditorFolder): ExampleAnswers {
  const schema = valueOf(folder, 'schema.json');
  if (!isObj(schema.properties)) return {};
  const form = valueOf(folder, 'form.json');
  return exampleAnswers({
    schema: schema as unknown as FormSchema,
    ui: valueOf(folder, 'ui.json') as UiSchema,
    form: { lead: (isObj(form.lead) ? form.lead : {}) as FormMeta['lead'] },
  });
}

/**
 * Writes example.json with these answers and nothing else. An empty answer (a text cleared, a list
 * left unticked) is no answer: the file holds what a visitor would send.
 */
export function setExample(folder: EditorFolder, answers: ExampleAnswers): EditorFolder {
  return editFile(folder, 'example.json', (file) => {
    for (const key of Object.keys(file)) delete file[key];
    file.$schema = HINT;
    for (const [name, value] of Object.entries(answers)) {
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
      file[name] = value as Json;
    }
  });
}

/** What the check says of example.json (its place in the editor is the "Exemplo" panel, where it can be fixed). */
export const isExampleFinding = (finding: EditorFinding, id: string) => finding.file === `schemas/${id}/example.json`;
