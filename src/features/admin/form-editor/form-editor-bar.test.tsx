// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { SITE_HEADER_HEIGHT } from '../../../components/ui/sticky-offset';
import { EDITOR_RUNWAY, FormEditorBar } from './form-editor-bar';

/*
 * The editor's bar stays below the site's header at every scroll position. jsdom lays nothing out, so
 * this is what can be seen without a browser: the bar sticks at the height the site's header publishes
 * (the same variable every staff bar uses), and its track runs on to the end of the page, as far as
 * the page's end is from the editor's content, without lengthening the page. What a browser would
 * check is in the report of issue 38 and in form-editor-bar.tsx's comment.
 */

const root = () => document.documentElement.style;
const rect = (bottom: number) => ({ bottom, top: 0, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;

function renderBar() {
  return render(
    <ChakraProvider value={getSystem()}>
      <FormEditorBar bar={<button type="button">Salvar e verificar</button>}>
        <p>As perguntas do formulário</p>
      </FormEditorBar>
    </ChakraProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the editor\'s bar', () => {
  it('sticks just below the site\'s header, at the height the header publishes', () => {
    renderBar();
    const bar = screen.getByTestId('editor-bar');
    expect(bar.contains(screen.getByRole('button', { name: 'Salvar e verificar' }))).toBe(true);
    const style = getComputedStyle(bar);
    expect(style.position).toBe('sticky');
    // The variable site-header.tsx keeps equal to the header's height (useBarHeight(SITE_HEADER_HEIGHT)).
    expect(SITE_HEADER_HEIGHT).toBe('--site-header-height');
    expect(style.top.replace(/\s+/g, ' ')).toBe(`calc(var(${SITE_HEADER_HEIGHT}, 0px) + 0px)`);
    // Above the page's content (the preview, the tables), under the header's own layer ("sticky").
    expect(style.zIndex).toMatch(/docked/);
  });

  it('its track runs over what lies below the content to the page\'s end, and takes that length back', () => {
    let measure: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          measure = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // The page ends 1,000 px below the editor's content (its padding and the site's footer).
    let footer = 1000;
    const trackBottom = () => 2000 + (parseFloat(root().getPropertyValue(EDITOR_RUNWAY)) || 0);
    vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => rect(2000 + footer));
    const original = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'editor-bar-track' ? rect(trackBottom()) : original.call(this);
    });

    const { unmount } = renderBar();
    expect(root().getPropertyValue(EDITOR_RUNWAY)).toBe('1000px');
    const track = screen.getByTestId('editor-bar-track');
    expect(getComputedStyle(track).marginBottom.replace(/\s+/g, ' ')).toBe('calc(-1 * var(--editor-runway, 0px))');
    expect(getComputedStyle(track.lastElementChild!).height.replace(/\s+/g, ' ')).toBe('var(--editor-runway, 0px)');
    expect(track.lastElementChild!.getAttribute('aria-hidden')).toBe('true');

    // Measured again with the runway in place: the same length (it does not feed on itself).
    measure();
    expect(root().getPropertyValue(EDITOR_RUNWAY)).toBe('1000px');
    // The footer laid out taller (a narrower window): the runway follows.
    footer = 1400;
    measure();
    expect(root().getPropertyValue(EDITOR_RUNWAY)).toBe('1400px');

    unmount();
    expect(root().getPropertyValue(EDITOR_RUNWAY)).toBe('');
  });
});
