import { Alert, Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormHistory } from '../../../forms/core/versions';
import type { EditorFolder } from './form-editor-ops';
import { publicationStatus, savedLosses } from './form-editor-versions';

/** "Publicado (versão N)", or that the form has changes not yet published (and which version is). */
export function FormEditorVersionStatus({ history, changed }: { history: FormHistory | undefined; changed: boolean }) {
  const { t } = useTranslation();
  const status = publicationStatus(history, changed);
  const text =
    status.published === undefined
      ? t('admin.editor.status.never')
      : status.changed
        ? t('admin.editor.status.changed', { version: status.published })
        : t('admin.editor.status.published', { version: status.published });
  return (
    <Badge colorPalette={status.changed ? 'orange' : 'green'} variant="subtle" size="md" data-testid="editor-version-status">
      {text}
    </Badge>
  );
}

/**
 * On a form never published, edits are free; but leads sent to it since its last save (test leads,
 * under npm start) keep the names of then: what the form no longer has shows on their page apart,
 * under its stored name. Said while the edits on screen take such a name away.
 */
export function FormEditorLocalLeads({ folder, published, saved }: { folder: EditorFolder; published: FormHistory | undefined; saved: FormHistory | undefined }) {
  const { t } = useTranslation();
  const losses = useMemo(() => (published ? [] : savedLosses(folder, saved)), [folder, published, saved]);
  if (!losses.length) return null;
  const names = losses.map((loss) => (loss.kind === 'question' ? `“${loss.label}” (${loss.key})` : `“${loss.questionLabel}: ${loss.label}” (${loss.value})`)).join(', ');
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.editor.local.title')}</Alert.Title>
        <Alert.Description>{t('admin.editor.local.text', { names })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
