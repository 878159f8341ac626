import { beforeAll, expect, it } from 'vitest';
import { processSubmission } from '../../functions/src/process-submission';
import { readRegistry } from '../../scripts/lib/read-forms';
import { defineForm } from '../../src/forms/core/registry';
import { adminDb } from '../support/admin';
import { waitForMail } from '../support/mailbox';
import { storedExample, summaryDoc } from '../support/stored-lead';
import { testDeps } from '../support/test-deps';

/*
 * A form whose definition the function cannot judge (issue 38): an editor left a `pattern` that is no
 * regular expression, so forms:generate precompiled no validator for it, and the browser let the lead
 * through (src/forms/runner/broken-schema.test.tsx). Before, the function threw on every delivery of
 * the event: the lead was never judged, never summarised, never e-mailed. It is now accepted unchecked,
 * the lead says why, and the studio's e-mail says so first.
 */
const source = readRegistry().forms.find((f) => f.id === 'convite_pesquisa')!;
const broken = defineForm({
  ...source,
  // A collection no trigger watches: only this test's call handles the document.
  form: { ...source.form, collection: 'scratch_broken_form' },
  schema: { ...source.schema, properties: { ...source.schema.properties, cidade: { ...source.schema.properties.cidade, pattern: '([a-z' } } },
});

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

it('accepts a lead of a form it cannot judge, unchecked, and tells staff on the lead and in its e-mail', async () => {
  const name = `Forma Quebrada ${Date.now()}`;
  const ref = await adminDb().collection(broken.form.collection).add(storedExample(broken, { nome: name }));

  expect(await processSubmission(broken, ref, testDeps(broken))).toBe('sent');

  const doc = (await ref.get()).data()!;
  expect(doc.status).toBe('accepted');
  expect(doc.validation.errors).toEqual([]);
  expect(doc.validation.unchecked).toMatch(/No precompiled validator for convite_pesquisa@/);
  expect((await summaryDoc(broken.id, ref.id).get()).get('stage')).toBe('novo');
  const [mail] = (await waitForMail((all) => all.some((m) => m.subject.includes(name)))).filter((m) => m.subject.includes(name));
  expect(mail.text.split('\n')[1]).toMatch(/^Atenção: estas respostas não foram conferidas: o formulário tem um erro de definição/);
  expect(mail.html).toContain('Atenção');
});
