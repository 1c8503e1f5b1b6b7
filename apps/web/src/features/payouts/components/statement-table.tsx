import {
  formatCentavos,
  orderDayText,
  orderNumberText,
  type StatementLine,
  type StatementTotals,
} from '@lutong/shared';

/**
 * Issue 19: a statement, one row per order (or refund deducted after its payout), and the totals,
 * which are the sums of the rows to the centavo (packages/shared payouts/statement.ts).
 */
export function StatementTable(props: {
  lines: StatementLine[];
  totals: StatementTotals;
  caption: string;
  testId?: string;
}) {
  const { lines, totals } = props;
  return (
    <div className="payouts-table-wrap">
      <table className="payouts-table" data-testid={props.testId}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Food</th>
            <th scope="col">Fees</th>
            <th scope="col">Commission 5%</th>
            <th scope="col">Refunds</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.number}`} data-testid="statement-line">
              <th scope="row">
                <span className="payouts-table__number">{orderNumberText(line)}</span>
                <span className="payouts-table__date">
                  {orderDayText(line.date)}
                  {line.kind === 'refund' ? ' · refund after payout' : ''}
                </span>
              </th>
              <td data-label="Food">{formatCentavos(line.food)}</td>
              <td data-label="Fees">{formatCentavos(line.fees)}</td>
              <td data-label="Commission 5%">{formatCentavos(-line.commission)}</td>
              <td data-label="Refunds">{formatCentavos(-line.refund)}</td>
              <td data-label="Net">{formatCentavos(line.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="statement-total">
            <th scope="row">Total</th>
            <td data-label="Food">{formatCentavos(totals.food)}</td>
            <td data-label="Fees">{formatCentavos(totals.fees)}</td>
            <td data-label="Commission 5%">{formatCentavos(-totals.commission)}</td>
            <td data-label="Refunds">{formatCentavos(-totals.refund)}</td>
            <td data-label="Net">{formatCentavos(totals.net)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="payouts-note">
        Fees are the delivery and service fees your customers paid; they go to the courier and the
        payment provider, not into your payout.
      </p>
    </div>
  );
}
