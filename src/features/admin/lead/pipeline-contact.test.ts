import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefingTopic, contactConfirmText, leadContactLinks } from './pipeline-contact';
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
      'Ana Paula está como Novo. Ao confirmar, passa para Em contato e o contato por WhatsApp fica no histórico.',
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
