import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { renderDigest } from './digest-email';
import { optionsOf } from '../forms/core/schema-fields';
import { whatsappLink } from './contact-links';
import { escapeHtml, renderLeadEmail } from './lead-email';

import { fromStoredRecord } from '../forms/core/record';
import { editedInPlace, leadBeforeEdit, NEVER_ASKED, NOT_ANSWER_FIELDS, RELABELLED, RELABELLED_OLD_LABEL, RENAMED_ANSWER, RENAMED_LABEL } from '../test-setup/edited-forms';

const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;

describe('the studio e-mail', () => {
  it('keeps control and bidi characters out of the subject', () => {
    const { subject } = renderLeadEmail(def, { ...def.example, nomeCompleto: 'Ana\u0000\r\nBcc: x@y.z\u202E\u2028Souza' });
    expect(subject).toBe(`${def.form.email.subject} - Ana Bcc: x@y.z Souza`);
  });

  it('leads to the lead in the viewer, with the received time in pt-BR, a WhatsApp chat and a mailto', () => {
    const { text, html } = renderLeadEmail(def, def.example!, {
      docId: 'abc123',
      siteUrl: 'https://movaly.example',
      receivedAt: new Date('2026-05-16T17:32:00Z'),
    });
    expect(text).toContain(`Ver no painel: https://movaly.example/admin/leads/${def.id}/abc123`);
    expect(text).toContain('Recebido em: 16/05/2026, 14:32');
    expect(html).toContain(`href="mailto:${def.example!.email}"`);
    expect(html).toContain('href="https://wa.me/5511987654321"');
  });

  it('shows what the visitor typed in every text answer as text, never as markup; the subject stays plain text', () => {
    const markup = `<script>alert(1)</script><img src=x onerror=alert(2)> & "q" 'a'`;
    const texts = Object.entries(def.fields)
      .filter(([name, field]) => field.type === 'string' && !optionsOf(field) && typeof def.example![name] === 'string')
      .map(([name]) => name);
    expect(texts.length).toBeGreaterThan(5);
    const typed = Object.fromEntries(texts.map((name) => [name, `${String(def.example![name])} ${markup}`]));
    const { html, text, subject } = renderLeadEmail(def, { ...def.example, ...typed }, { docId: 'abc123', siteUrl: 'https://movaly.example' });
    expect(html).not.toMatch(/<script|<img/i);
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;q&quot; &#39;a&#39;';
    for (const name of texts) expect(html, name).toContain(`${escapeHtml(String(def.example![name]))} ${escaped}`);
    // Each answer once. The e-mail answer with markup in it is no address, so there is no reply link
    // to repeat it (contact-links makes a mailto: only of an address).
    expect(html.split(escaped).length - 1).toBe(texts.length);
    expect(html).not.toContain('Responder por e-mail');
    // The plain-text part and the subject are not HTML: they keep what was typed, as typed.
    expect(text).toContain(`${def.example!.nomeCompleto} ${markup}`);
    expect(subject).toBe(`${def.form.email.subject} - ${def.example!.nomeCompleto} ${markup}`.slice(0, 200));
  });

  it("hides no stored answer after an edit without a new version: those today's form does not know close the e-mail under their old label or key", () => {
    const edited = editedInPlace({ recorded: true });
    // As the function e-mails it (functions/src/process-submission.ts): the record's answers and `retired`.
    const record = fromStoredRecord(edited, leadBeforeEdit.data);
    const { text, html } = renderLeadEmail(edited, record.answers, { sentUnder: record.version, retired: record.retired });
    const older = text.slice(text.indexOf('RESPOSTAS DE UMA VERSÃO ANTERIOR'));
    expect(older.split('\n')).toEqual(['RESPOSTAS DE UMA VERSÃO ANTERIOR', `${RENAMED_LABEL}: ${RENAMED_ANSWER}`, `${NEVER_ASKED.key}: ${NEVER_ASKED.value}`]);
    expect(html).toContain('>Respostas de uma versão anterior</h2>');
    expect(html).toContain(`>${escapeHtml(NEVER_ASKED.key)}</th><td>${escapeHtml(NEVER_ASKED.value)}</td>`);
    expect(text).toContain(`${edited.fields[RELABELLED.name].title}: ${RELABELLED_OLD_LABEL}`);
    // Same version: no "sent under an older version" line; no meta, server, trap or funnel field as an answer.
    expect(text).not.toContain('Versão do formulário');
    for (const key of [...Object.keys(NOT_ANSWER_FIELDS), 'form_id', 'schema_version', 'status']) expect(text).not.toContain(`${key}:`);
    expect(text).not.toContain('bot text');
  });

  it('makes a chat link only from a number long enough to be one', () => {
    expect(whatsappLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('+351 912 345 678')).toBe('https://wa.me/351912345678');
    expect(whatsappLink('12345')).toBeUndefined();
  });

  it('gathers many leads in one digest, escaped', () => {
    const { subject, html, text } = renderDigest([
      { formTitle: 'Contato', name: '<b>Ana</b>', email: 'ana@example.com', link: 'https://movaly.example/admin/leads/contato/1' },
      { formTitle: 'Contato', name: 'Bia', phone: '(11) 91234-5678' },
    ]);
    expect(subject).toContain('2 novo(s) contato(s)');
    expect(text).toContain('Contato | <b>Ana</b> | ana@example.com');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(html).toContain('https://wa.me/5511912345678');
  });
});
