import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { SheetDialog } from './sheet-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** what happens when the buyer confirms */
  question: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
};

/**
 * A question before something that cannot be undone (issue 22: deleting or cancelling in the
 * cart): an alert dialog on the native <dialog>, focus inside it, Escape or the keep button
 * leave everything as it was.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  pendingLabel,
  keepLabel,
  pending = false,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      describedBy={questionId}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="confirm-keep">
            {keepLabel}
          </Button>
          <Button
            variant="danger"
            pending={pending}
            pendingLabel={pendingLabel}
            onClick={onConfirm}
            data-testid="confirm-yes"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={questionId} data-testid="confirm-question">
        {question}
      </p>
    </SheetDialog>
  );
}
