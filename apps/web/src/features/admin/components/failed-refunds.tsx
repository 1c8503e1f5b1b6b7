import { useState } from 'react';
import {
  formatPeso,
  orderNumberText,
  payMethodNames,
  sellerMessages,
  type PayMethodChoice,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useFailedRefunds, useResolveRefund, type FailedRefund } from '../api/failed-refunds';

/** Issue 19: refunds the provider reported failed stay here until a staff member resolves them. */
export function FailedRefunds() {
  const failed = useFailedRefunds();
  const banner = useTimedAlert();
  const list = failed.data ?? [];
  return (
    <section
      className="admin-card"
      aria-labelledby="failed-refunds-title"
      data-testid="failed-refunds"
    >
      <h2 id="failed-refunds-title" className="admin-add-link__title">
        Failed refunds
      </h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      {failed.isError ? <p className="admin-empty">{failed.error.message}</p> : null}
      {failed.isSuccess && list.length === 0 ? (
        <p className="admin-empty">No failed refunds: every refund went through.</p>
      ) : null}
      {list.map((refund) => (
        <FailedRefundItem
          key={refund.id}
          refund={refund}
          onResolved={() => banner.show(sellerMessages.refundResolved, 'success')}
          onError={(message) => banner.show(message, 'error')}
        />
      ))}
    </section>
  );
}

function FailedRefundItem(props: {
  refund: FailedRefund;
  onResolved: () => void;
  onError: (message: string) => void;
}) {
  const { refund } = props;
  const [note, setNote] = useState('');
  const resolve = useResolveRefund();
  const onResolve = () => {
    if (resolve.isPending) return;
    resolve.mutate(
      { id: refund.id, note },
      { onSuccess: props.onResolved, onError: (error) => props.onError(error.message) },
    );
  };
  return (
    <article className="admin-card" data-testid="failed-refund">
      <dl className="admin-facts">
        <div>
          <dt>Order</dt>
          <dd>{orderNumberText(refund)}</dd>
        </div>
        <div>
          <dt>Refund</dt>
          <dd>
            {formatPeso(refund.amount)} (
            {payMethodNames[refund.method as PayMethodChoice] ?? refund.method})
          </dd>
        </div>
        <div>
          <dt>Buyer</dt>
          <dd>{refund.buyerEmail}</dd>
        </div>
        <div>
          <dt>Chef</dt>
          <dd>{refund.chefName}</dd>
        </div>
        <div>
          <dt>Provider</dt>
          <dd>{refund.providerRefundId ?? 'Not sent'}</dd>
        </div>
      </dl>
      <TextField
        label="What was done (note)"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        variant="secondary"
        onClick={onResolve}
        pending={resolve.isPending}
        pendingLabel="Saving…"
      >
        Mark resolved
      </Button>
    </article>
  );
}
