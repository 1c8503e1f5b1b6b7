import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths, type OrderView, type PaymentMethod } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import type { PaymentsConfig } from '../../../lib/app-config';
import { emptyCardForm, type CardForm } from '../utils/card-form';
import type { PayFailure } from '../utils/pay-outcome';
import { wordPayText, type PayText } from '../utils/pay-text';
import { isCardMethod, methodChoices } from '../utils/payment-flow';
import { CardFields } from './card-fields';
import { MethodPicker } from './method-picker';
import { PaidNotice } from './paid-notice';
import { PaySummary } from './pay-summary';
import { ThreeDsDialog } from './three-ds-dialog';
import { usePayFlow, type PayPhase } from './use-pay-flow';

type PayFormProps = { order: OrderView; email: string; payments: PaymentsConfig | undefined };

type PaymentText = ReturnType<typeof useTexts<'payment'>>['t'];

const pendingLabel = (t: PaymentText, phase: PayPhase, method: PaymentMethod | null): string => {
  const label = methodChoices.find((choice) => choice.method === method)?.label ?? '';
  switch (phase.kind) {
    case 'redirecting':
      return t('opening', { method: label });
    case 'authenticating':
      return t('waitingBank');
    case 'checking':
    case 'paid':
      return t('confirming');
    default:
      return t('processing');
  }
};

// product §2.8 Payment: choose gcash, grab_pay, visa or mastercard and press Authorise & Pay.
export function PayForm({ order, email, payments }: PayFormProps) {
  const { t } = useTexts('payment');
  const { t: m } = useTexts('messages');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardForm>(emptyCardForm);
  const [stockFailure, setStockFailure] = useState<PayText | null>(null);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  // product §11: error banners (and the card failure) stay 5 seconds.
  const failure = useTimedAlert();
  const { show } = failure;

  const onFailure = useCallback(
    (problem: PayFailure) => {
      if (problem.alreadyPaid) setAlreadyPaid(true);
      else if (problem.stock) setStockFailure(problem.text);
      else show(wordPayText(problem.text, m, t), 'error');
    },
    [m, show, t],
  );
  const flow = usePayFlow({ order, email, payments, onFailure });
  const busy = flow.phase.kind !== 'idle';

  if (alreadyPaid) return <PaidNotice orderId={order.id} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method || busy) return;
    failure.dismiss();
    setStockFailure(null);
    flow.pay({ method, card });
  };

  return (
    <form className="order-layout" onSubmit={submit} noValidate data-testid="pay-form">
      <div className="order-layout__main">
        <MethodPicker
          value={method}
          disabled={busy}
          onChange={(next) => {
            setMethod(next);
            failure.dismiss();
          }}
        />
        {method && isCardMethod(method) ? (
          <CardFields
            label={methodChoices.find((choice) => choice.method === method)?.label ?? ''}
            card={card}
            disabled={busy}
            onChange={(patch) => setCard((current) => ({ ...current, ...patch }))}
          />
        ) : method ? (
          <p className="order-panel order-muted" data-testid="ewallet-note">
            {t('ewalletNote', {
              method: methodChoices.find((choice) => choice.method === method)?.label ?? '',
            })}
          </p>
        ) : null}
      </div>

      <div className="order-layout__side">
        <PaySummary order={order} method={method} />
        <AlertBanner alert={failure.alert} onDismiss={failure.dismiss} />
        {stockFailure ? (
          <div className="pay-error" role="alert" data-testid="pay-stock-failure">
            <p>{wordPayText(stockFailure, m, t)}</p>
            <Link className="btn btn--secondary" to={paths.menu(order.chef)}>
              {t('editAndChange')}
            </Link>
          </div>
        ) : null}
        <Button
          type="submit"
          block
          disabled={!method}
          pending={busy}
          pendingLabel={pendingLabel(t, flow.phase, method)}
          data-testid="authorise-pay"
        >
          {t('authorisePay')}
        </Button>
        {!method ? <p className="order-muted order-muted--center">{t('chooseMethod')}</p> : null}
      </div>

      <ThreeDsDialog
        url={flow.phase.kind === 'authenticating' ? flow.phase.url : null}
        onClose={() => {
          // Closing the frame by hand: ask how it went (the check may have finished anyway).
          if (flow.phase.kind === 'authenticating') flow.afterAuthentication();
        }}
      />
    </form>
  );
}
