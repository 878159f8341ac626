// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { getSystem } from '../../../app/system';
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

const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;
const lead = (name: string, status: string): SubmissionDoc => ({
  id: name,
  data: { ...toStoredAnswers(sites, { ...sites.example, nome: name }), status },
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

function show() {
  render(
    <ChakraProvider value={getSystem()}>
      <ExportCsvButton view={leadView(sites, 'pt')} search="" />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The names in the downloaded file, read back as a spreadsheet reads it. */
async function exportedNames(): Promise<string[]> {
  await waitFor(() => expect(files).toHaveLength(1));
  const [header, ...rows] = Papa.parse<string[]>((await files[0].text()).slice(1), { newline: '\r\n' }).data;
  return rows.map((r) => r[header.indexOf(sites.fields.nome.title!)]);
}

it('exports no bot-caught or rejected submission unless "Incluir spam" is ticked', async () => {
  const user = show();
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

  files = [];
  await user.click(box);
  expect((box as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await exportedNames()).toEqual(['Ana Aceita', 'Robô Preso', 'Rita Recusada']);
});

it('names the option in the staff member\'s language', async () => {
  await i18next.changeLanguage('en');
  show();
  expect(screen.getByRole('checkbox', { name: 'Include spam' })).toBeTruthy();
});
