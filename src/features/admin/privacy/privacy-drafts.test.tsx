// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { getSystem } from '../../../app/system';
import { forgetPerson, personDrafts } from '../../../backend/callables';
import type { ExportedDraft } from '../../../domain/draft-export';
import { withStaffStrings } from '../../../test-setup/staff-strings';

/*
 * Issue 40, part 6: a person whose only data is a "Continuar depois" draft saved without the consent
 * box. Staff see such a draft nowhere else, yet a privacy request finds it (the personDrafts callable:
 * no browser lists drafts), exports it (the JSON whole, the CSV's answers under the form's labels)
 * and an owner deletes it, told so after. The callables and the reads are replaced at their seams;
 * the form is the real folder's; the download is caught where the file is made (a Blob's URL).
 */
const def = readRegistry().forms.find((f) => f.id === 'conteudo_estrategico')!;
const answers = Object.fromEntries(Object.entries(def.example!).slice(0, 6));
const unsent: ExportedDraft = {
  id: 'draft-q1',
  formId: def.id,
  answers,
  step: 'tipo-conteudo',
  email: 'ana@example.com',
  consent: false,
  locale: 'pt',
  reminders: true,
  createdAt: '2026-11-02T12:00:00.000Z',
  savedAt: '2026-11-03T12:00:00.000Z',
  expiresAt: '2026-12-03T12:00:00.000Z',
  remindedAt: null,
};
vi.mock('../../../backend/privacy-requests', () => ({ findPersonLeads: vi.fn(async () => []), fetchStoredLead: vi.fn(), fetchHistory: vi.fn(async () => []) }));
vi.mock('../../../backend/callables', () => ({ callableReason: vi.fn(), forgetPerson: vi.fn(), personBookings: vi.fn(async () => []), personDrafts: vi.fn() }));
vi.mock('../../../backend/staff-list', () => ({ listStaffMembers: vi.fn(async () => []) }));
vi.mock('../shared/form-with-history', async () => {
  const { readRegistry: read } = await import('../../../../scripts/lib/read-forms');
  return { loadFormWithHistory: async (id: string) => read().forms.find((f) => f.id === id)! };
});
vi.mock('./privacy-log', () => ({ PrivacyLog: () => null }));

let PrivacyPage: typeof import('./privacy-page').PrivacyPage;
withStaffStrings(async () => {
  ({ PrivacyPage } = await import('./privacy-page'));
});

let files: Blob[] = [];
beforeEach(() => {
  files = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => {};
  // jsdom does not navigate: the download link's click is the browser's business.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  // A consented draft beside it: the inbox's partial lead, so it is not listed again here.
  vi.mocked(personDrafts).mockResolvedValue([unsent, { ...unsent, id: 'draft-c2', consent: true, answers: { empresa: 'Outra Empresa' } }]);
});

const CLICKS = { timeout: 30_000 };
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

async function searchAna() {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={{ role: 'owner' }} />}>
            <Route path="/" element={<PrivacyPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  await user().type(screen.getByRole('searchbox'), 'ana@example.com');
  await user().click(screen.getByRole('button', { name: 'Buscar' }));
  await screen.findByRole('heading', { name: '1 rascunho não enviado de ana@example.com' }, { timeout: 10_000 });
}

describe('a person whose only data is a draft saved without consent', () => {
  it('is found: the draft listed with its form, address, last save and expiry', CLICKS, async () => {
    await searchAna();
    expect(personDrafts).toHaveBeenCalledWith({ email: 'ana@example.com' });
    const table = screen.getByRole('table', { name: 'Rascunhos não enviados de ana@example.com' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain(def.form.texts.title);
    expect(rows[1].textContent).toContain('ana@example.com');
  });

  it('is exported: the JSON holds every draft whole, the CSV the unsent one’s answers under their questions', CLICKS, async () => {
    await searchAna();
    await user().click(screen.getByRole('button', { name: 'Exportar tudo (JSON)' }));
    await screen.findByText('Arquivo gerado com 2 rascunhos.');
    const file = JSON.parse(await files[0].text());
    expect(file.leads).toEqual([]);
    expect(file.drafts.map((d: ExportedDraft) => [d.id, d.consent, d.answers])).toEqual([
      ['draft-q1', false, answers],
      ['draft-c2', true, { empresa: 'Outra Empresa' }],
    ]);

    await user().click(screen.getByRole('button', { name: 'Exportar respostas (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const [header, ...rows] = Papa.parse<string[]>((await files[1].text()).replace(/^\uFEFF/, ''), { newline: '\r\n', skipEmptyLines: true }).data;
    expect(header).toEqual(['Formulário', 'Recebido em', 'Pergunta', 'Resposta']);
    expect(rows).toContainEqual([`${def.form.texts.title} (rascunho não enviado)`, expect.any(String), def.fields.empresa.title, String(answers.empresa)]);
    // The consented one is the person's partial lead, whose answers the lead rows carry.
    expect(rows.map((r) => r[3])).not.toContain('Outra Empresa');
  });

  it('is deleted by an owner, who is told the draft went', CLICKS, async () => {
    vi.mocked(forgetPerson).mockResolvedValue({ leads: 0, submissions: 0, forms: [], mailbox: null, calls: 0, drafts: 2 });
    await searchAna();
    await user().click(screen.getByRole('button', { name: 'Excluir 1 rascunho para sempre' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir para sempre 1 rascunho de ana@example.com?' });
    vi.mocked(personDrafts).mockResolvedValue([]);
    await user().click(within(dialog).getByRole('button', { name: 'Excluir para sempre' }));
    await screen.findByText('Excluídos para sempre: 2 rascunhos salvos com “Continuar depois”. Os links deles não abrem mais.');
    expect(forgetPerson).toHaveBeenCalledWith({ email: 'ana@example.com' });
    expect(await screen.findByText('Nenhum lead encontrado para ana@example.com.')).toBeTruthy();
  });
});
