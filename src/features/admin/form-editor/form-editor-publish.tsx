import { Alert, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishAnswer } from '../../../../scripts/lib/form-editor-plugin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { FolderTexts } from '../form-preview';
import type { SaveResult } from './form-editor-api';

/*
 * "Publicar" (issue 28): the dev server records the saved folder and its generated files as one git
 * commit (scripts/lib/publish-form.ts), after running the checks again. A commit is not the site: the
 * dialog and the result say that the deploy is still to do, and who does it.
 */

/** POST /publish: the commit, or the reason there is none (a refusal is an answer, not a failure). */
export async function publishFolder(id: string, files: FolderTexts): Promise<PublishAnswer> {
  const response = await fetch('/__form-editor/publish', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, files }) });
  const body = (await response.json().catch(() => undefined)) as (PublishAnswer & { error?: string }) | { error?: string } | undefined;
  if (body && 'ok' in body && typeof body.ok === 'boolean') return body;
  throw new Error(body?.error ?? `HTTP ${response.status}`);
}

type Outcome = { kind: 'done'; hash: string; message: string } | { kind: 'refused'; text: string };

interface PublishOptions {
  id: string;
  /** The version the folder says it is (form.json `version`): the one the commit records. */
  version: number;
  /** The files on screen: the dev server refuses when they are not those on disk. */
  files: FolderTexts | undefined;
  /** Unsaved edits, a form never saved, or a save running: publishing waits. */
  blocked: boolean;
  /** After the commit: the page reads the form's versions again (its badge says published). */
  onPublished: () => void;
  /** The checks ran again and found problems: the page shows them as after a save. */
  onChecked: (check: SaveResult) => void;
}

export type Publishing = ReturnType<typeof usePublish>;

export function usePublish({ id, version, files, blocked, onPublished, onChecked }: PublishOptions) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // Another form opened: the last one's result no longer applies.
  const [forId, setForId] = useState(id);
  if (forId !== id) {
    setForId(id);
    setOutcome(undefined);
    setAsking(false);
  }

  const confirm = async () => {
    if (!files) return;
    setRunning(true);
    setOutcome(undefined);
    try {
      const answer = await publishFolder(id, files);
      if (answer.ok) {
        setOutcome({ kind: 'done', hash: answer.hash, message: answer.message });
        onPublished();
      } else {
        setOutcome({ kind: 'refused', text: t(`admin.editor.publish.refused.${answer.reason}`) });
        if (answer.check) onChecked(answer.check);
      }
    } catch (error) {
      setOutcome({ kind: 'refused', text: t('admin.editor.publish.refused.failed', { detail: error instanceof Error ? error.message : String(error) }) });
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };

  return { id, version, blocked, asking, running, outcome, ask: () => setAsking(true), cancel: () => setAsking(false), confirm };
}

/** The button beside "Salvar e verificar", and the question it asks first. */
export function FormEditorPublishButton({ publish }: { publish: Publishing }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        colorPalette="purple"
        variant="outline"
        disabled={publish.blocked}
        title={publish.blocked ? t('admin.editor.publish.saveFirst') : undefined}
        onClick={publish.ask}
        loading={publish.running}
        loadingText={t('admin.editor.publish.button')}
      >
        {t('admin.editor.publish.button')}
      </Button>
      <ConfirmDialog
        open={publish.asking}
        title={t('admin.editor.publish.title', { id: publish.id, version: publish.version })}
        confirmLabel={t('admin.editor.publish.confirm')}
        cancelLabel={t('admin.editor.publish.cancel')}
        busy={publish.running}
        onConfirm={() => void publish.confirm()}
        onCancel={() => {
          if (!publish.running) publish.cancel();
        }}
      >
        {t('admin.editor.publish.text', { version: publish.version })}
      </ConfirmDialog>
    </>
  );
}

/** While it runs, then the commit and what is left (the deploy), or why nothing was published. */
export function FormEditorPublishResult({ publish }: { publish: Publishing }) {
  const { t } = useTranslation();
  if (publish.running) {
    return (
      <Text role="status" color="fg.muted">
        {t('admin.editor.publish.running')}
      </Text>
    );
  }
  const outcome = publish.outcome;
  if (!outcome) return null;
  if (outcome.kind === 'refused') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{outcome.text}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.editor.publish.done', { hash: outcome.hash })}</Alert.Title>
        <Alert.Description>
          {t('admin.editor.publish.deploy')}
          <Text as="span" display="block" fontFamily="mono" fontSize="xs" mt="1">
            {t('admin.editor.publish.message', { message: outcome.message })}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
