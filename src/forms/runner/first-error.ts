import type { RJSFValidationError, UiSchema } from '@rjsf/utils';

/*
 * After a failed submit the visitor is taken to the first question that needs them, in the order
 * they read the page. RJSF focuses the first error in the order Ajv reports them (every missing
 * answer before any wrong one), and finds its element with form.elements[id], which for a <select>
 * is a list of options: it would focus the wrong question, or an <option>.
 */

/** The top-level question an RJSF error is about: `.interesses.0` and `nome` (a missing one) alike. */
export const questionOf = (error: RJSFValidationError): string | undefined =>
  error.property?.replace(/^\./, '').split('.')[0] || undefined;

/**
 * The errors in the order of the page: its `ui:order`, which the runner builds from the sections of
 * ui.json (each section's questions, then its groups' questions: SectionsTemplate draws them so),
 * then the questions no section places (`*`, drawn after every section), then errors about no
 * question at all. Stable: a question's own errors keep Ajv's order (what is shown under it).
 */
export function inPageOrder(errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] {
  const order = (uiSchema?.['ui:order'] as string[] | undefined) ?? [];
  const rest = order.includes('*') ? order.indexOf('*') : order.length;
  const position = (error: RJSFValidationError) => {
    const question = questionOf(error);
    if (question === undefined) return order.length + 1;
    const at = order.indexOf(question);
    return at === -1 ? rest : at;
  };
  return errors
    .map((error, index) => ({ error, index, at: position(error) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ error }) => error);
}

/** How long a question still to be drawn is waited for (the rest of a long briefing follows its first paint). */
const ARRIVAL_WAIT_MS = 5_000;

/**
 * Focuses the control of the error's question inside `container`: the input, select or text area
 * whose id is the question's (`root_<name>`), or the first enabled option of an option group
 * (`root_<name>-<index>`). An id that only starts with the name (`root_nomeCompleto` for `nome`) is
 * another question's. A send tapped before the sections below the first were drawn finds its
 * question once it arrives, unless the visitor has moved the focus meanwhile.
 */
export function focusQuestion(container: Element | null | undefined, error: RJSFValidationError | undefined): void {
  const question = error && questionOf(error);
  if (!container || !question) return;
  const id = `root_${question}`.replace(/["\\]/g, '\\$&');
  const find = () => container.querySelector<HTMLElement>(`[id="${id}"]:not(:disabled), [id^="${id}-"]:not(:disabled)`);
  const target = find();
  if (target) return target.focus();
  const focusedBefore = document.activeElement;
  const observer = new MutationObserver(() => {
    if (document.activeElement !== focusedBefore) return stop();
    const arrived = find();
    if (!arrived) return;
    stop();
    arrived.focus();
  });
  const timer = setTimeout(stop, ARRIVAL_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
}
