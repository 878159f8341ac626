import { descriptionId, errorId, type FieldTemplateProps, helpId, titleId } from '@rjsf/utils';
import { RequiredMark } from './required-mark';

/** Widgets that render a group of options: labelled by a fieldset legend, not a <label for>. */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes']);

/**
 * The field wrapper: a single input is named by `<label for={id}>`, an option group by its `<legend>`,
 * and the error text carries the id the input's aria-describedby already names. Plain elements
 * styled by form.css: this renders once per question, and again on every keystroke.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawErrors = [], rawHelp, rawDescription, children, hidden, displayLabel, schema, uiSchema } =
    props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;

  const widget = String(uiSchema?.['ui:widget'] ?? '');
  const isGroup = schema.type === 'array' || GROUP_WIDGETS.has(widget);
  const invalid = rawErrors.length > 0;
  const caption = displayLabel && label ? (
    <>
      {label}
      {/* A radio group says it is required itself (RadioWidget); a group of checkboxes cannot. */}
      {required && <RequiredMark spoken={isGroup && widget !== 'radio'} />}
    </>
  ) : null;
  const details = (
    <>
      {children}
      {rawHelp && (
        <p id={helpId(id)} className="mf-help">
          {rawHelp}
        </p>
      )}
      {invalid && (
        <p id={errorId(id)} className="mf-error">
          {rawErrors.join(' ')}
        </p>
      )}
    </>
  );
  const description = rawDescription ? (
    <p id={descriptionId(id)} className="mf-description">
      {rawDescription}
    </p>
  ) : null;

  if (isGroup) {
    return (
      <fieldset className="mf-field" aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId(id) : undefined}>
        {/* Its id names the radio group inside too (RadioWidget). */}
        {caption && (
          <legend id={titleId(id)} className="mf-label">
            {caption}
          </legend>
        )}
        {description}
        {details}
      </fieldset>
    );
  }
  return (
    <div className="mf-field">
      {caption && (
        <label htmlFor={id} className="mf-label">
          {caption}
        </label>
      )}
      {description}
      {details}
    </div>
  );
}
