import {
  amountPaid,
  cancelPaidQuestion,
  displayName,
  orderDayText,
  orderNumberText,
  type OrderView,
} from '@lutong/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type OrderDialogProps = {
  order: OrderView | null;
  pending: boolean;
  onConfirm: (order: OrderView) => void;
  onClose: () => void;
};

const fromChefFor = (order: OrderView) =>
  `from ${displayName(order.chefName)} for ${orderDayText(order.createdFor)}`;

/**
 * Cancelling an order the chef has not confirmed yet asks first (issue 22); a paid one says what
 * was paid and where the refund goes (issue 19).
 */
export function CancelOrderDialog({ order, pending, onConfirm, onClose }: OrderDialogProps) {
  const paid = order?.payed === true;
  return (
    <ConfirmDialog
      open={order !== null}
      title={order ? `Cancel order ${orderNumberText(order)}` : 'Cancel order'}
      question={
        !order
          ? null
          : paid
            ? cancelPaidQuestion(amountPaid(order), order.paymentMethod ?? null)
            : `Cancel your order ${fromChefFor(order)}? The chef has not confirmed it yet.`
      }
      confirmLabel={paid ? 'Cancel and refund' : 'Cancel order'}
      pendingLabel="Cancelling…"
      keepLabel="Keep my order"
      pending={pending}
      onConfirm={() => order && onConfirm(order)}
      onClose={onClose}
      testId={paid ? 'cancel-paid-dialog' : 'cancel-order-dialog'}
    />
  );
}

/** Deleting an order from the cart asks first (issue 22). */
export function DeleteOrderDialog({ order, pending, onConfirm, onClose }: OrderDialogProps) {
  return (
    <ConfirmDialog
      open={order !== null}
      title="Delete this order?"
      question={order ? `Your order ${fromChefFor(order)} leaves your cart.` : null}
      confirmLabel="Delete order"
      pendingLabel="Deleting…"
      keepLabel="Keep it"
      pending={pending}
      onConfirm={() => order && onConfirm(order)}
      onClose={onClose}
      testId="delete-order-dialog"
    />
  );
}
