import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { SummaryDoc } from '../../../backend/pipeline';
import type { ExportedDraft } from '../../../domain/draft-export';
import type { ExportedBooking } from '../../../domain/booking/booking-export';
import { type CsvWords, exportCsv, exportJson, type GatheredLead } from './privacy-export';

const summary = (over: Partial<SummaryDoc>): SummaryDoc =>
  ({
    id: 'clone_digital__a1',
    formId: 'clone_digital',
    collection: 'clone_digital_responses',
    docId: 'a1',
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '(11) 98888-7777',
    company: null,
    receivedAt: new Date('2026-03-09T12:00:00Z'),
    locale: 'pt',
    stage: 'em_contato',
    assignee: 'uid-bia',
    followUp: '2026-03-20',
    firstContactAt: new Date('2026-03-10T12:00:00Z'),
    ...over,
  }) as SummaryDoc;

const words: CsvWords = {
  form: 'Formulário',
  receivedAt: 'Recebido em',
  question: 'Pergunta',
  answer: 'Resposta',
  call: 'Conversa marcada',
  callAnswer: (when, status) => (status === 'cancelled' ? `${when} (cancelada)` : when),
  draft: (form) => `${form} (rascunho não enviado)`,
};

const booking = (over: Partial<ExportedBooking>): ExportedBooking => ({
  id: 'contato__c1',
  formId: 'contato',
  submissionId: 'c1',
  start: '2026-03-12T18:00:00.000Z',
  end: '2026-03-12T18:30:00.000Z',
  status: 'booked',
  place: { kind: 'video', link: 'https://meet.example.com/x' },
  staffEmail: 'bia@movaly.test',
  visitor: { name: 'Ana Souza', email: 'ana@example.com', locale: 'pt', zone: 'Europe/Lisbon' },
  createdAt: '2026-03-09T12:05:00.000Z',
  ...over,
});

const leads: GatheredLead[] = [
  {
    summary: summary({ source: { channel: 'instagram', utm: { utm_campaign: 'natal-2026' }, referrer: 'https://l.instagram.com', landing: '/clone-digital' } }),
    formTitle: 'Briefing - Clone Digital com IA',
    answers: { nomeCompleto: 'Ana Souza', objetivos: ['vendas', 'marca'], dataEvento: new Date('2026-04-01T00:00:00Z') },
    rows: [
      { label: 'Nome completo', values: ['Ana Souza'] },
      { label: 'Objetivos', values: ['Vendas', 'Marca'] },
      { label: 'Observações', values: ['=HYPERLINK("x")\nsegunda linha'] },
    ],
    history: [{ id: 'e1', at: new Date('2026-03-10T12:00:00Z'), by: 'uid-bia', byEmail: 'bia@movaly.test', kind: 'note', text: 'Ligou' }],
  },
  { summary: summary({ id: 'newsletter__n1', formId: 'newsletter', docId: 'n1', assignee: null }), formTitle: 'Newsletter', answers: { email: 'ana@example.com' }, rows: [{ label: 'E-mail', values: ['ana@example.com'] }], history: [] },
];

