// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { getSystem } from '../../../app/system';
import { fetchLeadStandings } from '../../../backend/lead-standings';
import { listStaffMembers } from '../../../backend/staff-list';
import { countSubmissions, fetchSubmissionsPage, type SubmissionDoc } from '../../../backend/submission-reads';
import { toaster } from '../../../components/ui/toaster';
import { toStoredAnswers } from '../../../forms/core/record';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import { leadView } from '../shared/lead-view';

/*
 * The per-form export as staff use it: by default the bot-caught ('spam') and rejected submissions
 * stay out of the file; the "Incluir spam" box brings them in. The leads backend is replaced at its
 * seam (src/backend/submission-reads.ts) and the download is caught where the file is made (a Blob's URL).
 */
vi.mock('../../../backend/submission-reads', () => ({ countSubmissions: vi.fn(), fetchSubmissionsPage: vi.fn() }));
// Where each lead stands and who staff are: replaced at their seams too (src/backend/lead-standings.ts, staff-list.ts).
vi.mock('../../../backend/lead-standings', () => ({ fetchLeadStandings: vi.fn() }));
vi.mock('../../../backend/staff-list', () => ({ listStaffMembers: vi.fn() }));

const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;
const lead = (name: string, status: string): SubmissionDoc => ({
  id: name,
  // Each came through a tagged link of a campaign on Instagram (issue 41), as the page carries it.
  data: { ...toStoredAnswers(sites, { ...sites.example, nome: name }), status, lead_source: 'utm_source=instagram&utm_campaign=natal-2026&landing=%2Fclonagem-voz' },
  createdAt: new Date('2026-05-16T15:04:00Z'),
});
const leads = [lead('Ana Aceita', 'accepted'), lead('Robô Preso', 'spam'), lead('Rita Recusada', 'rejected')];

let ExportCsvButton: typeof import('./export-csv-button').ExportCsvButton;
let files: Blob[] = [];

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ ExportCsvButton } = await import('./export-csv-button'));
});
beforeEach(() => {
  files = [];
  vi.mocked(countSubmissions).mockResolvedValue(leads.length);
  vi.mocked(fetchSubmissionsPage).mockResolvedValue({ leads });
  vi.mocked(fetchLeadStandings).mockImplementation(async (_form, ids) =>
    new Map(ids.filter((id) => id === 'Ana Aceita').map((id) => [id, { stage: 'em_contato', assignee: 'uid-bia', followUp: '2026-06-02', lastNote: 'Quer orçamento' }] as const)),
  );
  vi.mocked(listStaffMembers).mockResolvedValue([{ uid: 'uid-bia', email: 'bia@movaly.test' }]);
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => {};
  // jsdom does not navigate: the download link's click is the browser's business.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.spyOn(toaster, 'create');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18next.changeLanguage('pt');
});

/** The button as drawn (its strings may still be loading on a busy machine: it is waited for, not assumed). */
async function show() {
  render(
    <ChakraProvider value={getSystem()}>
      <ExportCsvButton view={leadView(sites, 'pt')} search="" />
    </ChakraProvider>,
  );
  await screen.findByRole('button', { name: /^(Exportar|Export) CSV$/ });
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The downloaded file, read back as a spreadsheet reads it. */
async function exported(): Promise<{ header: string[]; rows: string[][] }> {
  await waitFor(() => expect(files).toHaveLength(1));
  const [header, ...rows] = Papa.parse<string[]>((await files[0].text()).slice(1), { newline: '\r\n' }).data;
  return { header, rows };
}

/** The names in the downloaded file. */
async function exportedNames(): Promise<string[]> {
  const { header, rows } = await exported();
  return rows.map((r) => r[header.indexOf(sites.fields.nome.title!)]);
}

/**
 * The file is written before the button leaves "Exportando..." (the options are disabled until then):
 * a second export waits for the button to be back, as a person would.
 */
const exportDone = () => screen.findByRole('button', { name: 'Exportar CSV' });

it('exports no bot-caught or rejected submission unless "Incluir spam" is ticked', async () => {
  const user = await show();
  const box = screen.getByRole('checkbox', { name: 'Incluir spam' });
  expect((box as HTMLInputElement).checked).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await exportedNames()).toEqual(['Ana Aceita']);
  expect(toaster.create).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'CSV com 1 envio baixado.',
      description: '2 envios marcados como spam ou recusados ficaram de fora.',
    }),
  );

  await exportDone();
  files = [];
  await user.click(box);
  expect((box as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await exportedNames()).toEqual(['Ana Aceita', 'Robô Preso', 'Rita Recusada']);
});

