import { useId, useState } from 'react';
import {
  chefWindowText,
  deliveryAddressText,
  orderNumberText,
  type ChefOrderView,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTexts } from '../../../i18n/use-texts';
import { spiceLabel } from '../utils/dashboard-filters';

/**
 * product §3.2 details popup: dish notes, spice level, customer note and customer details;
 * after a failed finish (`full`) the customer's full contact details show.
 */
export function OrderDetailsDialog(props: {
  order: ChefOrderView | null;
  full: boolean;
  onClose: () => void;
}) {
  const { order } = props;
  const { t, locale } = useTexts('dashboard');
  return (
    <SheetDialog
      open={order !== null}
      onClose={props.onClose}
      title={t('detailsTitle')}
      testId="order-details"
    >
      {order ? (
        <div className="dash-details">
          <ul className="dash-details__dishes">
            {order.dishList.map((line) => (
              <li key={line.dish.id}>
                <p className="dash-details__dish">
                  {line.quantity}× {line.dish.name}
                </p>
                <p>
                  {t('spiceLevel', {
                    level: spiceLabel(line.spiceLevel, locale) ?? t('spiceNotChosen'),
                  })}
                </p>
                {line.note ? <p>{t('dishNote', { note: line.note })}</p> : null}
              </li>
            ))}
          </ul>
          <h3>{t('customerNote')}</h3>
          <p data-testid="details-customer-note">{order.note || t('noNote')}</p>
          <h3>{t('customer')}</h3>
          <dl className="dash-details__facts">
            <div>
              <dt>{t('name')}</dt>
              <dd>{order.name || t('notProvided')}</dd>
            </div>
            <div>
              <dt>{order.deliveryMode === 'delivery' ? t('badgeDelivery') : t('badgePickup')}</dt>
              <dd>{chefWindowText(order, locale)}</dd>
            </div>
            <div>
              <dt>{t('colOrder')}</dt>
              <dd data-testid="details-order-number">{orderNumberText(order)}</dd>
            </div>
            <div>
              <dt>{t('colZip')}</dt>
              <dd>{order.zip || '—'}</dd>
            </div>
            {/* issue 18 defect 6: a pickup buyer comes to the kitchen; the chef can call them */}
            {order.deliveryMode === 'pickup' && !props.full ? (
              <div>
                <dt>{t('phone')}</dt>
                <dd data-testid="details-phone">{order.phone ? `+63${order.phone}` : '—'}</dd>
              </div>
            ) : null}
            {/* decision 041: the buyer's landmark or unit note; the full address has it too */}
            {order.deliveryMode === 'delivery' && order.addressNote && !props.full ? (
              <div>
                <dt>{t('addressNote')}</dt>
                <dd data-testid="details-address-note">{order.addressNote}</dd>
              </div>
            ) : null}
            {props.full ? (
              <>
                <div>
                  <dt>{t('phone')}</dt>
                  <dd data-testid="details-phone">{order.phone ? `+63${order.phone}` : '—'}</dd>
                </div>
                <div>
                  <dt>{t('address')}</dt>
                  <dd data-testid="details-address">{deliveryAddressText(order) || '—'}</dd>
                </div>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </SheetDialog>
  );
}

/**
 * product §3.2 and §7 Reject: a textarea with the spec's prompt and 'Confirm Cancellation';
 * an empty message gets the spec's reminder and is not sent.
 */
export function RejectDialog(props: {
  order: ChefOrderView | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (remarks: string) => void;
}) {
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const { t } = useTexts('dashboard');
  const { t: m } = useTexts('messages');
  const close = () => {
    setRemarks('');
    setProblem(null);
    props.onClose();
  };
  const submit = () => {
    if (remarks.trim() === '') {
      setProblem(m('rejectRemarksRequired'));
      return;
    }
    props.onSubmit(remarks.trim());
  };
  return (
    <SheetDialog
      open={props.order !== null}
      onClose={close}
      title={t('rejectTitle')}
      testId="reject-dialog"
      footer={
        <Button
          variant="danger"
          block
          onClick={submit}
          pending={props.pending}
          pendingLabel={t('cancelling')}
        >
          {t('confirmCancellation')}
        </Button>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {m('rejectPrompt')}
        </label>
        <textarea
          id={fieldId}
          className="dash-textarea"
          rows={4}
          maxLength={1000}
          value={remarks}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) => {
            setRemarks(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id={`${fieldId}-problem`} className="dash-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </SheetDialog>
  );
}

/** product §3.2: Finish asks first, in the delivery or the pickup wording. */
export function FinishDialog(props: {
  order: ChefOrderView | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { order } = props;
  const { t } = useTexts('dashboard');
  const { t: m } = useTexts('messages');
  const question =
    order?.deliveryMode === 'pickup' ? m('finishConfirmPickup') : m('finishConfirmDelivery');
  return (
    <SheetDialog
      open={order !== null}
      onClose={props.onClose}
      title={t('finishTitle')}
      testId="finish-dialog"
      footer={
        <div className="dash-dialog-buttons">
          <Button variant="secondary" onClick={props.onClose}>
            {t('notYet')}
          </Button>
          <Button onClick={props.onConfirm} pending={props.pending} pendingLabel={t('finishing')}>
            {t('yesReady')}
          </Button>
        </div>
      }
    >
      <p className="dash-question">{question}</p>
    </SheetDialog>
  );
}
