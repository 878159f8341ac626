import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef, useState } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question that needs an answer before anything happens (an alert dialog: focus moves into it, stays
 * there, Escape answers no, and focus goes back to what opened it). The safe answer gets the focus
 * first, so an Enter pressed in a hurry never deletes nor changes anything.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Nothing is mounted before the first question (a dialog's state machine and portal are work; the
  // inbox has one per row): from then on it stays, so it closes with its animation and gives focus back.
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{children}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={danger ? 'red' : 'purple'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
