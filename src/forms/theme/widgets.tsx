import {
  ariaDescribedByIds,
  type BaseInputTemplateProps,
  enumOptionsDeselectValue,
  type EnumOptionsType,
  enumOptionsSelectValue,
  getInputProps,
  optionId,
  titleId,
  type WidgetProps,
} from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, type ReactNode, useRef } from 'react';
import { RequiredMark } from './required-mark';
import { type TypedTextContext, useTypedText } from './typed-text';

/*
 * Widgets on plain native controls styled by form.css (Chakra's tokens, no style computed per
 * render): every input keeps the id its label names, the browser's own keyboard behaviour, and a
 * light render on each keystroke (long briefings are filled on phones): a text reaches the form when
 * typing pauses (typed-text.ts).
 */

const a11y = (id: string, required: boolean | undefined, invalid: boolean) => ({
  'aria-describedby': ariaDescribedByIds(id),
  'aria-invalid': invalid || undefined,
  'aria-required': required || undefined,
});

/** Inputs typed into key by key; a number, a date or a colour is handed to the form as it changes. */
const TYPED = new Set(['text', 'email', 'tel', 'url', 'search', 'password']);
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** An emptied answer is the field's `emptyValue` (usually none), as RJSF's own widgets give it. */
const answerOf = (text: string, options: WidgetProps['options']) => (text === '' ? options.emptyValue : text);

/** The value and handlers of a text control typed into key by key (typed-text.ts). */
function useTypedControl<E extends HTMLInputElement | HTMLTextAreaElement>({ id, value, options, rawErrors = [], onChange, onBlur, registry }: WidgetProps) {
  const ref = useRef<E>(null);
  const context = registry.formContext as TypedTextContext | undefined;
  const typed = useTypedText(
    asText(value),
    (text) => onChange(answerOf(text, options)),
    rawErrors.length > 0,
    (text) => context?.shown?.(id, answerOf(text, options)),
    ref,
  );
  return {
    ref,
    value: typed.text,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => typed.type(e.target.value),
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      typed.handOver();
      onBlur(id, e.target.value);
    },
  };
}

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const inputProps = getInputProps(props.schema, props.type, props.options);
  return TYPED.has(inputProps.type ?? 'text') ? <TypedInput {...props} inputProps={inputProps} /> : <PlainInput {...props} inputProps={inputProps} />;
}

type InputProps = BaseInputTemplateProps & { inputProps: ReturnType<typeof getInputProps> };

function TypedInput(props: InputProps) {
  const typed = useTypedControl<HTMLInputElement>(props);
  return <input {...inputAttributes(props)} {...typed} />;
}

function PlainInput(props: InputProps) {
  const { id, value, options, onChange, onBlur } = props;
  return (
    <input
      {...inputAttributes(props)}
      value={asText(value)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(answerOf(e.target.value, options))}
      onBlur={(e) => onBlur(id, e.target.value)}
    />
  );
}

function inputAttributes({ id, htmlName, placeholder, disabled, readonly, autofocus, options, required, rawErrors = [], inputProps, onFocus }: InputProps) {
  return {
    className: 'mf-input',
    id,
    name: htmlName || id,
    ...inputProps,
    placeholder,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    autoComplete: options.autocomplete as string | undefined,
    onFocus: (e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value),
    ...a11y(id, required, rawErrors.length > 0),
  };
}

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, options, required, disabled, readonly, placeholder, rawErrors = [], onFocus } = props;
  const typed = useTypedControl<HTMLTextAreaElement>(props);
  return (
    <textarea
      className="mf-textarea"
      id={id}
      name={htmlName || id}
      rows={(options.rows as number | undefined) ?? 4}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      {...typed}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...a11y(id, required, rawErrors.length > 0)}
    />
  );
}

type OptionLabelProps = { htmlFor: string; 'data-disabled'?: boolean; children: ReactNode };
const OptionLabel = (props: OptionLabelProps) => <label className="mf-option" {...props} />;

