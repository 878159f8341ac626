import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/forms/core/registry';
import { checkBooking } from './check-booking';
import { checkFolderTexts } from './check-folder';
import { readFormFiles } from './form-files';
import { readRegistry } from './read-forms';

/*
 * form.json's `booking` (issue 30) needs `lead.name` and `lead.email`: the call's invitation goes to
 * that person, and the confirmation screen asks nothing twice.
 */
const contato = readRegistry().forms.find((f) => f.id === 'contato')!;
/** contato's definition with form.json changed; a key given as undefined is left out. */
const withForm = (changes: Record<string, unknown>, def: FormDefinition = contato): FormDefinition => ({
  ...def,
  form: Object.fromEntries(Object.entries({ ...def.form, ...changes }).filter(([, value]) => value !== undefined)) as FormDefinition['form'],
});

describe('forms:check of form.json booking', () => {
  it('accepts booking on a form that names the name and e-mail questions, and a form without booking', () => {
    expect(checkBooking(withForm({ booking: { callMinutes: 30 } }))).toEqual([]);
    expect(checkBooking(withForm({ booking: undefined, lead: { phone: 'telefone' } }))).toEqual([]);
  });

  it('refuses booking without lead.email, naming the e-mail question by its label', () => {
    const findings = checkBooking(withForm({ booking: {}, lead: { name: 'nome', phone: 'telefone' } }));
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding.pointer).toBe('/booking');
    const label = contato.fields.email.title;
    expect(finding.pt).toBe(
      `Para marcar conversa depois do envio, o convite precisa do e-mail de quem respondeu: acrescente "email": "email" (a pergunta "${label}") em "lead", ou apague "booking".`,
    );
    expect(finding.en).toBe(
      `To book a call after the send, the invitation needs the e-mail address of the person who answered: add "email": "email" (the question "${label}") to "lead", or remove "booking".`,
    );
  });

  it('refuses booking without lead.name and lead.email, one finding each', () => {
    const findings = checkBooking(withForm({ booking: {}, lead: {} }));
    expect(findings.map((f) => f.pt.split(':')[0])).toEqual([
      'Para marcar conversa depois do envio, o convite precisa do nome de quem respondeu',
      'Para marcar conversa depois do envio, o convite precisa do e-mail de quem respondeu',
    ]);
  });

  it('says which key to add when no question looks like the missing one', () => {
    const noEmailQuestion = { ...contato, fields: Object.fromEntries(Object.entries(contato.fields).filter(([, f]) => f.format !== 'email')) };
    const [finding] = checkBooking(withForm({ booking: {}, lead: { name: 'nome' } }, noEmailQuestion));
    expect(finding.pt).toContain('acrescente em "lead" a chave "email" com a pergunta do e-mail, ou apague "booking".');
    expect(finding.en).toContain('add to "lead" the key "email" naming the question that asks for the e-mail address, or remove "booking".');
  });
});

describe('forms:check runs the booking check on each folder', () => {
  it('reports it in form.json, at the booking key', () => {
    const real = readFormFiles().find((f) => f.id === 'contato')!;
    const form = JSON.parse(real.files['form.json']!) as Record<string, unknown>;
    const lead = form.lead as Record<string, string>;
    const folder = { id: 'contato', files: { ...real.files, 'form.json': JSON.stringify({ ...form, lead: { name: lead.name }, booking: { callMinutes: 30 } }, null, 2) } };
    const problems = checkFolderTexts(folder).problems;
    expect(problems).toEqual([expect.objectContaining({ file: 'schemas/contato/form.json', pointer: '/booking', line: expect.any(Number) })]);
    expect(problems[0].pt).toContain('o convite precisa do e-mail de quem respondeu');
  });
});
