import { Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

interface ModalShellProps {
  open: boolean;
  title: ReactNode;
  /** While busy, neither Escape nor a click outside closes it (what runs cannot be taken back). */
  busy?: boolean;
  onCancel: () => void;
  role?: 'dialog' | 'alertdialog';
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  /** The body and footer, below the title. */
  children: ReactNode;
}

/**
 * The staff area's modal: focus moves into it and stays there, Escape or a click outside answers "no"
 * (unless busy), and focus goes back to what opened it. Nothing is mounted before it first opens (a
 * dialog's state machine and portal are work; the inbox has one per row); from then on it stays, so it
 * closes with its animation and gives focus back.
 */
export function ModalShell({ open, title, busy, onCancel, role, initialFocusEl, finalFocusEl, children }: ModalShellProps) {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Dialog.Root
      role={role}
      open={open}
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
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
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
