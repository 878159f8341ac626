import { Box, chakra, Input, type InputProps, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { fieldId } from './availability-draft';

/** A fieldset's legend, drawn as the staff pages draw a field's label (the browser's default sits on the border). */
export const Legend = chakra('legend', { base: { fontWeight: 'semibold', mb: '2', float: 'left', width: '100%' } });
/** A fieldset without the browser's border and padding: the page's boxes draw the groups. */
export const Fieldset = chakra('fieldset', { base: { minW: '0', m: '0', p: '0', border: '0' } });
/** Focus, once React has drawn it, on the input or button with this id (after a row is added or removed). */
export const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', fontSize: 'sm', mb: '1' } });

/** The error under a field, announced when it appears and read with the field (its id is in aria-describedby). */
export function FieldError({ path, text }: { path: string; text?: string }) {
  if (!text) return null;
  return (
    <Text id={`${fieldId(path)}-error`} role="alert" color="red.600" fontSize="sm" mt="1">
      {text}
    </Text>
  );
}

interface PathFieldProps extends Omit<InputProps, 'id'> {
  /** The availability path the input edits ("weekly.1.0.start"): its id, and where its error is looked up. */
  path: string;
  label: string;
  error?: string;
  /** A line under the label that stays (the bounds), read with the input. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A native input with its label, its hint and its error tied to it. */
export function PathField({ path, label, error, hint, inputRef, ...input }: PathFieldProps) {
  const id = fieldId(path);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Box minW="0">
      <Label htmlFor={id}>{label}</Label>
      <Input ref={inputRef} id={id} bg="bg" aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
      <FieldError path={path} text={error} />
    </Box>
  );
}
