import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefingTopic, contactAnswer, contactConfirmText, contactOnTap, leadContactLinks } from './pipeline-contact';
import { planChange } from '../../../backend/pipeline-plan';
import en from './lazy-locales/en.pipeline.json';
import es from './lazy-locales/es.pipeline.json';
import pt from './lazy-locales/pt.pipeline.json';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'pt', interpolation: { escapeValue: false }, resources: { pt: { translation: { admin: pt } }, es: { translation: { admin: es } }, en: { translation: { admin: en } } } });
});

const ana = { formId: 'clone_digital', name: 'Ana Paula Souza', phone: '(11) 98888-7777', email: 'ana@example.com' };
const decode = (link: string | undefined, param: string) => new URL(link!.replace(/^mailto:/, 'mailto://')).searchParams.get(param);

describe('one-tap contact texts', () => {
  it('greets the lead by first name on WhatsApp, naming the briefing, at the number with Brazil’s code', () => {
    const links = leadContactLinks(ana, 'Briefing - Clone Digital com IA', i18n.getFixedT('pt'));
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    expect(decode(links.whatsapp, 'text')).toBe('Olá Ana! Aqui é da Movaly, sobre o seu briefing de Clone Digital com IA.');
    expect(links.phone).toBe('tel:+5511988887777');
  });

  it('names the briefing in the e-mail subject', () => {
    const links = leadContactLinks(ana, 'Briefing - Clone Digital com IA', i18n.getFixedT('pt'));
    expect(links.email).toMatch(/^mailto:ana@example\.com\?subject=/);
    expect(decode(links.email, 'subject')).toBe('Briefing - Clone Digital com IA | Movaly');
  });

  it('writes in the language it is given (the lead’s), and without a name greets plainly', () => {
    const es = leadContactLinks({ ...ana, name: null }, 'Briefing - Clon Digital con IA', i18n.getFixedT('es'));
    expect(decode(es.whatsapp, 'text')).toBe('¡Hola! Te escribimos de Movaly sobre tu briefing de Clon Digital con IA.');
    const contact = leadContactLinks({ ...ana, formId: 'contato' }, 'Contact message', i18n.getFixedT('en'));
    expect(decode(contact.whatsapp, 'text')).toBe('Hi Ana! This is Movaly, about what you sent us: Contact message.');
    const newsletter = leadContactLinks({ ...ana, formId: 'newsletter' }, 'Inscrição na newsletter', i18n.getFixedT('pt'));
    expect(decode(newsletter.whatsapp, 'text')).toBe('Olá Ana! Aqui é da Movaly, sobre a sua inscrição na nossa newsletter.');
  });

  it('offers no WhatsApp nor call without a usable phone, and no e-mail without an address', () => {
    expect(leadContactLinks({ ...ana, phone: null }, 'x', i18n.getFixedT('pt'))).toMatchObject({ whatsapp: undefined, phone: undefined });
    expect(leadContactLinks({ ...ana, phone: '1234' }, 'x', i18n.getFixedT('pt')).whatsapp).toBeUndefined();
    expect(leadContactLinks({ ...ana, email: null }, 'x', i18n.getFixedT('pt')).email).toBeUndefined();
  });

  it('takes the briefing’s name from a title of the form "Briefing - name"', () => {
    expect(briefingTopic('Briefing - Vídeos Cinematográficos')).toBe('Vídeos Cinematográficos');
    expect(briefingTopic('Briefing do Evento')).toBeUndefined();
    expect(briefingTopic('Pesquisa - Convite Cinematográfico')).toBeUndefined();
  });
});

describe('the question before marking a lead contacted', () => {
  it('opens with the lead’s name', () => {
    expect(contactConfirmText(' Ana Paula ', 'WhatsApp', i18n.getFixedT('pt'))).toBe(
      'Ana Paula está como Novo. O contato por WhatsApp fica no histórico; ao confirmar, o lead também passa para Em contato.',
    );
  });

  it('without a name opens with a capital, in each language (never "o lead está…")', () => {
    const starts = { pt: 'Este lead está como Novo. ', es: 'Este lead está como Nuevo. ', en: 'This lead is New. ' };
    for (const [language, start] of Object.entries(starts)) {
      for (const name of [null, '', '   ']) {
        const text = contactConfirmText(name, 'WhatsApp', i18n.getFixedT(language));
        expect(text.startsWith(start), `${language}: ${text}`).toBe(true);
        expect(text, language).toContain('WhatsApp');
      }
    }
  });
});

describe('what a contact tap writes', () => {
  const NOW = 'now';
  const ana = { uid: 'uid-ana', email: 'ana@movaly.test' };
  const write = (stage: Parameters<typeof contactOnTap>[0], change: Parameters<typeof planChange>[1]) =>
    planChange({ stage, assignee: null, followUp: null, firstContactAt: stage === 'novo' ? null : new Date() }, change, ana, NOW, 'ev1');

  it('asks first on a novo lead, and writes nothing before the answer', () => {
    expect(contactOnTap('novo', 'whatsapp')).toEqual({ ask: true });
  });

  it('records the contact at once on any other stage, with no question and no stage change', () => {
    for (const stage of ['em_contato', 'proposta_enviada', 'fechado', 'perdido', 'spam'] as const) {
      const tap = contactOnTap(stage, 'phone');
      expect(tap, stage).toEqual({ ask: false, change: { kind: 'contact', channel: 'phone' } });
      if (tap.ask) continue;
      const planned = write(stage, tap.change)!;
      expect(planned.event, stage).toMatchObject({ kind: 'contact', text: 'phone', by: 'uid-ana', at: NOW });
      expect(planned.update, stage).not.toHaveProperty('stage');
    }
  });

  it('on "Sim, marcar" moves the novo lead in the contact entry; on "Agora não" keeps it novo and still records the contact', () => {
    expect(write('novo', contactAnswer('email', true))).toMatchObject({
      update: { stage: 'em_contato' },
      event: { kind: 'contact', text: 'email', from: 'novo', to: 'em_contato' },
    });
    const notNow = write('novo', contactAnswer('email', false))!;
    expect(notNow.event).toEqual({ at: NOW, by: 'uid-ana', byEmail: 'ana@movaly.test', kind: 'contact', text: 'email' });
    expect(notNow.update).toEqual({ lastActivityAt: NOW, lastEvent: 'ev1', updatedAt: NOW, updatedBy: 'uid-ana' });
  });
});
