// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { getSystem } from '../../../app/system';
import { applyChange, type HistoryEntry, type SummaryDoc } from '../../../backend/pipeline';
import type { SubmissionDoc } from '../../../backend/submission-reads';
import { newLead } from '../../../domain/lead';
import type { FormDefinition } from '../../../forms/core/registry';
import { toStoredAnswers } from '../../../forms/core/record';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The lead page (/admin/leads/:formId/:docId) as staff read and work it, moved down from the browser
 * (tests/e2e/staff-leads.spec.ts, staff-pipeline.spec.ts): a rejected submission's validation errors,
 * the answers in the staff member's language, and the one-tap contact: what the page asks and what it
 * writes through its seam. The reads and the write are replaced at their seams in src/backend/; the
 * write answers as the stored lead would: the real plan of the change (pipeline-plan.ts) applied to an
 * in-memory summary and history, which the page's live listeners then hear, as Firestore's would.
 */
const store = vi.hoisted(() => ({
  submission: undefined as unknown,
  /** Where the page read the answers from. */
  readFrom: '',
  summary: undefined as unknown,
  history: [] as unknown[],
  listeners: new Set<() => void>(),
  events: 0,
}));
const STAFF = vi.hoisted(() => ({ uid: 'uid-ana', email: 'ana@movaly.test' }));

vi.mock('../../../backend/submission-reads', () => ({
  watchSubmission: (collection: string, _id: string, onFound: (doc: unknown) => void) => {
    store.readFrom = collection;
    onFound(store.submission);
    return () => {};
  },
}));
vi.mock('../../../backend/pipeline', async () => {
  const { planChange } = await import('../../../backend/pipeline-plan');
  const listen = (tell: () => void) => {
    tell();
    store.listeners.add(tell);
    return () => void store.listeners.delete(tell);
  };
  return {
    watchSummary: (_id: string, onSummary: (summary: unknown) => void) => listen(() => onSummary(store.summary)),
    watchHistory: (_id: string, onEntries: (entries: unknown[]) => void) => listen(() => onEntries(store.history)),
    applyChange: vi.fn(async (_id: string, change: Parameters<typeof planChange>[1]) => {
      const eventId = `ev${++store.events}`;
      const planned = planChange(store.summary as Parameters<typeof planChange>[0], change, STAFF, new Date(), eventId);
      if (!planned) return false;
      store.summary = { ...(store.summary as object), ...planned.update };
      store.history = [{ id: eventId, ...planned.event }, ...store.history];
      for (const tell of store.listeners) tell();
      return true;
    }),
  };
});
vi.mock('../../../backend/staff-list', () => ({ listStaffMembers: () => Promise.resolve([STAFF]) }));
vi.mock('../../../backend/person-leads', () => ({ findOtherLeads: () => Promise.resolve({ others: [], capped: false }), fetchHistories: vi.fn(), TIMELINE_LEADS: 10 }));
vi.mock('../../../backend/callables', () => ({ rescueSpamLead: vi.fn(), resendDelivery: vi.fn() }));
vi.mock('../../../backend/pipeline-settings', () => ({ getLostReasons: () => Promise.resolve(undefined) }));

const registry = readRegistry();
const sites = registry.forms.find((f) => f.id === 'criacao_sites')!;
const contact = registry.forms.find((f) => f.id === 'contato')!;
const CLICKS = { timeout: 30_000 };

let LeadDetailPage: typeof import('./lead-detail-page').LeadDetailPage;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ LeadDetailPage } = await import('./lead-detail-page'));
});
beforeEach(() => {
  vi.mocked(applyChange).mockClear();
  store.listeners.clear();
  store.events = 0;
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('pt'));
});