describe('privacy export', () => {
  it('holds every lead with its decoded answers, pipeline and history, dates as ISO text', () => {
    const file = JSON.parse(exportJson('ana@example.com', leads, new Date('2026-03-11T00:00:00Z'), (uid) => (uid === 'uid-bia' ? 'bia@movaly.test' : uid)));
    expect(file.query).toBe('ana@example.com');
    expect(file.leads).toHaveLength(2);
    expect(file.leads[0]).toMatchObject({
      form: 'clone_digital',
      id: 'a1',
      receivedAt: '2026-03-09T12:00:00.000Z',
      answers: { nomeCompleto: 'Ana Souza', objetivos: ['vendas', 'marca'], dataEvento: '2026-04-01T00:00:00.000Z' },
      pipeline: { stage: 'em_contato', assignee: 'bia@movaly.test', followUp: '2026-03-20', firstContactAt: '2026-03-10T12:00:00.000Z' },
      history: [{ at: '2026-03-10T12:00:00.000Z', by: 'bia@movaly.test', kind: 'note', text: 'Ligou' }],
      // Where the visit came from (issue 41): in the export with the rest.
      source: { channel: 'instagram', utm: { utm_campaign: 'natal-2026' }, referrer: 'https://l.instagram.com', landing: '/clone-digital' },
    });
    expect(file.leads[1]).toMatchObject({ form: 'newsletter', answers: { email: 'ana@example.com' }, pipeline: { assignee: null }, source: null });
  });

  it('writes one CSV row per answer, with a BOM, and neutralises a formula even across lines', () => {
    const text = exportCsv(leads, words, (d) => d!.toISOString()).join('');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1)).data;
    expect(rows[0]).toEqual(['Formulário', 'Recebido em', 'Pergunta', 'Resposta']);
    expect(rows.slice(1)).toEqual([
      ['Briefing - Clone Digital com IA', '2026-03-09T12:00:00.000Z', 'Nome completo', 'Ana Souza'],
      ['Briefing - Clone Digital com IA', '2026-03-09T12:00:00.000Z', 'Objetivos', 'Vendas\nMarca'],
      ['Briefing - Clone Digital com IA', '2026-03-09T12:00:00.000Z', 'Observações', '\'=HYPERLINK("x")\nsegunda linha'],
      ['Newsletter', '2026-03-09T12:00:00.000Z', 'E-mail', 'ana@example.com'],
    ]);
  });

  it("holds the person's booked calls: the whole booking in the JSON, one row per call in the CSV", () => {
    const calls = [booking({}), booking({ id: 'contato__c2', submissionId: 'c2', status: 'cancelled', start: '2026-03-20T13:00:00.000Z' })];
    const file = JSON.parse(exportJson('ana@example.com', leads, new Date('2026-03-11T00:00:00Z'), (uid) => uid, { bookings: calls }));
    expect(file.bookings).toEqual(calls);
    expect(JSON.parse(exportJson('ana@example.com', leads, new Date(), (uid) => uid)).bookings).toEqual([]);

    const text = exportCsv(leads, words, (d) => d!.toISOString(), { bookings: calls }, (formId) => (formId === 'contato' ? 'Contato' : formId)).join('');
    const rows = Papa.parse<string[]>(text.slice(1)).data;
    expect(rows.slice(-2)).toEqual([
      ['Contato', '2026-03-09T12:05:00.000Z', 'Conversa marcada', '2026-03-12T18:00:00.000Z'],
      ['Contato', '2026-03-09T12:05:00.000Z', 'Conversa marcada', '2026-03-20T13:00:00.000Z (cancelada)'],
    ]);
  });

  it("holds the person's drafts (issue 40): each whole in the JSON, without a token; in the CSV the answers of those saved without consent", () => {
    const draft = (over: Partial<ExportedDraft>): ExportedDraft => ({
      id: 'draft-q1',
      formId: 'conteudo_estrategico',
      answers: { nomeCompleto: 'Ana Souza', empresa: 'Padaria' },
      step: 'tipo-conteudo',
      email: 'ana@example.com',
      consent: false,
      locale: 'pt',
      reminders: true,
      createdAt: '2026-03-01T10:00:00.000Z',
      savedAt: '2026-03-02T10:00:00.000Z',
      expiresAt: '2026-04-01T10:00:00.000Z',
      remindedAt: null,
      ...over,
    });
    const rows = [{ label: 'Nome completo', values: ['Ana Souza'] }];
    const drafts = [
      { draft: draft({}), formTitle: 'Conteúdo Estratégico', rows },
      // Consented: in the file's leads already, as its partial lead.
      { draft: draft({ id: 'draft-c2', consent: true }), formTitle: 'Conteúdo Estratégico', rows: [{ label: 'Empresa', values: ['Padaria'] }] },
    ];
    const file = JSON.parse(exportJson('ana@example.com', [], new Date(), (uid) => uid, { drafts }));
    expect(file.drafts).toEqual([
      { ...drafts[0].draft, formTitle: 'Conteúdo Estratégico' },
      { ...drafts[1].draft, formTitle: 'Conteúdo Estratégico' },
    ]);

    const text = exportCsv([], words, (d) => d!.toISOString(), { drafts }).join('');
    expect(Papa.parse<string[]>(text.slice(1)).data.slice(1)).toEqual([['Conteúdo Estratégico (rascunho não enviado)', '2026-03-02T10:00:00.000Z', 'Nome completo', 'Ana Souza']]);
  });
});
