import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  formatPeso,
  messages,
  orderNumberText,
  parseOrderNumber,
  sellerMessages,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useRefundOrder, useStaffOrder } from '../api/orders';
import { FailedRefunds } from './failed-refunds';

const orderId = z.uuid();

/** Finds a delivered order by its number and refunds it (a complaint after delivery). */
export function RefundsPanel() {
  const [typed, setTyped] = useState('');
  const [looked, setLooked] = useState<string | null>(null);
  const order = useStaffOrder(looked);
  const refund = useRefundOrder();
  const banner = useTimedAlert();

  const onLookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // the number the buyer reads out ('#K7MQ-3PXD'), or the order's id
    const id = orderId.safeParse(typed.trim());
    const looked = id.success ? id.data : parseOrderNumber(typed);
    if (!looked) {
      banner.show(messages.notFound, 'error');
      return;
    }
    banner.dismiss();
    setLooked(looked);
  };

  const onRefund = (id: string) => {
    if (refund.isPending) return;
    refund.mutate(id, {
      onSuccess: () => {
        // the refreshed order is stored under its id (it may have been looked up by number)
        setLooked(id);
        banner.show(sellerMessages.refunded, 'success');
      },
      onError: (error) => banner.show(error.message, 'error'),
    });
  };

  const found = order.data;
  return (
    <div className="admin-refunds">
      <FailedRefunds />
      <form className="admin-card admin-add-link" onSubmit={onLookUp} noValidate>
        <h2 className="admin-add-link__title">Refund a delivered order</h2>
        <TextField
          label="Order number"
          value={typed}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="#K7MQ-3PXD"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          pending={order.isFetching}
          pendingLabel="Looking…"
        >
          Look up
        </Button>
      </form>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      {order.isError ? <p className="admin-empty">{order.error.message}</p> : null}
      {found ? (
        <article className="admin-card" data-testid="staff-order">
          <dl className="admin-facts">
            <div>
              <dt>Order</dt>
              <dd>{orderNumberText(found)}</dd>
            </div>
            <div>
              <dt>Buyer</dt>
              <dd>{found.buyerEmail}</dd>
            </div>
            <div>
              <dt>Chef</dt>
              <dd>{found.chefName}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{found.status}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{found.paidAmount === null ? 'Not paid' : formatPeso(found.paidAmount)}</dd>
            </div>
            <div>
              <dt>Refund</dt>
              <dd>
                {found.refund
                  ? `${formatPeso(found.refund.amount)} (${found.refund.status})`
                  : 'None yet'}
              </dd>
            </div>
          </dl>
          {found.refundable ? (
            <Button
              variant="danger"
              onClick={() => onRefund(found.id)}
              pending={refund.isPending}
              pendingLabel="Refunding…"
            >
              Refund this order
            </Button>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
