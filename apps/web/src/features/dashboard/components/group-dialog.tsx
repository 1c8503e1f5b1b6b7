import { useId, useState } from 'react';
import { chefWindowText, orderNumberText, type ChefOrderView, type Locale } from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTexts } from '../../../i18n/use-texts';
import { useGroupQuote, useSubmitGroup } from '../api/group-delivery';
import { groupChoiceProblem, groupFailureText, savingsDisplay } from '../utils/dashboard-filters';

type GroupDialogProps = {
  open: boolean;
  orders: readonly ChefOrderView[];
  onClose: () => void;
  onGrouped: () => void;
  onFailed: (message: string) => void;
};

type DashboardText = ReturnType<typeof useTexts<'dashboard'>>['t'];

const optionLabel = (o: ChefOrderView, t: DashboardText, locale: Locale) =>
  [
    orderNumberText(o),
    o.name || t('notProvided'),
    chefWindowText(o, locale),
    o.zip || t('noZip'),
    o.deliveryMode === 'delivery' ? t('badgeDelivery') : t('badgePickup'),
  ].join(' · ');

/**
 * product §3.2 and §6 Group delivery: choose a first order, then a second; the group fee is
 * fetched and the separate fee, group fee, savings and drop-offs 1 and 2 show. No savings, no group.
 */
export function GroupDialog(props: GroupDialogProps) {
  const [firstId, setFirstId] = useState('');
  const [secondId, setSecondId] = useState('');
  const firstField = useId();
  const secondField = useId();
  const { t, locale } = useTexts('dashboard');
  const { t: m } = useTexts('messages');
  const first = props.orders.find((o) => o.id === firstId) ?? null;
  const second = props.orders.find((o) => o.id === secondId) ?? null;
  const choiceProblem = groupChoiceProblem(first, second);
  const pair = first && second && !choiceProblem ? { first: first.id, second: second.id } : null;
  const quote = useGroupQuote(pair);
  const submit = useSubmitGroup();
  const shown = pair && quote.data ? savingsDisplay(quote.data) : null;

  const close = () => {
    setFirstId('');
    setSecondId('');
    props.onClose();
  };
  const onSubmit = () => {
    if (!pair || !quote.data || !shown?.canGroup) return;
    submit.mutate(
      { ...pair, total: quote.data.groupFee },
      {
        onSuccess: () => {
          close();
          props.onGrouped();
        },
        onError: (error) => props.onFailed(groupFailureText(error, m('groupSubmitFailed'))),
      },
    );
  };

  const picker = (id: string, label: string, value: string, set: (v: string) => void) => (
    <label className="dash-select dash-select--block" htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">{t('chooseOrder')}</option>
        {props.orders.map((o) => (
          <option key={o.id} value={o.id}>
            {optionLabel(o, t, locale)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <SheetDialog
      open={props.open}
      onClose={close}
      title={t('groupTitle')}
      testId="group-dialog"
      footer={
        <Button
          block
          onClick={onSubmit}
          disabled={!shown?.canGroup}
          pending={submit.isPending}
          pendingLabel={t('grouping')}
        >
          {t('groupSubmit')}
        </Button>
      }
    >
      <p className="dash-hint">{t('groupHint')}</p>
      {picker(firstField, t('firstOrder'), firstId, setFirstId)}
      {picker(secondField, t('secondOrder'), secondId, setSecondId)}
      {choiceProblem ? (
        <p className="dash-problem" role="alert">
          {m(choiceProblem)}
        </p>
      ) : null}
      {pair && quote.isPending ? <p className="dash-hint">{t('askingGroupFee')}</p> : null}
      {pair && quote.isError ? (
        <p className="dash-problem" role="alert" data-testid="group-refused">
          {groupFailureText(quote.error, m('groupFeeFailed'))}
        </p>
      ) : null}
      {shown && quote.data ? (
        <div className="dash-group" data-testid="group-quote">
          <ol className="dash-group__drops">
            {quote.data.dropoffs.map((drop) => (
              <li key={drop.orderId}>
                <span className="dash-group__label">{t('dropoff', { label: drop.label })}</span>{' '}
                {drop.address}
              </li>
            ))}
          </ol>
          <dl className="dash-group__fees">
            <div>
              <dt>{t('separateFee')}</dt>
              <dd data-testid="group-separate">{shown.separate}</dd>
            </div>
            <div>
              <dt>{t('groupFee')}</dt>
              <dd data-testid="group-fee">{shown.group}</dd>
            </div>
            <div className="dash-group__savings">
              <dt>{t('savings')}</dt>

              <dd data-testid="group-savings">{shown.savings}</dd>
            </div>
          </dl>
          {shown.problem ? (
            <p className="dash-problem" role="alert">
              {m(shown.problem)}
            </p>
          ) : null}
        </div>
      ) : null}
    </SheetDialog>
  );
}
