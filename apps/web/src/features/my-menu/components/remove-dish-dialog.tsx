import type { MenuDish } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import type { TimedAlert } from '../../../hooks/use-timed-alert';

type RemoveDishDialogProps = {
  dish: MenuDish | null;
  pending: boolean;
  alert: TimedAlert | null;
  onDismissAlert: () => void;
  onClose: () => void;
  onConfirm: () => void;
};

/** product §3.3: removing a dish is confirmed first. */
export function RemoveDishDialog({
  dish,
  pending,
  alert,
  onDismissAlert,
  onClose,
  onConfirm,
}: RemoveDishDialogProps) {
  return (
    <SheetDialog
      open={dish !== null}
      onClose={onClose}
      title="Remove this dish?"
      testId="remove-dish-dialog"
      footer={
        <div className="my-menu-dialog__buttons">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={pending} pendingLabel="Removing…">
            Remove dish
          </Button>
        </div>
      }
    >
      <AlertBanner alert={alert} onDismiss={onDismissAlert} />
      <p>
        <strong>{dish?.name}</strong> will be taken off your menu, and buyers can no longer order
        it.
      </p>
    </SheetDialog>
  );
}
