/**
 * The `ui:widget` names RJSF v6 resolves, per answer type (its getWidget's widget map, which it does
 * not export), plus the registry keys our theme fills (src/forms/theme/index.ts). Any other name makes
 * RJSF throw while the page renders, so forms:check refuses it first. known-widgets.test.ts proves each
 * name resolves.
 */
export const WIDGETS_BY_TYPE: Record<string, readonly string[]> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea',
    'hidden', 'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

/** Registry keys, usable for any type (RJSF looks them up before the per-type names). */
export const REGISTERED_WIDGETS = [
  'AltDateTimeWidget', 'AltDateWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateTimeWidget',
  'DateWidget', 'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget',
  'RatingWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget',
] as const;

/** The names a person would write for a question of this type. */
export const widgetsFor = (type: unknown): readonly string[] => WIDGETS_BY_TYPE[typeof type === 'string' ? type : 'string'] ?? [];