interface ChoiceOptionProps {
  type: 'radio' | 'checkbox';
  /** The question's widget: its id, name, errors and focus handlers are every option's. */
  widget: WidgetProps;
  option: EnumOptionsType;
  index: number;
  checked: boolean;
  /** Drawn disabled (data-disabled, form.css) and not choosable. */
  disabled: boolean | undefined;
  /** Not choosable, but drawn as usual: an answer shown to be read. */
  readonly?: boolean;
  onChange: (checked: boolean) => void;
}

/** One option of a radio group or of a set of checkboxes: its native input and text inside one label, so a tap on the text picks it. */
function ChoiceOption({ type, widget, option, index, checked, disabled, readonly, onChange }: ChoiceOptionProps) {
  const { id, htmlName, value, rawErrors = [], onBlur, onFocus } = widget;
  return (
    <OptionLabel htmlFor={optionId(id, index)} data-disabled={disabled || undefined}>
      <input
        type={type}
        id={optionId(id, index)}
        name={htmlName || id}
        value={String(option.value)}
        checked={checked}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors.length > 0 || undefined}
      />
      <span>{option.label}</span>
    </OptionLabel>
  );
}

export function RadioWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, options, required, disabled, readonly, onChange } = props;
  return (
    // Named by the question's legend (FieldTemplate), which it sits in.
    <div role="radiogroup" aria-labelledby={label && !hideLabel ? titleId(id) : undefined} aria-required={required || undefined}>
      {(options.enumOptions ?? []).map((option, index) => (
        <ChoiceOption key={String(option.value)} type="radio" widget={props} option={option} index={index} checked={value === option.value} disabled={disabled} readonly={readonly} onChange={() => onChange(option.value)} />
      ))}
    </div>
  );
}

/** Multiple choice; once `maxItems` boxes are ticked the others are disabled (schema-driven, no per-form code). */
export function CheckboxesWidget(props: WidgetProps) {
  const { value, options, schema, disabled, readonly, onChange } = props;
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const enumOptions = options.enumOptions ?? [];
  const full = schema.maxItems !== undefined && selected.length >= schema.maxItems;
  // Keeps the chosen values in the order the options are listed, whatever order they were ticked.
  const toggle = (index: number, checked: boolean) =>
    onChange(
      checked
        ? enumOptionsSelectValue(index, selected, enumOptions)
        : enumOptionsDeselectValue(index, selected, enumOptions),
    );
  return (
    <div>
      {enumOptions.map((option, index) => {
        const isChecked = selected.includes(option.value);
        const isDisabled = disabled || readonly || (full && !isChecked);
        return (
          <ChoiceOption key={String(option.value)} type="checkbox" widget={props} option={option} index={index} checked={isChecked} disabled={isDisabled} onChange={(checked) => toggle(index, checked)} />
        );
      })}
    </div>
  );
}

export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, options, required, disabled, readonly, placeholder, rawErrors = [], onChange, onBlur, onFocus } =
    props;
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => o.value === value);
  const pick = (i: string) => (i === '' ? options.emptyValue : enumOptions[Number(i)]?.value);
  return (
    <select
      className="mf-select"
      id={id}
      name={htmlName || id}
      value={index === -1 ? '' : String(index)}
      disabled={disabled || readonly}
      onChange={(e) => onChange(pick(e.target.value))}
      onBlur={(e) => onBlur(id, pick(e.target.value))}
      onFocus={(e) => onFocus(id, pick(e.target.value))}
      {...a11y(id, required, rawErrors.length > 0)}
    >
      <option value="">{placeholder || '—'}</option>
      {enumOptions.map((option, i) => (
        <option key={String(option.value)} value={String(i)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A single yes/no box labelled by its own question (the field template shows no separate label), with
 * the required mark a consent needs.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus } = props;
  return (
    <OptionLabel htmlFor={id} data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...a11y(id, required, rawErrors.length > 0)}
      />
      <span>
        {label}
        {required && <RequiredMark />}
      </span>
    </OptionLabel>
  );
}
