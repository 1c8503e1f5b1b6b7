import {
  amountPaid,
  cancelPaidQuestion,
  displayName,
  orderDayText,
  orderNumberText,
  type OrderView,
  type Locale,
} from '@lutong/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTexts } from '../../../i18n/use-texts';

type OrderDialogProps = {
  order: OrderView | null;
  pending: boolean;
  onConfirm: (order: OrderView) => void;
  onClose: () => void;
};

const chefAndDay = (order: OrderView, locale: Locale) => ({
  chef: displayName(order.chefName),
  day: orderDayText(order.createdFor, locale),
});

/**
 * Cancelling an order the chef has not confirmed yet asks first (issue 22); a paid one says what
 * was paid and where the refund goes (issue 19).
 */
export function CancelOrderDialog({ order, pending, onConfirm, onClose }: OrderDialogProps) {
  const { t, locale } = useTexts('cart');
  const paid = order?.payed === true;
  return (
    <ConfirmDialog
      open={order !== null}
      title={order ? t('cancelOrderNumber', { number: orderNumberText(order) }) : t('cancelOrder')}
      question={
        !order
          ? null
          : paid
            ? cancelPaidQuestion(amountPaid(order), order.paymentMethod ?? null, locale)
            : t('cancelQuestion', chefAndDay(order, locale))
      }
      confirmLabel={paid ? t('cancelAndRefund') : t('cancelOrder')}
      pendingLabel={t('cancelling')}
      keepLabel={t('keepMyOrder')}
      pending={pending}
      onConfirm={() => order && onConfirm(order)}
      onClose={onClose}
      testId={paid ? 'cancel-paid-dialog' : 'cancel-order-dialog'}
    />
  );
}

/** Deleting an order from the cart asks first (issue 22). */
export function DeleteOrderDialog({ order, pending, onConfirm, onClose }: OrderDialogProps) {
  const { t, locale } = useTexts('cart');
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('deleteQuestionTitle')}
      question={order ? t('deleteQuestion', chefAndDay(order, locale)) : null}
      confirmLabel={t('deleteOrder')}
      pendingLabel={t('deleting')}
      keepLabel={t('keepIt')}
      pending={pending}
      onConfirm={() => order && onConfirm(order)}
      onClose={onClose}
      testId="delete-order-dialog"
    />
  );
}
