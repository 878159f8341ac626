// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { createCampaignLink, deleteCampaignLink, fetchCampaignLinks, fetchLinkStats } from '../../../backend/campaign-links';
import { type CampaignLink, linkKey } from '../../../domain/campaign-link';
import type { StaffRole } from '../../../domain/staff-role';
import { pageForms } from '../../../forms/browser-registry';
import { withStaffStrings } from '../../../test-setup/staff-strings';

/*
 * "Links de campanha" (issue 41, part 4) as staff use it: a link built from its page, channel, medium,
 * campaign and content, shown with its address and QR code (copied, and downloaded as SVG), and the
 * links made listed with what each brought, from the function's counters. The reads and writes are
 * replaced at their seam (src/backend/campaign-links.ts); the rules are tests/rules/campaign-links-rules.test.ts;
 * the PNG, drawn on a real canvas, is the browser journey's (tests/e2e/lead-source.spec.ts).
 */
vi.mock('../../../backend/campaign-links', () => ({ createCampaignLink: vi.fn(), deleteCampaignLink: vi.fn(), fetchCampaignLinks: vi.fn(), fetchLinkStats: vi.fn() }));

let CampaignLinksPage: typeof import('./campaign-links-page').CampaignLinksPage;
withStaffStrings(async () => {
  ({ CampaignLinksPage } = await import('./campaign-links-page'));
});

const briefing = pageForms.find((e) => e.id === 'clonagem_voz')!;
const made = (over: Partial<CampaignLink>): CampaignLink => {
  const tags = { path: '/', channel: 'instagram' as const, medium: 'social' as const, campaign: 'natal-2026', content: '', ...over };
  return { id: linkKey(tags), createdAt: new Date('2026-11-20T12:00:00Z'), createdBy: 'staff-1', createdByEmail: 'ana@movaly.test', ...tags, ...over };
};
const mine = made({});
const colleagues = made({ campaign: 'black-friday', channel: 'google', medium: 'anuncio', createdBy: 'colega-1', createdByEmail: 'bia@movaly.test' });

let files: Blob[] = [];
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  vi.resetAllMocks();
  files = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:qr';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.mocked(fetchCampaignLinks).mockResolvedValue([mine, colleagues]);
  vi.mocked(fetchLinkStats).mockResolvedValue({ [mine.id]: { received: 3, won: 1, wonValue: 150_000 } });
  vi.mocked(createCampaignLink).mockResolvedValue({ id: 'x', created: true });
  vi.mocked(deleteCampaignLink).mockResolvedValue();
  writeText.mockResolvedValue();
});

const CLICKS = { timeout: 30_000 };

