import { useState } from 'react';
import { formatCentavos, orderDayText } from '@lutong/shared';
import { Button } from '../../../components/button';
import { statementCsvUrl, usePayoutStatement, type Payout } from '../api/get-payouts';
import { StatementTable } from './statement-table';

const statusText: Record<Payout['status'], string> = {
  held: 'Held until you add payout details',
  pending: 'To be sent',
  sent: 'Sent',
};

function Statement({ payout }: { payout: Payout }) {
  const statement = usePayoutStatement(payout.id);
  if (statement.isError) return <p className="payouts-note">{statement.error.message}</p>;
  if (!statement.data) return <p className="payouts-note">Loading the statement…</p>;
  return (
    <StatementTable
      lines={statement.data.lines}
      totals={statement.data.totals}
      caption={`Statement for the week of ${orderDayText(payout.weekStart)}`}
      testId="payout-statement"
    />
  );
}

/** Issue 19: the chef's past payouts, newest first, each with its statement and its CSV. */
export function PastPayouts({ payouts }: { payouts: Payout[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (payouts.length === 0) {
    return (
      <p className="payouts-note">
        No payouts yet: your first comes after your first week of sales.
      </p>
    );
  }
  return (
    <ul className="payouts-list">
      {payouts.map((payout) => (
        <li key={payout.id} className="payouts-card" data-testid="payout">
          <div className="payouts-list__head">
            <div>
              <h3>Week of {orderDayText(payout.weekStart)}</h3>
              <p className={`payouts-status payouts-status--${payout.status}`}>
                {statusText[payout.status]}
                {payout.transferReference ? ` · reference ${payout.transferReference}` : ''}
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
              {open === payout.id ? 'Hide statement' : 'View statement'}
            </Button>
            <a className="btn btn--ghost" href={statementCsvUrl(payout.id)} download>
              <span>Download CSV</span>
            </a>
          </div>
          {open === payout.id ? <Statement payout={payout} /> : null}
        </li>
      ))}
    </ul>
  );
}
