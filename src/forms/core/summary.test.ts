import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { renderDigest } from './digest-summary';
import { renderSummary, whatsappLink } from './summary';

const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;

describe('the studio e-mail', () => {
  it('keeps control and bidi characters out of the subject', () => {
    const { subject } = renderSummary(def, { ...def.example, nomeCompleto: 'Ana\u0000\r\nBcc: x@y.z\u202E\u2028Souza' });
    expect(subject).toBe(`${def.form.email.subject} - Ana Bcc: x@y.z Souza`);
  });

  it('leads to the lead in the viewer, with the received time in pt-BR, a WhatsApp chat and a mailto', () => {
    const { text, html } = renderSummary(def, def.example!, {
      docId: 'abc123',
      siteUrl: 'https://movaly.example',
      receivedAt: new Date('2026-05-16T17:32:00Z'),
    });
    expect(text).toContain(`Ver no painel: https://movaly.example/admin/leads/${def.id}/abc123`);
    expect(text).toContain('Recebido em: 16/05/2026, 14:32');
    expect(html).toContain(`href="mailto:${def.example!.email}"`);
    expect(html).toContain('href="https://wa.me/5511987654321"');
  });

  it('shows what the visitor typed as text, never as markup', () => {
    const { html } = renderSummary(def, { ...def.example, momentoHistoria: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
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
