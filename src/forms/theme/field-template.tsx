import { Box, chakra, Text } from '@chakra-ui/react';
import { descriptionId, errorId, type FieldTemplateProps, helpId } from '@rjsf/utils';

/** Widgets that render a group of options: labelled by a fieldset legend, not a <label for>. */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes']);

const RequiredMark = () => (
  <Text as="span" color="red.600" aria-hidden="true" ms="1">
    *
  </Text>
);

/**
 * Replaces the Chakra theme's field wrapper, whose label points at an id the input does not have:
 * here a single input is named by `<label for={id}>`, an option group by its `<legend>`, and the
 * error text carries the id the input's aria-describedby already names.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawErrors = [], rawHelp, rawDescription, children, hidden, displayLabel, schema, uiSchema } =
    props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;

  const isGroup = schema.type === 'array' || GROUP_WIDGETS.has(String(uiSchema?.['ui:widget'] ?? ''));
  const invalid = rawErrors.length > 0;
  const caption = displayLabel && label ? (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  ) : null;
  const description = rawDescription ? (
    <Text id={descriptionId(id)} fontSize="sm" color="fg.muted" mb="2">
      {rawDescription}
    </Text>
  ) : null;
  const help = rawHelp ? (
    <Text id={helpId(id)} fontSize="sm" color="fg.muted" mt="1">
      {rawHelp}
    </Text>
  ) : null;
  const errors = invalid ? (
    <Text id={errorId(id)} color="red.600" fontSize="sm" mt="1">
      {rawErrors.join(' ')}
    </Text>
  ) : null;

  if (isGroup) {
    return (
      <chakra.fieldset mb="5" aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId(id) : undefined}>
        {caption && (
          <chakra.legend fontWeight="medium" mb="2">
            {caption}
          </chakra.legend>
        )}
        {description}
        {children}
        {help}
        {errors}
      </chakra.fieldset>
    );
  }
  return (
    <Box mb="5">
      {caption && (
        <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1.5">
          {caption}
        </chakra.label>
      )}
      {description}
      {children}
      {help}
      {errors}
    </Box>
  );
}
