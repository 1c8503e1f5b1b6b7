import { useState } from 'react';
import { formatCentavos, orderDayText } from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import { statementCsvUrl, usePayoutStatement, type Payout } from '../api/get-payouts';
import { StatementTable } from './statement-table';

const statusText = {
  held: 'statusHeld',
  pending: 'statusPending',
  sent: 'statusSent',
} as const satisfies Record<Payout['status'], string>;

function Statement({ payout }: { payout: Payout }) {
  const statement = usePayoutStatement(payout.id);
  const { t, locale } = useTexts('payouts');
  if (statement.isError) return <p className="payouts-note">{statement.error.message}</p>;
  if (!statement.data) return <p className="payouts-note">{t('loadingStatement')}</p>;
  return (
    <StatementTable
      lines={statement.data.lines}
      totals={statement.data.totals}
      caption={t('statementCaption', { week: orderDayText(payout.weekStart, locale) })}
      testId="payout-statement"
    />
  );
}

/** Issue 19: the chef's past payouts, newest first, each with its statement and its CSV. */
export function PastPayouts({ payouts }: { payouts: Payout[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const { t, locale } = useTexts('payouts');
  if (payouts.length === 0) {
    return <p className="payouts-note">{t('noPayouts')}</p>;
  }
  return (
    <ul className="payouts-list">
      {payouts.map((payout) => (
        <li key={payout.id} className="payouts-card" data-testid="payout">
          <div className="payouts-list__head">
            <div>
              <h3>{t('weekOf', { week: orderDayText(payout.weekStart, locale) })}</h3>
              <p className={`payouts-status payouts-status--${payout.status}`}>
                {t(statusText[payout.status])}
                {payout.transferReference
                  ? ` · ${t('reference', { reference: payout.transferReference })}`
                  : ''}
              </p>
            </div>
            <strong className="payouts-amount">{formatCentavos(payout.net)}</strong>
          </div>
          <div className="payouts-actions">
            <Button
              variant="secondary"
              aria-expanded={open === payout.id}
              onClick={() => setOpen(open === payout.id ? null : payout.id)}
            >
              {open === payout.id ? t('hideStatement') : t('viewStatement')}
            </Button>
            <a className="btn btn--ghost" href={statementCsvUrl(payout.id)} download>
              <span>{t('downloadCsv')}</span>
            </a>
          </div>
          {open === payout.id ? <Statement payout={payout} /> : null}
        </li>
      ))}
    </ul>
  );
}
