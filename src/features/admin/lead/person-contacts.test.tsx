// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { fetchHistories, findOtherLeads } from '../../../backend/person-leads';
import type { HistoryEntry, SummaryDoc } from '../../../backend/pipeline';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * "Outros contatos desta pessoa" on a lead page (issue 29): the person's other leads as links to their
 * pages, and one timeline of every lead's history naming each entry's form; one line when the person
 * sent only this lead. Firestore is replaced at its seam (src/backend/person-leads.ts).
 */
vi.mock('../../../backend/person-leads', () => ({ findOtherLeads: vi.fn(), fetchHistories: vi.fn(), TIMELINE_LEADS: 10 }));

let PersonContacts: typeof import('./person-contacts').PersonContacts;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ PersonContacts } = await import('./person-contacts'));
});
beforeEach(() => {
  vi.mocked(findOtherLeads).mockReset();
  vi.mocked(fetchHistories).mockReset();
});
afterEach(cleanup);

function summary(formId: string, docId: string, fields: Partial<SummaryDoc> = {}): SummaryDoc {
  return {
    id: `${formId}__${docId}`,
    formId,
    collection: `${formId}_responses`,
    docId,
    name: 'Paula Pessoa',
    email: 'paula@example.com',
    phone: '(11) 98765-4321',
    phoneDigits: '11987654321',
    company: null,
    emailKey: 'paula@example.com',
    receivedAt: new Date('2026-05-16T15:00:00Z'),
    locale: 'pt',
    stage: 'novo',
    spam: false,
    spamReason: null,
    assignee: null,
    followUp: null,
    due: null,
    firstContactAt: null,
    pieces: {},
    text: '',
    lastEvent: null,
    updatedAt: null,
    updatedBy: null,
    ...fields,
  };
}

const received = (id: string, at: string): HistoryEntry => ({ id, at: new Date(at), by: 'system', byEmail: null, kind: 'received' });

function show(lead: SummaryDoc, history: HistoryEntry[]) {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <PersonContacts summary={lead} history={history} memberName={(uid) => uid} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

it('lists the person\'s other briefing as a link to its page, and a timeline of both leads naming each form', async () => {
  const here = summary('criacao_sites', 'new', { phone: '+55 11 98765-4321', phoneDigits: '5511987654321', emailKey: 'other@example.com' });
  const earlier = summary('clone_digital', 'old', { receivedAt: new Date('2026-05-10T13:00:00Z'), stage: 'em_contato' });
  vi.mocked(findOtherLeads).mockResolvedValue({ others: [earlier], capped: false });
  vi.mocked(fetchHistories).mockResolvedValue(new Map([[earlier.id, [received('r-old', '2026-05-10T13:00:00Z')]]]));
  show(here, [received('r-new', '2026-05-16T15:00:00Z')]);

  const others = await screen.findByRole('region', { name: 'Outros contatos desta pessoa' });
  const link = within(others).getByRole('link', { name: /^Briefing - Clone Digital com IA, 10\/05\/2026/ });
  expect(link.getAttribute('href')).toBe('/admin/leads/clone_digital/old');
  expect(within(others).getByText('Em contato')).toBeTruthy();
  // Asked by this lead's keys, its phone as stored (the reader tries both spellings).
  expect(vi.mocked(findOtherLeads).mock.calls[0][0]).toMatchObject({ id: here.id, emailKey: 'other@example.com', phoneDigits: '5511987654321' });

  const timeline = screen.getByRole('region', { name: 'Linha do tempo da pessoa' });
  await within(timeline).findByText(/^Briefing - Clone Digital com IA · /);
  const entries = within(timeline).getAllByRole('listitem');
  // Newest first: this lead's reception, then the older briefing's.
  expect(entries.map((e) => e.textContent)).toEqual([
    expect.stringMatching(/^Lead recebido.*Criação e Desenvolvimento de Sites \(este lead\)/),
    expect.stringMatching(/^Lead recebido.*Clone Digital com IA/),
  ]);
});

it('says where each of the person’s other leads came from, and which is a partial briefing (issues 40, 41)', async () => {
  const byInstagram = summary('clone_digital', 'ig', { source: { channel: 'instagram', utm: { utm_campaign: 'natal-2026' }, referrer: null, landing: '/clone-digital' } });
  const partial = summary('conteudo_estrategico', 'draft-x', { receivedAt: new Date('2026-05-12T13:00:00Z'), partial: true, source: { channel: 'google', utm: {}, referrer: 'https://www.google.com', landing: '/' } });
  vi.mocked(findOtherLeads).mockResolvedValue({ others: [byInstagram, partial], capped: false });
  vi.mocked(fetchHistories).mockResolvedValue(new Map());
  show(summary('contato', 'here'), [received('r', '2026-05-16T15:00:00Z')]);
  const others = await screen.findByRole('region', { name: 'Outros contatos desta pessoa' });
  const items = await within(others).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/Novo\s*Origem: Instagram · campanha natal-2026 · entrou por \/clone-digital$/),
    expect.stringMatching(/NovoParcial\s*Origem: Google · entrou por \/$/),
  ]);
});

it('says in one line that the person sent only this lead, with no timeline', async () => {
  vi.mocked(findOtherLeads).mockResolvedValue({ others: [], capped: false });
  show(summary('contato', 'only'), [received('r', '2026-05-16T15:00:00Z')]);
  const section = await screen.findByRole('region', { name: 'Outros contatos desta pessoa' });
  await within(section).findByText('Nenhum outro contato desta pessoa (mesmo e-mail ou telefone).');
  expect(within(section).queryByRole('list')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Linha do tempo da pessoa' })).toBeNull();
  expect(fetchHistories).not.toHaveBeenCalled();
});

it('says a failed search in the staff member\'s words, never Firestore\'s', async () => {
  vi.mocked(findOtherLeads).mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
  show(summary('contato', 'x'), []);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Não foi possível procurar outros contatos desta pessoa. Recarregue a página para tentar de novo.');
  expect(screen.queryByText(/permissions/)).toBeNull();
});