async function open(role: StaffRole = 'member') {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={{ uid: 'staff-1', role }} />}>
            <Route path="/" element={<CampaignLinksPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  await screen.findByRole('table', { name: 'Links de campanha, do mais recente' }, { timeout: 10_000 });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  // After user-event's setup, which puts a clipboard of its own on the page.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

describe('making a campaign link', () => {
  it('tags the page chosen with the channel, medium, campaign and content, shows its address and QR code, copies it and downloads the SVG', CLICKS, async () => {
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Página ou briefing'), briefing.meta.route);
    await user.selectOptions(screen.getByLabelText('Canal'), 'whatsapp');
    await user.selectOptions(screen.getByLabelText('Onde o link vai'), 'qr');
    await user.type(screen.getByLabelText('Campanha'), 'Natal 2026');
    // The name as the link will carry it, said under the field.
    expect(screen.getByText('Vai no link como: natal-2026')).toBeTruthy();
    await user.type(screen.getByLabelText('Conteúdo (opcional)'), 'cartaz-a3');
    await user.click(screen.getByRole('button', { name: 'Criar link' }));

    const tags = { path: briefing.meta.route, channel: 'whatsapp', medium: 'qr', campaign: 'natal-2026', content: 'cartaz-a3' };
    expect(createCampaignLink).toHaveBeenCalledWith(tags);
    const heading = await screen.findByRole('heading', { name: 'Link da campanha natal-2026' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Link criado. Copie o endereço ou baixe o QR code.')).toBeTruthy();
    const url = `${window.location.origin}${briefing.meta.route}?utm_source=whatsapp&utm_medium=qr&utm_campaign=natal-2026&utm_content=cartaz-a3`;
    expect((screen.getByLabelText('Endereço do link') as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole('img', { name: new RegExp(`^QR code do link da campanha natal-2026 para .*\\(${briefing.meta.route}\\)$`) })).toBeTruthy();
    // The list is read again, with the new link in it.
    expect(fetchCampaignLinks).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copiado.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Baixar SVG' }));
    expect(files).toHaveLength(1);
    const svg = await files[0].text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });

  it('asks for the campaign’s name and makes nothing without it', CLICKS, async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Campanha'), '!!!');
    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Dê um nome à campanha, como natal-2026.');
    expect(document.activeElement).toBe(screen.getByLabelText('Campanha'));
    expect(createCampaignLink).not.toHaveBeenCalled();
  });

  it('says when the same link was made before, and when the write is refused', CLICKS, async () => {
    vi.mocked(createCampaignLink).mockResolvedValueOnce({ id: mine.id, created: false }).mockRejectedValueOnce(new Error('permission-denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await open();
    await user.type(screen.getByLabelText('Campanha'), 'natal-2026');
    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('Este link já tinha sido criado: ele está na lista abaixo, com o que já trouxe.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('Não foi possível criar o link. Tente de novo.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Campaign links: create failed', expect.any(Error));
  });
});

it('says a copy the page cannot make in words (no clipboard on an insecure address), the address left to copy by hand', CLICKS, async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = await open();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  await user.click(screen.getByRole('button', { name: 'Mostrar o link e o QR code da campanha natal-2026' }));
  await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
  expect(await screen.findByText('Não foi possível copiar: selecione o endereço e copie à mão.')).toBeTruthy();
  expect(screen.queryByText('Link copiado.')).toBeNull();
  expect(warn).toHaveBeenCalledWith('Campaign links: copy failed', expect.any(TypeError));
});

describe('the links made', () => {
  it('list what each brought: leads, won and the won value, none for a link with no lead yet', CLICKS, async () => {
    await open();
    const rows = within(screen.getByRole('table', { name: 'Links de campanha, do mais recente' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[1]).slice(0, 5)).toEqual([
      'natal-2026Instagram · Post, story ou perfilPágina inicial (/)',
      'ana@movaly.test20/11/2026, 09:00',
      '3',
      '1',
      'R$\u00a01.500,00',
    ]);
    expect(cells(rows[2]).slice(2, 5)).toEqual(['0', '0', 'R$\u00a00,00']);
  });

  it('shows a listed link’s address and QR code again', CLICKS, async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Mostrar o link e o QR code da campanha black-friday' }));
    await screen.findByRole('heading', { name: 'Link da campanha black-friday' });
    expect((screen.getByLabelText('Endereço do link') as HTMLInputElement).value).toBe(`${window.location.origin}/?utm_source=google&utm_medium=anuncio&utm_campaign=black-friday`);
  });

  it('are deleted by their maker, not by another member; an owner deletes any', CLICKS, async () => {
    const user = await open('member');
    expect(screen.queryByRole('button', { name: 'Excluir o link da campanha black-friday' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Excluir o link da campanha natal-2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir o link da campanha natal-2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir link' }));
    await waitFor(() => expect(deleteCampaignLink).toHaveBeenCalledWith(mine.id));
  });

  it('an owner may delete every link', CLICKS, async () => {
    await open('owner');
    expect(screen.getByRole('button', { name: 'Excluir o link da campanha black-friday' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir o link da campanha natal-2026' })).toBeTruthy();
  });
});
