import { Button, Dialog } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { ModalShell } from './modal-shell';

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
 * there, Escape answers no, and focus goes back to what opened it: ModalShell). The safe answer gets the focus
 * first, so an Enter pressed in a hurry never deletes nor changes anything.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalShell role="alertdialog" open={open} title={title} busy={busy} onCancel={onCancel} initialFocusEl={() => cancelRef.current}>
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
    </ModalShell>
  );
}
