import { useState } from 'react';
import { formatPeso, orderNumberText, payMethodNames, type PayMethodChoice } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useFailedRefunds, useResolveRefund, type FailedRefund } from '../api/failed-refunds';

/** Issue 19: refunds the provider reported failed stay here until a staff member resolves them. */
export function FailedRefunds() {
  const failed = useFailedRefunds();
  const banner = useTimedAlert();
  const { t } = useTexts('admin');
  const { t: rule } = useTexts('sellerRules');
  const list = failed.data ?? [];
  return (
    <section
      className="admin-card"
      aria-labelledby="failed-refunds-title"
      data-testid="failed-refunds"
    >
      <h2 id="failed-refunds-title" className="admin-add-link__title">
        {t('failedRefunds')}
      </h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      {failed.isError ? <p className="admin-empty">{failed.error.message}</p> : null}
      {failed.isSuccess && list.length === 0 ? (
        <p className="admin-empty">{t('noFailedRefunds')}</p>
      ) : null}
      {list.map((refund) => (
        <FailedRefundItem
          key={refund.id}
          refund={refund}
          onResolved={() => banner.show(rule('refundResolved'), 'success')}
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
  const { t } = useTexts('admin');
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
          <dt>{t('factOrder')}</dt>
          <dd>{orderNumberText(refund)}</dd>
        </div>
        <div>
          <dt>{t('factRefund')}</dt>
          <dd>
            {formatPeso(refund.amount)} (
            {payMethodNames[refund.method as PayMethodChoice] ?? refund.method})
          </dd>
        </div>
        <div>
          <dt>{t('factBuyer')}</dt>
          <dd>{refund.buyerEmail}</dd>
        </div>
        <div>
          <dt>{t('factChef')}</dt>
          <dd>{refund.chefName}</dd>
        </div>
        <div>
          <dt>{t('factProvider')}</dt>
          <dd>{refund.providerRefundId ?? t('notSent')}</dd>
        </div>
      </dl>
      <TextField
        label={t('resolveNote')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        variant="secondary"
        onClick={onResolve}
        pending={resolve.isPending}
        pendingLabel={t('saving')}
      >
        {t('markResolved')}
      </Button>
    </article>
  );
}
