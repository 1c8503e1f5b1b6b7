import { amountPaid, cancelPaidQuestion, orderNumberText, type OrderView } from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';

type CancelPaidDialogProps = {
  order: OrderView | null;
  cancelling: boolean;
  onConfirm: (order: OrderView) => void;
  onClose: () => void;
};

/** Issue 19: a paid order is cancelled only after the buyer read what they paid and where it goes. */
export function CancelPaidDialog({ order, cancelling, onConfirm, onClose }: CancelPaidDialogProps) {
  return (
    <SheetDialog
      open={order !== null}
      onClose={onClose}
      title={order ? `Cancel order ${orderNumberText(order)}` : 'Cancel order'}
      testId="cancel-paid-dialog"
      footer={
        order ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep my order
            </Button>
            <Button
              variant="danger"
              pending={cancelling}
              pendingLabel="Cancelling…"
              onClick={() => onConfirm(order)}
              data-testid="cancel-paid-confirm"
            >
              Cancel and refund
            </Button>
          </>
        ) : null
      }
    >
      {order ? (
        <p data-testid="cancel-paid-question">
          {cancelPaidQuestion(amountPaid(order), order.paymentMethod ?? null)}
        </p>
      ) : null}
    </SheetDialog>
  );
}
