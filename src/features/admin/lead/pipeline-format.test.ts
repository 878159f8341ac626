import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PipelineInputError } from '../../../backend/pipeline-plan';
import en from './lazy-locales/en.pipeline.json';
import es from './lazy-locales/es.pipeline.json';
import pt from './lazy-locales/pt.pipeline.json';
import { eventSentence, formatDay, formatMoment, writeFailure } from './pipeline-format';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'pt', interpolation: { escapeValue: false }, resources: { pt: { translation: { admin: pt } }, es: { translation: { admin: es } }, en: { translation: { admin: en } } } });
});
const names = (uid: string) => ({ 'uid-bia': 'bia@movaly.test' })[uid] ?? 'alguém que saiu da equipe';

describe('pipeline texts', () => {
  it('says each kind of history entry as a sentence in the reader’s language', () => {
    const t = i18n.getFixedT('pt');
    expect(eventSentence({ kind: 'received' }, t, 'pt', names)).toBe('Lead recebido');
    expect(eventSentence({ kind: 'stage', from: 'novo', to: 'proposta_enviada' }, t, 'pt', names)).toBe('Etapa: Novo → Proposta enviada');
    expect(eventSentence({ kind: 'assignee', from: null, to: 'uid-bia' }, t, 'pt', names)).toBe('Responsável: bia@movaly.test');
    expect(eventSentence({ kind: 'assignee', from: 'uid-gone', to: null }, t, 'pt', names)).toBe('Responsável removido (alguém que saiu da equipe)');
    expect(eventSentence({ kind: 'followUp', from: null, to: '2026-03-09' }, t, 'pt', names)).toBe('Próximo contato marcado para 09/03/2026');
    expect(eventSentence({ kind: 'contact', text: 'whatsapp', from: 'novo', to: 'em_contato' }, t, 'pt', names)).toBe(
      'Contato por WhatsApp; etapa: Novo → Em contato',
    );
    const en = i18n.getFixedT('en');
    expect(eventSentence({ kind: 'stage', from: 'spam', to: 'novo' }, en, 'en', names)).toBe('Stage: Spam → New');
    expect(eventSentence({ kind: 'contact', text: 'email' }, en, 'en', names)).toBe('Contacted by e-mail');
    // A call booked after the send (the function's entry): when, in Brasília time, and the move it made.
    const start = Date.parse('2025-12-04T18:00:00Z');
    expect(eventSentence({ kind: 'booking', start, from: 'novo', to: 'em_contato' }, t, 'pt', names)).toBe(
      'O visitante marcou uma conversa para qui, 4 dez, 15:00 (horário de Brasília); etapa: Novo → Em contato',
    );
    expect(eventSentence({ kind: 'booking', start }, en, 'en', names)).toBe('The visitor booked a call for Thu, 4 Dec, 15:00 (Brasília time)');
    // Moved or cancelled later: by the visitor's link (written as the system) or by staff.
    expect(eventSentence({ kind: 'booking', start, text: 'rescheduled', by: 'system' }, t, 'pt', names)).toBe('O visitante remarcou a conversa para qui, 4 dez, 15:00 (horário de Brasília)');
    expect(eventSentence({ kind: 'booking', start, text: 'cancelled', by: 'uid-bia' }, t, 'pt', names)).toBe('Conversa de qui, 4 dez, 15:00 (horário de Brasília) cancelada');
    // Its colleague left the team: handed to another, or to nobody.
    expect(eventSentence({ kind: 'booking', start, text: 'handedOver', by: 'uid-bia' }, t, 'pt', names)).toBe(
      'Conversa de qui, 4 dez, 15:00 (horário de Brasília) passada a outro colega (quem a tinha saiu da equipe)',
    );
    expect(eventSentence({ kind: 'booking', start, text: 'unassigned', by: 'uid-bia' }, en, 'en', names)).toBe(
      'Call of Thu, 4 Dec, 15:00 (Brasília time) left without anyone (whoever had it left the team)',
    );
  });

  it('says the outcome a move to fechado or perdido recorded, and a plain move when none was told', () => {
    const pt = i18n.getFixedT('pt');
    expect(eventSentence({ kind: 'stage', from: 'proposta_enviada', to: 'fechado', value: 150_000 }, pt, 'pt', names).replace(/\s/g, ' ')).toBe(
      'Etapa: Proposta enviada → Fechado; valor do negócio: R$ 1.500,00',
    );
    expect(eventSentence({ kind: 'stage', from: 'novo', to: 'fechado', value: null }, pt, 'pt', names)).toBe('Etapa: Novo → Fechado');
    expect(eventSentence({ kind: 'stage', from: 'novo', to: 'perdido', text: 'Preço' }, pt, 'pt', names)).toBe('Etapa: Novo → Perdido; motivo: Preço');
    expect(eventSentence({ kind: 'stage', from: 'novo', to: 'fechado', value: 99 }, i18n.getFixedT('en'), 'en', names)).toBe('Stage: New → Won; deal value: R$0.99');
  });

  it('says a contact without a stage change (a lead past novo, or "Agora não") in pt, es and en', () => {
    const said = (language: 'pt' | 'es' | 'en', channel: string) => eventSentence({ kind: 'contact', text: channel }, i18n.getFixedT(language), language, names);
    expect([said('pt', 'whatsapp'), said('pt', 'phone'), said('pt', 'email')]).toEqual(['Contato por WhatsApp', 'Contato por telefone', 'Contato por e-mail']);
    expect([said('es', 'whatsapp'), said('es', 'phone'), said('es', 'email')]).toEqual(['Contacto por WhatsApp', 'Contacto por teléfono', 'Contacto por correo']);
    expect([said('en', 'whatsapp'), said('en', 'phone'), said('en', 'email')]).toEqual(['Contacted by WhatsApp', 'Contacted by phone', 'Contacted by e-mail']);
  });

  it('shows moments in Brazil’s time zone and a stored day as that very day', () => {
    const moment = new Date('2026-03-09T02:30:00Z'); // 23:30 of the 8th in São Paulo
    expect(formatMoment(moment, 'pt')).toBe('08/03/2026, 23:30');
    expect(formatMoment(moment, 'en')).toBe('08/03/2026, 23:30');
    expect(formatDay('2026-03-09', 'pt')).toBe('09/03/2026');
    expect(formatDay(null, 'pt')).toBe('');
  });

  it('turns a refusal into a message key, keeping the technical text for the details only', () => {
    expect(writeFailure(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }))).toEqual({
      key: 'permission',
      detail: 'Missing or insufficient permissions.',
    });
    expect(writeFailure(Object.assign(new Error('offline'), { code: 'unavailable' })).key).toBe('network');
    expect(writeFailure(Object.assign(new Error('Lead summary not found'), { code: 'not-found' })).key).toBe('notFound');
    expect(writeFailure(new PipelineInputError('emptyNote'))).toEqual({ key: 'emptyNote' });
    expect(writeFailure(new Error('boom')).key).toBe('unexpected');
  });
});
