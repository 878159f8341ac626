import { Box, chakra, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1.5' } });
const ErrorText = chakra('p', { base: { color: 'red.600', fontSize: 'sm', mt: '1.5' } });

interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  /** Shown under the input and announced with it (aria-describedby); marks it invalid. */
  error?: string;
  /** Something inside the input's end, e.g. a show/hide password button. */
  endElement?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A native input with its label tied to it and its error referenced by the input, read with it. A
 * description the caller gives (aria-describedby) is read too, before the error: it once replaced the
 * error's link (the company e-mail's note for members hid "Informe o e-mail da empresa." from owners).
 */
export function TextField({ id, label, error, endElement, inputRef, 'aria-describedby': described, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [described, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const field = <Input ref={inputRef} id={id} bg="bg" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />;
  return (
    <Box>
      <Label htmlFor={id}>{label}</Label>
      {endElement ? <InputGroup endElement={endElement}>{field}</InputGroup> : field}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Box>
  );
}
