import { chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { EditorFolder } from './form-editor-ops';
import { type Fates, type Loss, lossId, optionTargets, questionTargets } from './form-editor-versions';
import type { FormHistory } from '../../../forms/core/versions';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1', fontSize: 'sm' } });
/** The select's value for "removed on purpose" (no question or option is named so: names start with a letter). */
const REMOVED = '';

export interface PendingEdit {
  /** The folder as the edit leaves it, before form.json says what the losses became. */
  next: EditorFolder;
  losses: Loss[];
  fates: Fates;
}

interface Props {
  pending: PendingEdit | undefined;
  history: FormHistory | undefined;
  onChange: (fates: Fates) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked when an edit takes away a question or an option the published version stored: for each, what
 * it became (another question or option, or removed on purpose). Confirming writes the next version
 * and its renames in form.json; cancelling leaves the form as it was.
 */
export function FormEditorRenamesDialog({ pending, history, onChange, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const version = history?.at(-1)?.version ?? 1;
  return (
    <ConfirmDialog
      open={!!pending}
      title={t('admin.editor.renames.title')}
      confirmLabel={t('admin.editor.renames.confirm')}
      cancelLabel={t('admin.editor.renames.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <Text>{t('admin.editor.renames.text', { version, next: version + 1 })}</Text>
        {pending?.losses.map((loss) => {
          const id = `editor-fate-${lossId(loss).replace(/[^A-Za-z0-9_-]/g, '_')}`;
          const targets =
            loss.kind === 'question'
              ? questionTargets(pending.next, history).map((q) => ({ value: q.name, label: t('admin.editor.renames.becameQuestion', { label: q.label }) }))
              : optionTargets(pending.next, loss.question).map((o) => ({ value: o.value, label: t('admin.editor.renames.becameOption', { label: o.label }) }));
          return (
            <div key={lossId(loss)}>
              <Label htmlFor={id}>
                {loss.kind === 'question'
                  ? t('admin.editor.renames.question', { label: loss.label })
                  : t('admin.editor.renames.option', { label: loss.label, question: loss.questionLabel })}
              </Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  id={id}
                  bg="bg"
                  value={pending.fates[lossId(loss)] ?? REMOVED}
                  onChange={(e) => onChange({ ...pending.fates, [lossId(loss)]: e.target.value === REMOVED ? null : e.target.value })}
                >
                  {targets.map((target) => (
                    <option key={target.value} value={target.value}>
                      {target.label}
                    </option>
                  ))}
                  <option value={REMOVED}>{t('admin.editor.renames.removed')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </div>
          );
        })}
      </Stack>
    </ConfirmDialog>
  );
}
