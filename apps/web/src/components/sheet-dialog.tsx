import { useEffect, useId, useRef, type ReactNode } from 'react';
import './sheet-dialog.css';
import { useTexts } from '../i18n/use-texts';

type SheetDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog) */
  role?: 'dialog' | 'alertdialog';
  /** the id of the text that says what the dialog asks */
  describedBy?: string;
};

/**
 * A modal on the native <dialog> (focus trap, Escape, inert page for free): a bottom sheet on
 * phones and a centred card from 600px (BRAND.md). A click on the backdrop closes it.
 */
export function SheetDialog({
  open,
  onClose,
  title,
  children,
  footer,
  testId,
  role,
  describedBy,
}: SheetDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTexts('common');

  // Keeps the element's modal state in step with `open`; showModal is only reachable imperatively.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="sheet"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet__panel">
        <div className="sheet__head">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="sheet__close" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__foot">{footer}</div> : null}
      </div>
    </dialog>
  );
}