it('names the option in the staff member\'s language', async () => {
  await i18next.changeLanguage('en');
  await show();
  expect(screen.getByRole('checkbox', { name: 'Include spam' })).toBeTruthy();
});

it('says where each lead stands by default (stage, assignee as the staff list shows them, follow-up, last note), and leaves it out when unticked', async () => {
  const user = await show();
  const box = screen.getByRole('checkbox', { name: 'Incluir andamento (etapa, responsável, próximo contato, última nota, valor e motivo da perda)' });
  expect((box as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const { header, rows } = await exported();
  // After where the visit came from (issue 41): the channel, the campaign, the landing page.
  expect(header.slice(4, 13)).toEqual(['Origem', 'Campanha', 'Entrou por', 'Etapa', 'Responsável', 'Próximo contato', 'Última nota', 'Valor (R$)', 'Motivo da perda']);
  expect(rows).toHaveLength(1);
  expect(rows[0].slice(4, 11)).toEqual(['Instagram', 'natal-2026', '/clonagem-voz', 'Em contato', 'bia@movaly.test', '02/06/2026', 'Quer orçamento']);
  // Only the exported leads' standings are read (spam left out).
  expect(fetchLeadStandings).toHaveBeenCalledWith('criacao_sites', ['Ana Aceita']);

  await exportDone();
  files = [];
  vi.mocked(fetchLeadStandings).mockClear();
  vi.mocked(listStaffMembers).mockClear();
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const plain = await exported();
  expect(plain.header).not.toContain('Etapa');
  expect(plain.rows[0]).toHaveLength(plain.header.length);
  // Unticked, the export reads no summary, note or staff list.
  expect(fetchLeadStandings).not.toHaveBeenCalled();
  expect(listStaffMembers).not.toHaveBeenCalled();
});

it('names the pipeline columns in the staff member\'s language', async () => {
  await i18next.changeLanguage('es');
  const user = await show();
  expect(screen.getByRole('checkbox', { name: 'Incluir seguimiento (etapa, responsable, próximo contacto, última nota, valor y motivo de la pérdida)' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /CSV/ }));
  expect((await exported()).header.slice(4, 11)).toEqual(['Origen', 'Campaña', 'Entró por', 'Etapa', 'Responsable', 'Próximo contacto', 'Última nota']);
  files = [];
  cleanup();
  await i18next.changeLanguage('en');
  const again = await show();
  await again.click(screen.getByRole('button', { name: /CSV/ }));
  const { header, rows } = await exported();
  expect(header.slice(4, 11)).toEqual(['Source', 'Campaign', 'Landed on', 'Stage', 'Assignee', 'Next follow-up', 'Last note']);
  // The day is written like the file's other dates, in the view's language (here pt's).
  expect(rows[0].slice(4, 10)).toEqual(['Instagram', 'natal-2026', '/clonagem-voz', 'In contact', 'bia@movaly.test', '02/06/2026']);
});

it("adds the column of answers today's form no longer knows when an exported lead has one (a key a hand edit left), every row as wide", async () => {
  const edited = { ...leads[0], id: 'Ana Editada', data: { ...leads[0].data, nome: 'Ana Editada', campo_manual: 'anotado à mão' } };
  vi.mocked(fetchSubmissionsPage).mockResolvedValue({ leads: [leads[0], edited] });
  const user = await show();
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const { header, rows } = await exported();
  expect(header[header.length - 1]).toBe('Respostas de versões anteriores');
  expect(rows.map((r) => r[header.length - 1])).toEqual(['', 'campo_manual: anotado à mão']);
  expect(rows.every((r) => r.length === header.length)).toBe(true);

  // Without such a lead, no such column.
  await exportDone();
  files = [];
  vi.mocked(fetchSubmissionsPage).mockResolvedValue({ leads: [leads[0]] });
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const plain = await exported();
  expect(plain.header).not.toContain('Respostas de versões anteriores');
  expect(plain.rows[0]).toHaveLength(plain.header.length);
});
