import { useState, type FormEvent } from 'react';
import { formatCentavos, orderDayText, payoutDestinationText } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts, useLocale } from '../../../i18n/use-texts';
import {
  useChefPayoutHistory,
  useMarkPayoutSent,
  usePayoutRun,
  type RunPayout,
  type StaffPayout,
} from '../api/payouts';
import { QueryError } from './query-error';

const statusKey = {
  held: 'payoutHeld',
  pending: 'payoutDue',
  sent: 'payoutSent',
} as const satisfies Record<StaffPayout['status'], string>;

function SendForm({ payout, onDone }: { payout: RunPayout; onDone: (message: string) => void }) {
  const [reference, setReference] = useState('');
  const send = useMarkPayoutSent();
  const { t } = useTexts('admin');
  const { t: rule } = useTexts('payoutRules');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reference.trim() === '') {
      setError(rule('referenceRequired'));
      return;
    }
    send.mutate(
      { id: payout.id, reference: reference.trim() },
      {
        onSuccess: () =>
          onDone(t('markedSent', { name: payout.chef.name, amount: formatCentavos(payout.net) })),
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <form className="admin-search" onSubmit={onSubmit} noValidate>
      <div className="admin-search__row">
        <TextField
          className="admin-input"
          label={t('transferReference')}
          value={reference}
          maxLength={200}
          onChange={(e) => setReference(e.target.value)}
        />
        <Button type="submit" pending={send.isPending} pendingLabel={t('saving')}>
          {t('markSent')}
        </Button>
      </div>
      {error ? <p className="admin-card__reason">{error}</p> : null}
    </form>
  );
}

function ChefHistory({ chefId }: { chefId: string }) {
  const locale = useLocale();
  const history = useChefPayoutHistory(chefId);
  const { t } = useTexts('admin');
  if (history.isError) return <QueryError error={history.error} />;
  if (!history.data) return <p className="admin-count">{t('loadingHistory')}</p>;
  const { chef, details, payouts } = history.data;
  return (
    <section className="admin-card" aria-label={t('payoutHistoryOf', { name: chef.name })}>
      <h3 className="admin-card__title">
        {chef.name} · {chef.email}
      </h3>
      <p className="admin-count">
        {details ? payoutDestinationText(details) : t('noPayoutDetails')}
      </p>
      <ul className="admin-list">
        {payouts.map((p) => (
          <li key={p.id}>
            {t('weekOf', { day: orderDayText(p.weekStart, locale) })}: {formatCentavos(p.net)} ·{' '}
            {t(statusKey[p.status])}
            {p.transferReference ? ` · ${t('refShort', { reference: p.transferReference })}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Issue 19: the weekly payout run: every payout not yet sent, its chef, details and amount. */
export function PayoutsPanel() {
  const locale = useLocale();
  const run = usePayoutRun();
  const { t } = useTexts('admin');
  const banner = useTimedAlert();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const payouts = run.data ?? [];
  return (
    <div className="admin-list" data-testid="payout-run">
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <QueryError error={run.error} />
      {run.data && payouts.length === 0 ? (
        <p className="admin-empty">{t('everyPayoutSent')}</p>
      ) : null}
      {payouts.map((payout) => (
        <article key={payout.id} className="admin-card" data-testid="run-payout">
          <div className="admin-card__head">
            <h2 className="admin-card__title">{payout.chef.name}</h2>
            <strong>{formatCentavos(payout.net)}</strong>
          </div>
          <dl className="admin-facts">
            <div>
              <dt>{t('factWeek')}</dt>
              <dd>{orderDayText(payout.weekStart, locale)}</dd>
            </div>
            <div>
              <dt>{t('factStatus')}</dt>
              <dd>{t(statusKey[payout.status])}</dd>
            </div>
            <div>
              <dt>{t('factSendTo')}</dt>
              <dd>{payout.details ? payoutDestinationText(payout.details) : '—'}</dd>
            </div>
            <div>
              <dt>{t('factFoodCommissionRefunds')}</dt>
              <dd>
                {formatCentavos(payout.food)} / {formatCentavos(payout.commission)} /{' '}
                {formatCentavos(payout.refund)}
              </dd>
            </div>
          </dl>
          {payout.status === 'pending' ? (
            <SendForm payout={payout} onDone={(m) => banner.show(m, 'success')} />
          ) : null}
          <Button variant="ghost" onClick={() => setHistoryOf(payout.chef.id)}>
            {t('historyOf', { name: payout.chef.name })}
          </Button>
          {historyOf === payout.chef.id ? <ChefHistory chefId={payout.chef.id} /> : null}
        </article>
      ))}
    </div>
  );
}
