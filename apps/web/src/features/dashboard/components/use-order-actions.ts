import { useState } from 'react';
import type { ChefOrderView } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import type { FlashTone } from '../../../lib/flash';
import { useConfirmOrder, useFinishOrder, useRejectOrder } from '../api/order-actions';
import {
  confirmSmsFailedMessage,
  confirmSuccessMessage,
  customerPhone,
  finishFailureMessage,
} from '../utils/action-messages';

type Show = (message: string, tone?: FlashTone, durationMs?: number) => void;

/** The IMPORTANT alerts carry a customer's phone and address: long enough to copy them down. */
export const IMPORTANT_ALERT_MS = 30_000;

/** A request that got no answer, or an answer from a broken server, rather than a refusal. */
const requestFailed = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * Confirm, reject and finish with the spec's messages (product §10 Dashboard). An order whose finish
 * failed is remembered as errored, so its details show the customer's full contact details.
 */
export function useOrderActions(show: Show) {
  const confirm = useConfirmOrder();
  const reject = useRejectOrder();
  const finish = useFinishOrder();
  const [errored, setErrored] = useState<ReadonlySet<string>>(() => new Set());
  const { t: m } = useTexts('messages');
  const { t: d } = useTexts('dashboard');
  const words = { m, d };

  const onConfirm = (order: ChefOrderView) =>
    confirm.mutate(order.id, {
      onSuccess: () => show(confirmSuccessMessage(order, words), 'success'),
      onError: () =>
        order.digital
          ? show(confirmSmsFailedMessage(order, words), 'error', IMPORTANT_ALERT_MS)
          : show(m('confirmFailed', { phone: customerPhone(order, words) }), 'error'),
    });

  const onReject = (order: ChefOrderView, remarks: string, done: () => void) =>
    reject.mutate(
      { orderId: order.id, remarks },
      {
        onSuccess: () => {
          done();
          show(m('rejectSucceeded'), 'success');
        },
        onError: () => show(m('rejectFailed', { support: m('supportContact') }), 'error'),
      },
    );

  const onFinish = (order: ChefOrderView, done: () => void) =>
    finish.mutate(order, {
      onSuccess: () => {
        done();
        show(
          order.deliveryMode === 'delivery'
            ? m('finishDeliverySucceeded')
            : m('finishPickupSucceeded'),
          'success',
          6_000,
        );
      },
      onError: (error) => {
        done();
        setErrored((held) => new Set(held).add(order.id));
        const noAnswer = requestFailed(error);
        // a refused pickup Finish (before its day, decision 018) says why; there is no driver
        const refusal =
          !noAnswer && order.deliveryMode === 'pickup' && isApiError(error) ? error.message : null;
        show(
          refusal ?? finishFailureMessage(order, noAnswer, words),
          'error',
          noAnswer ? IMPORTANT_ALERT_MS : undefined,
        );
      },
    });

  const busyId = (m: { isPending: boolean; variables?: unknown }): string | null => {
    if (!m.isPending) return null;
    const v = m.variables;
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object' && 'orderId' in v) return String(v.orderId);
    if (v && typeof v === 'object' && 'id' in v) return String(v.id);
    return null;
  };

  return {
    onConfirm,
    onReject,
    onFinish,
    errored,
    confirmingId: busyId(confirm),
    rejecting: reject.isPending,
    finishing: finish.isPending,
  };
}
