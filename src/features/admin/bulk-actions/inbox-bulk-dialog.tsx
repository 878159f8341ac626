import { Button, chakra, Dialog, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_STAGES, type BulkAction, type BulkStage, previewBulk } from '../../../backend/bulk-plan';
import type { InboxLead } from '../../../backend/inbox';
import type { StaffMember } from '../../../backend/staff-list';
import { ModalShell } from '../../../components/ui/modal-shell';
import { confirmText } from './bulk-texts';

/** The three bulk actions; `assignee` and `stage` ask what to first. */
export type BulkKind = BulkAction['kind'];

const Label = chakra('label', { base: { display: 'block', fontWeight: 'semibold', mb: '1.5' } });
const NOBODY = 'none';

interface BulkDialogProps {
  /** The action being confirmed, or undefined when closed. */
  kind: BulkKind | undefined;
  /** The leads the action is for: the rows ticked when it was opened. */
  leads: InboxLead[];
  staff: StaffMember[];
  emailOf: (uid: string) => string;
  busy: boolean;
  onConfirm: (action: BulkAction) => void;
  onCancel: () => void;
  /** Where focus goes when it closes (the result line, once something was done); else back to its button. */
  finalFocus?: () => HTMLElement | null;
}

/**
 * The one confirmation of a bulk action: what to (the assignee, the stage), then how many leads change
 * and how, which stay as they are and why, as it will be written. A modal dialog: Escape or
 * "Cancelar" changes nothing.
 */
export function InboxBulkDialog({ kind, busy, onCancel, finalFocus, ...rest }: BulkDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalShell open={!!kind} title={kind && t(`admin.inbox.bulk.titles.${kind}`)} busy={busy} onCancel={onCancel} finalFocusEl={finalFocus}>
      {kind && <BulkForm key={kind} kind={kind} busy={busy} onCancel={onCancel} {...rest} />}
    </ModalShell>
  );
}

function BulkForm({ kind, leads, staff, emailOf, busy, onConfirm, onCancel }: Omit<BulkDialogProps, 'kind' | 'finalFocus'> & { kind: BulkKind }) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState('');
  const action = actionOf(kind, choice);
  const preview = action && previewBulk(leads, action);
  const lines = preview ? confirmText(preview, action, t, emailOf) : [t('admin.inbox.bulk.chooseFirst')];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action && preview?.change.length) onConfirm(action);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="3">
          {kind !== 'spam' && (
            <div>
              <Label htmlFor={`${id}-choice`}>{t(kind === 'assignee' ? 'admin.inbox.bulk.assignTo' : 'admin.inbox.bulk.moveTo')}</Label>
              <NativeSelect.Root disabled={busy}>
                <NativeSelect.Field
                  id={`${id}-choice`}
                  value={choice}
                  onChange={(e) => setChoice(e.target.value)}
                  aria-describedby={kind === 'stage' ? `${id}-hint` : undefined}
                  bg="bg"
                >
                  <option value="" disabled>
                    {t(kind === 'assignee' ? 'admin.inbox.bulk.chooseAssignee' : 'admin.inbox.bulk.chooseStage')}
                  </option>
                  {kind === 'assignee' ? (
                    <>
                      <option value={NOBODY}>{t('admin.inbox.bulk.nobody')}</option>
                      {staff.map((member) => (
                        <option key={member.uid} value={member.uid}>
                          {member.email}
                        </option>
                      ))}
                    </>
                  ) : (
                    BULK_STAGES.map((stage) => (
                      <option key={stage} value={stage}>
                        {t(`admin.inbox.stages.${stage}`)}
                      </option>
                    ))
                  )}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {kind === 'stage' && (
                <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" mt="1">
                  {t('admin.inbox.bulk.stageHint')}
                </Text>
              )}
            </div>
          )}
          {/* Read again as the choice changes: what confirming will do, counted from the rows ticked. */}
          <Stack gap="1" aria-live="polite">
            {lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('admin.inbox.bulk.cancel')}
        </Button>
        <Button type="submit" colorPalette={kind === 'spam' ? 'red' : 'purple'} loading={busy} disabled={!preview?.change.length}>
          {t('admin.inbox.bulk.confirm')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The action the dialog's choice makes, or undefined while there is none yet. */
function actionOf(kind: BulkKind, choice: string): BulkAction | undefined {
  if (kind === 'spam') return { kind: 'spam' };
  if (!choice) return undefined;
  if (kind === 'assignee') return { kind: 'assignee', to: choice === NOBODY ? null : choice };
  return { kind: 'stage', to: choice as BulkStage };
}
