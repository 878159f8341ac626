import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * "Leave without saving?" while the router holds a navigation away from unsaved changes. Staying is
 * the safe answer (focus, Escape), so an Enter pressed in a hurry never drops the changes.
 */
export function LeaveUnsavedDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('admin.unsaved.leaveTitle')}
      confirmLabel={t('admin.unsaved.leave')}
      cancelLabel={t('admin.unsaved.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('admin.unsaved.leaveText', { count })}
    </ConfirmDialog>
  );
}
