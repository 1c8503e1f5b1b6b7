import {
  formatCentavos,
  orderDayText,
  orderNumberText,
  type StatementLine,
  type StatementTotals,
} from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';

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
  const { t, locale } = useTexts('payouts');
  const food = t('colFood');
  const fees = t('colFees');
  const commission = t('colCommission');
  const refunds = t('colRefunds');
  const net = t('colNet');
  return (
    <div className="payouts-table-wrap">
      <table className="payouts-table" data-testid={props.testId}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colOrder')}</th>
            <th scope="col">{food}</th>
            <th scope="col">{fees}</th>
            <th scope="col">{commission}</th>
            <th scope="col">{refunds}</th>
            <th scope="col">{net}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.number}`} data-testid="statement-line">
              <th scope="row">
                <span className="payouts-table__number">{orderNumberText(line)}</span>
                <span className="payouts-table__date">
                  {orderDayText(line.date, locale)}
                  {line.kind === 'refund' ? t('refundAfterPayout') : ''}
                </span>
              </th>
              <td data-label={food}>{formatCentavos(line.food)}</td>
              <td data-label={fees}>{formatCentavos(line.fees)}</td>
              <td data-label={commission}>{formatCentavos(-line.commission)}</td>
              <td data-label={refunds}>{formatCentavos(-line.refund)}</td>
              <td data-label={net}>{formatCentavos(line.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="statement-total">
            <th scope="row">{t('total')}</th>
            <td data-label={food}>{formatCentavos(totals.food)}</td>
            <td data-label={fees}>{formatCentavos(totals.fees)}</td>
            <td data-label={commission}>{formatCentavos(-totals.commission)}</td>
            <td data-label={refunds}>{formatCentavos(-totals.refund)}</td>
            <td data-label={net}>{formatCentavos(totals.net)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="payouts-note">{t('feesNote')}</p>
    </div>
  );
}
