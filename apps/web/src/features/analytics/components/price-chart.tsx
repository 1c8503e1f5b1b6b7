import { useId, useMemo } from 'react';
import { analyticsMessages } from '@lutong/shared';
import { Tag } from '../../../components/tag';
import { PRICE_SPLIT, priceChartConfig } from '../utils/chart-data';
import { ChartCanvas } from './chart-canvas';
import { prefersMotion } from './chart-setup';

/** product §3.5: a doughnut 'Is the Price Right?' marked COMING SOON, fixed at 50/50. */
export function PriceChart() {
  const headingId = useId();
  const config = useMemo(() => priceChartConfig({ animate: prefersMotion() }), []);
  const [goodValue, expensive] = PRICE_SPLIT;
  return (
    <section
      className="analytics-card analytics-chart-card analytics-price"
      data-testid="chart-price"
      aria-labelledby={headingId}
    >
      <div className="analytics-card__head">
        <h2 id={headingId} className="analytics-card__title">
          {analyticsMessages.priceRight}
        </h2>
        <Tag tone="new" testId="price-coming-soon">
          {analyticsMessages.comingSoon}
        </Tag>
      </div>
      <div className="analytics-chart analytics-chart--doughnut">
        <ChartCanvas config={config} label={analyticsMessages.priceChartLabel} />
      </div>
      <table className="visually-hidden">
        <caption>{analyticsMessages.priceRight}</caption>
        <tbody>
          <tr>
            <th scope="row">{analyticsMessages.goodValue}</th>
            <td>{goodValue}%</td>
          </tr>
          <tr>
            <th scope="row">{analyticsMessages.expensive}</th>
            <td>{expensive}%</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
