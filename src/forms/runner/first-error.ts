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

/**
 * Focuses the control of the error's question inside `container`: the input, select or text area
 * whose id is the question's (`root_<name>`), or the first enabled option of an option group
 * (`root_<name>-<index>`). An id that only starts with the name (`root_nomeCompleto` for `nome`) is
 * another question's.
 */
export function focusQuestion(container: ParentNode | null | undefined, error: RJSFValidationError | undefined): void {
  const question = error && questionOf(error);
  if (!container || !question) return;
  const id = `root_${question}`.replace(/["\\]/g, '\\$&');
  const target = container.querySelector<HTMLElement>(`[id="${id}"]:not(:disabled), [id^="${id}-"]:not(:disabled)`);
  target?.focus();
}
