import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import type { FormDefinition } from '../../src/forms/core/registry';
import { fieldMessage } from '../../src/forms/core/normalize';
import { formSteps } from '../../src/forms/core/steps';
import { guardConsole } from './support/console-guard';
import { fillForm, nextStep, sendButton, stepInAddress } from './support/form-filler';
import { navigateInApp } from './support/navigate';

/*
 * Issue 27: on a phone, a tap meant for a briefing's option ("Quero que vocês façam tudo") opened
 * WhatsApp, the floating button lying on it. On every briefing page, at phone widths, the page is
 * scrolled from top to bottom and, wherever the float shows, nothing of the page's content (a
 * question, an option, a message, a button, any text) lies under it and a tap on any part of it
 * reaches the float itself. The messages of an empty "Próxima etapa" / send are on screen, since they
 * make the page longer and sit right under the questions. Elsewhere the float keeps its place.
 */
const WIDTHS = [320, 360, 390, 430];
const HEIGHT = 740;
/** How far the page moves between two looks (the float is 64 px high: 200 px is a sample, kept fast). */
const SCROLL_STEP = 200;
const FLOAT_LABEL = 'Fale conosco pelo WhatsApp';

guardConsole(test);
test.use({ viewport: { width: WIDTHS[0], height: HEIGHT } });

interface Sweep {
  /** Scroll positions looked at, and those the float showed at. */
  positions: number[];
  shownAt: number[];
  /** What lay under the float, or took a tap on it, at each position. */
  problems: string[];
  /** At the bottom of the page: whether none of the page's content is on screen, and the float then shows. */
  contentPast: boolean;
  shownPast: boolean;
}

/**
 * In the page, one round trip: scrolls from the top to the bottom by `step` and looks at each
 * position. A scroll is made in an animation frame callback, before that frame's layout, and looked
 * at two frames later: by then the page has been laid out at the new position and its
 * IntersectionObserver callbacks (what the float follows) have run.
 */
async function sweepPage({ label, step }: { label: string; step: number }): Promise<Sweep> {
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const toggle = document.querySelector<HTMLElement>(`button[aria-label="${label}"]`);
  if (!toggle) throw new Error(`no button "${label}" on the page`);
  // The float is the fixed box around the button (the button and its panel): all of it takes taps.
  let float: HTMLElement = toggle;
  while (getComputedStyle(float).position !== 'fixed' && float.parentElement) float = float.parentElement;
  const main = document.querySelector('main')!;
  const interactive = 'a[href], button, input, select, textarea, label, summary, [role="radio"], [role="checkbox"], [role="combobox"], [role="button"], [role="alert"], [tabindex]';
  const shown = () => toggle.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const overlap = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 50)}"`;

  const look = (y: number): string[] => {
    const found: string[] = [];
    const box = float.getBoundingClientRect();
    const points = [
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    for (const [x, at] of points) {
      const hit = document.elementFromPoint(x, at);
      if (!hit || !float.contains(hit)) found.push(`scrolled ${y}px: a tap at (${x}, ${at}) on the float reaches ${hit ? name(hit) : 'nothing'}`);
    }
    for (const el of main.querySelectorAll(interactive)) {
      if (el.checkVisibility() && overlap(el.getBoundingClientRect(), box)) found.push(`scrolled ${y}px: the float covers ${name(el)}`);
    }
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((rect) => overlap(rect, box))) found.push(`scrolled ${y}px: the float covers the text "${text.slice(0, 50)}"`);
    }
    return found;
  };

  const result: Sweep = { positions: [], shownAt: [], problems: [], contentPast: false, shownPast: false };
  await frame();
  for (let target = 0, previous = -1; ; ) {
    window.scrollTo({ top: target, behavior: 'instant' });
    // Two frames: the observer's callbacks come as a task after the frame that laid out the new
    // position, which may run after the next frame's callbacks (a jump from the bottom to the top).
    await frame();
    await frame();
    const y = window.scrollY;
    result.positions.push(y);
    if (shown()) {
      result.shownAt.push(y);
      result.problems.push(...look(y));
    }
    // The end is measured again at each step: the footer is laid out only once it comes near. A page
    // that stops moving (sub-pixel ends) is at its end too.
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (y >= end - 1 || y <= previous) break;
    previous = y;
    target = Math.min(y + step, end);
  }
  // A few frames more at the bottom, for whatever follows the scroll to settle.
  for (let i = 0; i < 3; i++) await frame();
  result.contentPast = main.getBoundingClientRect().bottom < 0;
  result.shownPast = shown();
  if (result.shownPast) result.problems.push(...look(window.scrollY));
  return result;
}