/** A submission of `def` as stored and judged, with its summary and 'received' entry as the function writes them. */
function stored(def: FormDefinition, answers: Record<string, unknown>, judged: Record<string, unknown> = { status: 'accepted', delivery: { state: 'sent' } }) {
  const all = { ...def.example, ...answers };
  const receivedAt = new Date('2026-05-16T15:04:00Z');
  const submission: SubmissionDoc = { id: 'abc', data: { ...toStoredAnswers(def, all), ...judged }, createdAt: receivedAt };
  const { lead } = def.form;
  const text = (field: string | undefined) => (field && typeof all[field] === 'string' ? (all[field] as string) : null);
  const summary: SummaryDoc = {
    id: `${def.id}__abc`,
    ...newLead(
      { formId: def.id, collection: def.form.collection, docId: 'abc', receivedAt, locale: 'pt', spamReason: null, updatedAt: receivedAt },
      { name: text(lead.name), email: text(lead.email), phone: text(lead.phone), company: text(lead.company) },
    ),
  };
  const received: HistoryEntry = { id: 'received', at: receivedAt, by: 'system', byEmail: null, kind: 'received' };
  store.submission = submission;
  store.summary = summary;
  store.history = [received];
}

/** The page of the stored lead, once its answers are drawn (the form's definition is a chunk of its own). */
async function open(def: FormDefinition, docId = 'abc') {
  const path = `/admin/leads/${def.id}/${docId}`;
  const router = createMemoryRouter([{ path: '/admin/leads/:formId/:docId', Component: LeadDetailPage }], { initialEntries: [path] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const history = () => within(screen.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
const stage = (name: string) => within(screen.getByRole('group', { name: 'Etapa' })).getByRole('button', { name });
const contactLink = (name: RegExp) => within(screen.getByRole('region', { name: 'Falar com o lead' })).getByRole('link', { name });
const TIME = /\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/;

describe('the answers', () => {
  it('of a rejected submission come with "Rejeitado" and its validation errors under the questions’ titles', CLICKS, async () => {
    const answers = { nome: 'Rita Rejeitada' };
    stored(sites, answers, {
      status: 'rejected',
      validation: { errors: [{ field: 'objetivo_principal', message: 'Descreva o objetivo principal do site' }], schemaVersion: 1 },
    });
    await open(sites);
    expect(screen.getByRole('heading', { level: 1, name: 'Rita Rejeitada' })).toBeTruthy();
    expect(screen.getAllByText('Rejeitado', { exact: true }).length).toBeGreaterThan(0);
    const errors = screen.getByRole('region', { name: 'Erros de validação' });
    expect(within(errors).getByRole('heading', { level: 2, name: 'Erros de validação' })).toBeTruthy();
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${sites.fields.objetivo_principal.title}: Descreva o objetivo principal do site`,
    ]);
  });

  it('of an accepted one have no error list, and follow the staff member’s language: questions and options in English', CLICKS, async () => {
    stored(sites, { nome: 'Beatriz Inglês', tipo_site: 'institucional' });
    await act(() => i18next.changeLanguage('en'));
    await open(sites);
    expect(screen.queryByRole('region', { name: /validation/i })).toBeNull();
    expect(screen.getByText('What type of website do you need?', { exact: true })).toBeTruthy();
    expect(screen.getByText('Company website', { exact: true })).toBeTruthy();
    expect(screen.queryByText('Site institucional', { exact: true })).toBeNull();
    expect(screen.queryByText('institucional', { exact: true })).toBeNull();
  });
});

describe('where the lead came from (issue 41)', () => {
  const fact = (label: string) => screen.getByText(label, { exact: true, selector: 'dt' }).nextElementSibling?.textContent;

  it('says the channel, the campaign and the page the visit landed on, in the staff member’s language', CLICKS, async () => {
    stored(sites, { nome: 'Olga Origem' });
    store.summary = { ...(store.summary as SummaryDoc), source: { channel: 'instagram', utm: { utm_source: 'ig', utm_campaign: 'natal-2026', utm_medium: 'qr' }, referrer: 'https://l.instagram.com', landing: '/servicos/videos' } };
    await open(sites);
    // A medium of the campaign links is named as that page names it.
    expect(fact('Origem')).toBe('Instagram · campanha natal-2026 · mídia QR code impresso · entrou por /servicos/videosVer os leads desta campanha');
    expect(screen.getByRole('link', { name: 'Ver os leads desta campanha' }).getAttribute('href')).toBe('/admin?campaign=natal-2026');
    cleanup();
    await act(() => i18next.changeLanguage('en'));
    await open(sites);
    expect(fact('Source')).toBe('Instagram · campaign natal-2026 · medium Printed QR code · landed on /servicos/videosSee this campaign’s leads');
  });

  it('names an unknown site, shows markup as text, and says when the carried data was trimmed', CLICKS, async () => {
    stored(sites, { nome: 'Paulo Parceiro' });
    store.summary = { ...(store.summary as SummaryDoc), source: { channel: 'outro', utm: { utm_campaign: '<b>feira</b>', utm_medium: 'cpc' }, referrer: 'https://parceiro.example', landing: '/', flagged: true } };
    await open(sites);
    expect(fact('Origem')).toBe(
      'Outra origem (parceiro.example) · campanha <b>feira</b> · mídia cpc · entrou por /Ver os leads desta campanhaOs dados de origem deste envio não vieram no formato da página: foram guardados aparados.',
    );
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('a partial lead (issue 40)', () => {
  it('reads its answers from its draft, and says it is partial, how far the visitor got, when they saved and until when it is kept', CLICKS, async () => {
    const strategic = registry.forms.find((f) => f.id === 'conteudo_estrategico')!;
    const answers = Object.fromEntries(Object.entries(strategic.example!).slice(0, 6));
    const savedAt = new Date('2026-05-16T15:04:00Z');
    const expiresAt = new Date('2026-06-15T15:04:00Z');
    store.submission = { id: 'draft-xyz', data: { form_id: strategic.id, answers, consent: true, email: answers.email, createdAt: savedAt, savedAt, expiresAt }, createdAt: savedAt };
    store.summary = {
      id: `${strategic.id}__draft-xyz`,
      ...newLead(
        { formId: strategic.id, collection: 'drafts', docId: 'draft-xyz', receivedAt: savedAt, locale: 'pt', spamReason: null, updatedAt: savedAt },
        { name: String(answers.nomeCompleto), email: String(answers.email) },
      ),
      partial: true,
      progress: { answered: 6, total: 45, step: 3, steps: 5 },
    };
    store.history = [{ id: 'saved', at: savedAt, by: 'system', byEmail: null, kind: 'received', text: 'partial' }];
    await open(strategic, 'draft-xyz');

    expect(store.readFrom).toBe('drafts');
    expect(screen.getByRole('heading', { level: 1, name: String(answers.nomeCompleto) })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Briefing parcial: a pessoa salvou com “Continuar depois” e autorizou contato antes de terminar.');
    // Each fact as its list pairs it: the label (dt) and its value (dd).
    const fact = (label: string) => screen.getByText(label, { exact: true, selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Progresso')).toBe('Parcial6 de 45 perguntas, etapa 3 de 5');
    expect(fact('Último salvamento')).toBe('16/05/2026, 12:04');
    expect(fact('Guardado até')).toBe('15/06/2026, 12:04');
    // The answers as the visitor typed them, under the questions' titles; nothing about a delivery that never was.
    expect(screen.getByText(String(answers.empresa), { exact: true })).toBeTruthy();
    expect(screen.getByText(strategic.fields.empresa.title!, { exact: true })).toBeTruthy();
    expect(screen.queryByText('Envio do e-mail', { exact: true })).toBeNull();
    expect(history().map((item) => item.textContent)).toEqual([expect.stringContaining('Briefing parcial salvo, com autorização de contato')]);
  });
});

describe('a one-tap contact', () => {
  // jsdom does not open the chat's tab: the link's own navigation is stopped after the page has handled the tap.
  const stopNavigation = (event: Event) => event.preventDefault();
  // jsdom lays nothing out, and the dialog's focus trap (zag) moves focus only to an element with a box:
  // here every element has one, as on a screen.
  const box = [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
  beforeEach(() => {
    document.addEventListener('click', stopNavigation);
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue(box);
  });
  afterEach(() => {
    document.removeEventListener('click', stopNavigation);
    vi.mocked(HTMLElement.prototype.getClientRects).mockRestore();
  });

  it('on a novo lead asks first, the safe answer focused; "Sim, marcar" moves it to Em contato in one history entry, and the next tap asks nothing', CLICKS, async () => {
    stored(contact, { nome: 'Bruno Contato', email: 'bruno@example.com', telefone: '21 97777-6666' });
    const user = await open(contact);
    expect(stage('Novo').getAttribute('aria-pressed')).toBe('true');
    const whatsapp = contactLink(/WhatsApp/);
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5521977776666\?text=/);

    await user.click(whatsapp);
    const ask = await screen.findByRole('alertdialog', { name: 'Marcar como em contato?' });
    expect(ask.textContent).toContain('Bruno Contato');
    // Nothing is written before the answer; an Enter in a hurry lands on the answer that changes nothing.
    expect(applyChange).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Agora não' })));

    await user.click(within(ask).getByRole('button', { name: 'Sim, marcar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(applyChange).toHaveBeenCalledExactlyOnceWith('contato__abc', { kind: 'contact', channel: 'whatsapp', markContacted: true });
    await waitFor(() => expect(stage('Em contato').getAttribute('aria-pressed')).toBe('true'));
    const moved = history().filter((item) => item.textContent!.includes('Contato por WhatsApp; etapa: Novo → Em contato'));
    expect(moved).toHaveLength(1);
    expect(moved[0].textContent).toContain(STAFF.email);
    expect(moved[0].textContent).toMatch(TIME);

    // Once contacted, a tap records the contact without asking again.
    await user.click(contactLink(/WhatsApp/));
    await waitFor(() => expect(applyChange).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(applyChange).toHaveBeenLastCalledWith('contato__abc', { kind: 'contact', channel: 'whatsapp' });
  });

  it('keeps every tap in the history: after "Agora não" the lead stays novo, and on an em contato lead no question is asked', CLICKS, async () => {
    stored(contact, { nome: 'Carla Tentativa', email: 'carla@example.com', telefone: '31 96666-5555' });
    const user = await open(contact);
    // Only the contact itself: a move would read "Contato por WhatsApp; etapa: …".
    const contacts = () => history().filter((item) => item.textContent!.includes('Contato por WhatsApp') && !item.textContent!.includes('etapa'));

    await user.click(contactLink(/WhatsApp/));
    const ask = await screen.findByRole('alertdialog', { name: 'Marcar como em contato?' });
    await user.click(within(ask).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(applyChange).toHaveBeenCalledExactlyOnceWith('contato__abc', { kind: 'contact', channel: 'whatsapp', markContacted: false });
    await waitFor(() => expect(contacts()).toHaveLength(1));
    expect(contacts()[0].textContent).toContain(STAFF.email);
    expect(contacts()[0].textContent).toMatch(TIME);
    expect(stage('Novo').getAttribute('aria-pressed')).toBe('true');
    expect(store.summary).toMatchObject({ stage: 'novo', firstContactAt: null, updatedBy: STAFF.uid });

    // Em contato: the tap asks nothing and adds an entry of its own.
    await user.click(stage('Em contato'));
    await waitFor(() => expect(history().some((item) => item.textContent!.includes('Etapa: Novo → Em contato'))).toBe(true));
    await user.click(contactLink(/WhatsApp/));
    await waitFor(() => expect(contacts()).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(contacts()[0].textContent).toContain(STAFF.email);
    expect(stage('Em contato').getAttribute('aria-pressed')).toBe('true');
    // Received, the contact, the move, the contact: newest first.
    expect(history()).toHaveLength(4);
    expect(history()[0].textContent).toMatch(/^Contato por WhatsApp/);
  });
});
