import { useId, useMemo } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import {
  hasAnyValue,
  lineChartConfig,
  monthCell,
  monthLabels,
  type LineDataset,
} from '../utils/chart-data';
import { ChartCanvas } from './chart-canvas';
import { prefersMotion } from './chart-setup';

type MonthlyChartProps = {
  title: string;
  /** Pass a memoised list: a new one rebuilds the chart. */
  datasets: LineDataset[];
  testId: string;
  legend: boolean;
};

/**
 * product §3.5: a monthly line chart, Jan to Dec, stars 0 to 5. The canvas is one labelled
 * image; the values are repeated in a visually hidden table for screen readers.
 */
export function MonthlyChart({ title, datasets, testId, legend }: MonthlyChartProps) {
  const { t, locale } = useTexts('analytics');
  const headingId = useId();
  const config = useMemo(
    () => lineChartConfig(datasets, { legend, animate: prefersMotion(), locale }),
    [datasets, legend, locale],
  );
  const empty = !datasets.some((dataset) => hasAnyValue(dataset.data));
  return (
    <section
      className="analytics-card analytics-chart-card"
      data-testid={testId}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="analytics-card__title">
        {title}
      </h2>
      <div className="analytics-chart analytics-chart--line">
        <ChartCanvas config={config} label={t('monthlyChartLabel', { title })} />
      </div>
      {empty ? <p className="analytics-card__note">{t('noRatings')}</p> : null}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            {datasets.map((dataset, index) => (
              <th scope="col" key={index}>
                {dataset.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthLabels(locale).map((month, monthIndex) => (
            <tr key={monthIndex}>
              <th scope="row">{month}</th>
              {datasets.map((dataset, index) => (
                <td key={index}>
                  {(dataset.data[monthIndex] ?? null) === null
                    ? t('noValue')
                    : monthCell(dataset.data[monthIndex] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
