import { useId, useMemo } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { Tag } from '../../../components/tag';
import { PRICE_SPLIT, priceChartConfig } from '../utils/chart-data';
import { ChartCanvas } from './chart-canvas';
import { prefersMotion } from './chart-setup';

/** product §3.5: a doughnut 'Is the Price Right?' marked COMING SOON, fixed at 50/50. */
export function PriceChart() {
  const { t } = useTexts('analytics');
  const headingId = useId();
  const config = useMemo(
    () => priceChartConfig({ animate: prefersMotion(), labels: [t('goodValue'), t('expensive')] }),
    [t],
  );
  const [goodValue, expensive] = PRICE_SPLIT;
  return (
    <section
      className="analytics-card analytics-chart-card analytics-price"
      data-testid="chart-price"
      aria-labelledby={headingId}
    >
      <div className="analytics-card__head">
        <h2 id={headingId} className="analytics-card__title">
          {t('priceRight')}
        </h2>
        <Tag tone="new" testId="price-coming-soon">
          {t('comingSoon')}
        </Tag>
      </div>
      <div className="analytics-chart analytics-chart--doughnut">
        <ChartCanvas config={config} label={t('priceChartLabel')} />
      </div>
      <table className="visually-hidden">
        <caption>{t('priceRight')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('goodValue')}</th>
            <td>{goodValue}%</td>
          </tr>
          <tr>
            <th scope="row">{t('expensive')}</th>
            <td>{expensive}%</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
