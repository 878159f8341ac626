import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ArchiveRefusal } from '../../../../scripts/lib/form-archive';
import type { SiteLink } from '../../../../scripts/lib/check-reach';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { archiveFolder, deleteDraftFolder, type SaveResult } from './form-editor-api';

/*
 * "Arquivar formulário" / "Restaurar formulário" and, for a draft never published, "Excluir rascunho"
 * (issue 38). Archiving takes the form off the site without deleting anything (form.json `archived`: its
 * leads and versions stay readable, and restoring brings it back); deleting removes the draft's folder.
 * Each asks first. The dev server's writes reload the page right after its answer (form-editor-plugin.ts):
 * the answer is kept in this tab's storage, so it is still shown once the page is back.
 */

type Action = 'archive' | 'restore' | 'delete';

type Outcome =
  | { kind: 'archived' | 'restored'; problems: boolean }
  | { kind: 'deleted'; output?: string }
  | { kind: 'refused'; action: Action; reason: ArchiveRefusal; links?: SiteLink[] }
  | { kind: 'failed'; detail: string };

interface Stored {
  id: string;
  outcome: Outcome;
}

const STORE_KEY = 'movaly.form-editor.archive';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => sessionStorage.getItem(STORE_KEY) ?? '';
function store(value: Stored | undefined) {
  if (value) sessionStorage.setItem(STORE_KEY, JSON.stringify(value));
  else sessionStorage.removeItem(STORE_KEY);
  for (const listener of listeners) listener();
}
/** The last answer, as this tab stored it (it outlives the reload that follows a write). */
function useStored(): Stored | undefined {
  const text = useSyncExternalStore(subscribe, snapshot, () => '');
  try {
    return text ? (JSON.parse(text) as Stored) : undefined;
  } catch {
    return undefined;
  }
}

/** An answer in the staff member's language. */
function words(outcome: Outcome, id: string, t: TFunction): string {
  switch (outcome.kind) {
    case 'archived':
    case 'restored': {
      const done = t(outcome.kind === 'archived' ? 'admin.editor.archive.doneArchived' : 'admin.editor.archive.doneRestored', { id });
      return outcome.problems ? `${done} ${t('admin.editor.archive.checkProblems')}` : done;
    }
    case 'deleted':
      return t('admin.editor.archive.doneDeleted', { id });
    case 'refused': {
      if (outcome.reason !== 'linked') return t(`admin.editor.archive.refused.${outcome.reason}`);
      const how = (outcome.links ?? []).map((link) => t(`admin.editor.archive.link.${link.kind}`, { service: link.kind === 'service' ? link.service : '' })).join('; ');
      return t(outcome.action === 'delete' ? 'admin.editor.archive.refused.linkedDelete' : 'admin.editor.archive.refused.linkedArchive', { how });
    }
    case 'failed':
      return t('admin.editor.archive.refused.failed', { detail: outcome.detail });
  }
}

interface FormEditorArchiveProps {
  /** The open form's folder (schemas/<id>). */
  id: string;
  /** form.json `archived` as saved: the button restores instead of archiving. */
  archived: boolean;
  /** The form was published (its version record is in the last commit): it can be archived, never deleted. */
  published: boolean;
  /** Unsaved edits, a form never saved, or a save running: these wait, as "Publicar" does. */
  blocked: boolean;
  /** Archived or restored: the save's verdict (shown as after "Salvar e verificar"); form.json changed on disk. */
  onArchived: (check: SaveResult, archived: boolean) => void;
  /** The draft is gone: the page closes it (FormEditorDeletedNotice then says so). */
  onDeleted: () => void;
}

