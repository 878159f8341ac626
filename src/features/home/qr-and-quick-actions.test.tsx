// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { initClientI18n } from '../../i18n/client';
import { SHARED_NS } from '../../i18n/namespaces';

/*
 * Two parts of the home page (spec 000 section 2): the QR codes of the studio's profiles, and the
 * quick-action panel staff open with ?acoes=1 or Alt+Shift+A. The contacts are this machine's
 * placeholders (src/config/public-env.ts), as in the emulator build the browser suite runs.
 */

let QrSection: typeof import('./qr-section').QrSection;
let QuickActions: typeof import('./quick-actions').QuickActions;

beforeAll(async () => {
  await initClientI18n('pt', [SHARED_NS, 'features/home']);
  ({ QrSection } = await import('./qr-section'));
  ({ QuickActions } = await import('./quick-actions'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(ui: ReactNode, url = '/') {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** The code's code loads when it comes near the screen (at once in jsdom, which has no IntersectionObserver). */
const LOADED = { timeout: 10_000 };

describe('the QR codes', () => {
  it('two QR codes of 120 px lead to the Instagram and YouTube profiles', async () => {
    show(<QrSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Siga a Movaly' })).toBeTruthy();
    for (const network of ['Instagram', 'YouTube']) {
      const code = await screen.findByRole('img', { name: `QR code do perfil @movaly no ${network}` }, LOADED);
      expect(code.tagName.toLowerCase()).toBe('svg');
      expect(code.getAttribute('width')).toBe('120');
      expect(code.getAttribute('height')).toBe('120');
      // A code drawn, not an empty box.
      expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    }
    // Named as a browser reads it ("@movaly no Instagram (abre em uma nova aba)"); jsdom's name computation drops the space the hidden text starts with.
    const instagram = screen.getByRole('link', { name: /^@movaly ?no Instagram \(abre em uma nova aba\)$/ });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/movaly');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    const youtube = screen.getByRole('link', { name: /^@movaly ?no YouTube \(abre em uma nova aba\)$/ });
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/@movaly');
    expect(youtube.getAttribute('target')).toBe('_blank');
  });
});

describe('the quick-action panel', () => {
  const panel = () => screen.queryByRole('region', { name: 'Ações rápidas' });

  it('is out of sight; Alt+Shift+A shows it and hides it again, and its close button closes it', async () => {
    const user = show(<QuickActions />);
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ações rápidas' })).toBeNull();

    await user.keyboard('{Alt>}{Shift>}[KeyA]{/Shift}{/Alt}');
    expect(panel()).not.toBeNull();
    await user.click(within(panel()!).getByRole('button', { name: 'Fechar ações rápidas' }));
    expect(panel()).toBeNull();

    await user.keyboard('{Alt>}{Shift>}[KeyA]{/Shift}{/Alt}');
    expect(panel()).not.toBeNull();
    await user.keyboard('{Alt>}{Shift>}[KeyA]{/Shift}{/Alt}');
    expect(panel()).toBeNull();
    // The letter alone is typing, not the shortcut.
    await user.keyboard('[KeyA]');
    expect(panel()).toBeNull();
  });

  it('?acoes=1 shows it, and its demo button announces the video', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = show(<QuickActions />, '/?acoes=1');
    const shown = await screen.findByRole('region', { name: 'Ações rápidas' });
    await user.click(within(shown).getByRole('button', { name: 'Ver vídeo demonstrativo' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Em breve: Vídeo demonstrativo dos nossos serviços!');
  });
});