/** At each phone width, the page scrolled through: the float never lies on the page's content. */
async function expectFloatClearOfContent(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const sweep = await page.evaluate(sweepPage, { label: FLOAT_LABEL, step: SCROLL_STEP });
    expect(sweep.positions.length, `${what} at ${width}px: the page scrolls`).toBeGreaterThan(1);
    expect(sweep.problems, `${what} at ${width}px (float shown at ${sweep.shownAt.join(', ') || 'no position'})`).toEqual([]);
    // Hidden while the briefing is on screen is fine; gone from the page is not: once the visitor has
    // scrolled past all of it (the footer fills the screen), the float is back.
    if (sweep.contentPast) expect(sweep.shownPast, `${what} at ${width}px: the float is back below the briefing`).toBe(true);
  }
}

/** Presses the page's first button ("Próxima etapa", or the send button) with nothing answered. */
async function pressEmpty(page: Page, def: FormDefinition) {
  const steps = formSteps(def.form.steps, def.ui['ui:sections']);
  const fields = steps?.[0].fields ?? Object.keys(def.fields);
  const required = (def.schema.required ?? []).filter((name) => fields.includes(name));
  // Without a required question here the press would move on, or send, instead of showing messages.
  if (required.length === 0) return;
  await (steps ? nextStep(page) : sendButton(page, def)).click();
  await expect(page.getByText(fieldMessage(def.fields[required[0]])!, { exact: true }).first()).toBeVisible();
}

const briefings = readRegistry().forms.filter((f) => f.form.route);

/*
 * Every briefing's first step, in three tests (one per worker): the first briefing of each is opened as
 * a visitor arriving on it, the others as a link reaches them (the router, no new document), so each
 * page is judged as a visitor sees it without loading the site's code a dozen times.
 */
const GROUPS = 3;
for (let group = 0; group < GROUPS; group++) {
  const mine = briefings.filter((_, index) => index % GROUPS === group);
  test(`on a phone the WhatsApp float never lies on a briefing, its messages shown: ${mine.map((def) => def.id).join(', ')}`, async ({ page }) => {
    for (const [index, def] of mine.entries()) {
      if (index === 0) {
        await page.goto(def.form.route!);
        await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      } else {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await navigateInApp(page, def.form.route!);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(def.form.texts.title);
      await pressEmpty(page, def);
      await expectFloatClearOfContent(page, `${def.id}, first step`);
    }
  });
}

test('the last step of a briefing in steps, its messages shown: the float never lies on it', async ({ page }) => {
  // The briefing of the finding (its option "Quero que vocês façam tudo" was under the float).
  const def = briefings.find((f) => f.id === 'conteudo_estrategico')!;
  const steps = formSteps(def.form.steps, def.ui['ui:sections'])!;
  const last = steps[steps.length - 1];
  const required = (def.schema.required ?? []).filter((name) => last.fields.includes(name));
  expect(required.length, 'the last step asks a required question (else pressing send would send)').toBeGreaterThan(0);

  await page.goto(def.form.route!);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Every step answered but the last, which is left empty.
  await fillForm(page, def, Object.fromEntries(Object.entries(def.example!).filter(([name]) => !last.fields.includes(name))));
  expect(stepInAddress(page)).toBe(last.id);
  await sendButton(page, def).click();
  await expect(page.getByText(fieldMessage(def.fields[required[0]])!, { exact: true }).first()).toBeVisible();
  await expectFloatClearOfContent(page, `${def.id}, last step`);
});

test('on the home page the WhatsApp float stays at the bottom left, as the page scrolls', async ({ page }) => {
  const bubble = page.getByRole('button', { name: FLOAT_LABEL });
  /** The fixed box's distance from the screen's left and bottom edges, in whole pixels. */
  const place = () =>
    bubble.evaluate((button: HTMLElement) => {
      let float = button;
      while (getComputedStyle(float).position !== 'fixed' && float.parentElement) float = float.parentElement;
      const box = float.getBoundingClientRect();
      return { left: Math.round(box.left), bottom: Math.round(window.innerHeight - box.bottom) };
    });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bubble).toBeVisible();
    expect(await place()).toEqual({ left: 16, bottom: 16 });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await expect(bubble).toBeVisible();
    expect(await place()).toEqual({ left: 16, bottom: 16 });
  }
});