/** The buttons, the question each asks first, the work in progress and the answer. */
export function FormEditorArchive({ id, archived, published, blocked, onArchived, onDeleted }: FormEditorArchiveProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Action>();
  const [running, setRunning] = useState<Action>();
  const stored = useStored();
  const outcome = stored?.id === id && stored.outcome.kind !== 'deleted' ? stored.outcome : undefined;

  // Another form opened: the last one's answer no longer applies (a deletion's stays for its notice).
  useEffect(() => {
    const last = readStored();
    if (last && last.id !== id && last.outcome.kind !== 'deleted') store(undefined);
  }, [id]);

  const confirm = async (action: Action) => {
    setRunning(action);
    store(undefined);
    try {
      if (action === 'delete') {
        const answer = await deleteDraftFolder(id);
        if (!answer.ok) return store({ id, outcome: { kind: 'refused', action, reason: answer.reason, links: answer.links } });
        store({ id, outcome: { kind: 'deleted', ...(answer.output ? { output: answer.output } : {}) } });
        onDeleted();
      } else {
        const answer = await archiveFolder(id, action === 'archive');
        if (!answer.ok) return store({ id, outcome: { kind: 'refused', action, reason: answer.reason, links: answer.links } });
        store({ id, outcome: { kind: answer.archived ? 'archived' : 'restored', problems: !answer.check.ok } });
        onArchived(answer.check, answer.archived);
      }
    } catch (error) {
      store({ id, outcome: { kind: 'failed', detail: error instanceof Error ? error.message : String(error) } });
    } finally {
      setRunning(undefined);
      setAsking(undefined);
    }
  };

  const toggle: Action = archived ? 'restore' : 'archive';
  const saveFirst = blocked ? t('admin.editor.archive.saveFirst') : undefined;
  return (
    <Stack gap="3">
      {archived ? (
        <Text color="orange.700" fontWeight="semibold">
          {t('admin.editor.archive.archived')}
        </Text>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" disabled={blocked || !!running} title={saveFirst} loading={running === toggle} onClick={() => setAsking(toggle)}>
          {t(`admin.editor.archive.${toggle}`)}
        </Button>
        {published ? null : (
          <Button variant="outline" colorPalette="red" disabled={blocked || !!running} title={saveFirst} loading={running === 'delete'} onClick={() => setAsking('delete')}>
            {t('admin.editor.archive.delete')}
          </Button>
        )}
      </HStack>
      {running ? (
        <Text role="status" color="fg.muted">
          {t(running === 'delete' ? 'admin.editor.archive.deleting' : 'admin.editor.archive.running')}
        </Text>
      ) : outcome ? (
        <Alert.Root status={outcome.kind === 'refused' || outcome.kind === 'failed' ? 'error' : outcome.problems ? 'warning' : 'success'} role={outcome.kind === 'refused' || outcome.kind === 'failed' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{words(outcome, id, t)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ConfirmDialog
        open={!!asking}
        title={asking ? t(`admin.editor.archive.${asking}Title`, { id }) : ''}
        confirmLabel={asking ? t(`admin.editor.archive.${asking}Confirm`) : ''}
        cancelLabel={t('admin.editor.archive.cancel')}
        danger={asking === 'delete'}
        busy={!!running}
        onConfirm={() => asking && void confirm(asking)}
        onCancel={() => {
          if (!running) setAsking(undefined);
        }}
      >
        {asking ? t(`admin.editor.archive.${asking}Text`, { id }) : null}
      </ConfirmDialog>
    </Stack>
  );
}

function readStored(): Stored | undefined {
  try {
    return JSON.parse(snapshot() || 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** After "Excluir rascunho": the draft's folder is gone and the page shows no form; this says what happened. */
export function FormEditorDeletedNotice() {
  const { t } = useTranslation();
  const stored = useStored();
  if (stored?.outcome.kind !== 'deleted') return null;
  const { id, outcome } = stored;
  return (
    <Alert.Root status={outcome.output ? 'warning' : 'success'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{words(outcome, id, t)}</Alert.Title>
        {outcome.output ? (
          <Alert.Description fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap">
            {t('admin.editor.archive.generateFailed', { detail: outcome.output })}
          </Alert.Description>
        ) : null}
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={() => store(undefined)}>
        {t('admin.editor.archive.close')}
      </Button>
    </Alert.Root>
  );
}
