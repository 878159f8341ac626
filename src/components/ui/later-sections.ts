/*
 * A page's sections after its first (and the footer: site-footer.tsx) are styled and laid out
 * only when they come near the screen (content-visibility: auto): a long page's first style and
 * layout, right after the first paint, otherwise covered all of it (on the home page at 4x CPU,
 * 227 ms of style and 200 ms of layout, against 102 and 146 ms now: scripts/render-work.ts). The
 * browser keeps their text findable and in the accessibility tree, and holds an estimated height
 * until it has laid a section out, then the height it had ("auto"). "Every child after another one"
 * is written `* + *`, not `:not(:first-child)`: Emotion warns on `:first-child` in the console of
 * every dev page, since on a server it may insert a <style> before the element (ours go in <head>).
 */
export const LATER_SECTIONS = { '& > * + *:not([data-render="always"])': { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } } as const;

/**
 * For a section whose content arrives after the first paint, so that skipping it then saves nothing,
 * and whose height the estimate misses by screens (the services grid: 900 px held, 2,500 px on a
 * computer and 3,600 px on a phone once laid out). Skipped, such a section grows by that much the
 * first time the visitor passes it, and a visitor who jumped below it (a dragged scroll bar, the End
 * key) sees what they were reading pushed away.
 */
export const RENDERED_ALWAYS = { 'data-render': 'always' } as const;
