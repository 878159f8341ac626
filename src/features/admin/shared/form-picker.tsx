import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FormOption } from './form-titles';

/** A field's label above its control, as every staff page sets its fields. */
export const FieldLabel = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1.5' } });

interface LabelledSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A native select under its label: the browser's own keyboard and phone pickers, named for screen readers and tests by the label. */
export function LabelledSelect({ id, label, value, onChange, children }: LabelledSelectProps) {
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} bg="bg">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

interface FormPickerProps {
  id: string;
  label: string;
  /** The chosen form's id; '' for the `none` choice. */
  value: string;
  onChange: (formId: string) => void;
  forms: readonly FormOption[];
  /** The first choice, standing for no form (or every form); without it a form is always chosen. */
  none?: string;
  /** Each title followed by its folder id: the pages that edit a folder name it, as two drafts may share a title. */
  showIds?: boolean;
}

/** The choice of one form, as the editor, the preview, the funnel and the inbox's filter offer it. */
export function FormPicker({ forms, none, showIds, ...select }: FormPickerProps) {
  return (
    <LabelledSelect {...select}>
      {none !== undefined && <option value="">{none}</option>}
      {forms.map((form) => (
        <option key={form.id} value={form.id}>
          {showIds ? `${form.title} (${form.id})` : form.title}
        </option>
      ))}
    </LabelledSelect>
  );
}
