import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';

/**
 * "Leave without saving?" while the router holds a navigation away from unsaved changes (an alert
 * dialog: focus moves in and stays, Escape answers stay). Staying has the focus first, so an Enter
 * pressed in a hurry never drops the changes.
 */
export function LeaveUnsavedDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  const { t } = useTranslation();
  const stayRef = useRef<HTMLButtonElement>(null);
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      lazyMount
      unmountOnExit
      initialFocusEl={() => stayRef.current}
      onOpenChange={(e) => {
        if (!e.open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('admin.unsaved.leaveTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('admin.unsaved.leaveText', { count })}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stayRef} variant="outline" onClick={() => blocker.reset?.()}>
                {t('admin.unsaved.stay')}
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                {t('admin.unsaved.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
