import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { formatPeso, orderNumberText, parseOrderNumber } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
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
  const { t } = useTexts('admin');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');

  const onLookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // the number the buyer reads out ('#K7MQ-3PXD'), or the order's id
    const id = orderId.safeParse(typed.trim());
    const looked = id.success ? id.data : parseOrderNumber(typed);
    if (!looked) {
      banner.show(m('notFound'), 'error');
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
        banner.show(rule('refunded'), 'success');
      },
      onError: (error) => banner.show(error.message, 'error'),
    });
  };

  const found = order.data;
  return (
    <div className="admin-refunds">
      <FailedRefunds />
      <form className="admin-card admin-add-link" onSubmit={onLookUp} noValidate>
        <h2 className="admin-add-link__title">{t('refundTitle')}</h2>
        <TextField
          label={t('orderNumber')}
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
          pendingLabel={t('lookingUp')}
        >
          {t('lookUp')}
        </Button>
      </form>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      {order.isError ? <p className="admin-empty">{order.error.message}</p> : null}
      {found ? (
        <article className="admin-card" data-testid="staff-order">
          <dl className="admin-facts">
            <div>
              <dt>{t('factOrder')}</dt>
              <dd>{orderNumberText(found)}</dd>
            </div>
            <div>
              <dt>{t('factBuyer')}</dt>
              <dd>{found.buyerEmail}</dd>
            </div>
            <div>
              <dt>{t('factChef')}</dt>
              <dd>{found.chefName}</dd>
            </div>
            <div>
              <dt>{t('factStatus')}</dt>
              <dd>{found.status}</dd>
            </div>
            <div>
              <dt>{t('factPaid')}</dt>
              <dd>{found.paidAmount === null ? t('notPaid') : formatPeso(found.paidAmount)}</dd>
            </div>
            <div>
              <dt>{t('factRefund')}</dt>
              <dd>
                {found.refund
                  ? `${formatPeso(found.refund.amount)} (${found.refund.status})`
                  : t('noRefundYet')}
              </dd>
            </div>
          </dl>
          {found.refundable ? (
            <Button
              variant="danger"
              onClick={() => onRefund(found.id)}
              pending={refund.isPending}
              pendingLabel={t('refunding')}
            >
              {t('refundOrder')}
            </Button>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
