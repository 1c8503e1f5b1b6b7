import type { ChartConfiguration, ChartDataset } from 'chart.js';
import {
  RATING_MAX,
  analyticsMessages,
  chartMonths,
  monthName,
  ratingBand,
  type Locale,
  type DishRatingSummary,
  type MonthlySeries,
  type RatingBand,
} from '@lutong/shared';

// Pure builders for the analytics charts and list (product §3.5, §11); the page only draws them.

/** Twelve monthly values, Jan to Dec: null where no rating (a gap in the line). */
export type MonthValues = (number | null)[];
export type LineDataset = ChartDataset<'line', MonthValues>;

/**
 * Line colours (canvas cannot read CSS custom properties): the brand's leaf, terracotta and ube
 * from tokens.css first, then darker companions; each is at least 3:1 on white (WCAG 1.4.11).
 * Point shapes differ too, so two series are told apart without colour.
 */
export const SERIES_COLOURS = [
  '#2e7d4f', // --color-leaf-600
  '#b4532f', // --color-terracotta-600
  '#6a3fa0', // --color-ube-600
  '#1f63a8',
  '#8a5a00',
  '#00796b',
  '#ad1457',
  '#174a2e', // --color-leaf-800
] as const;
export const POINT_STYLES = [
  'circle',
  'rect',
  'triangle',
  'rectRot',
  'star',
  'crossRot',
  'rectRounded',
  'cross',
] as const;
/** The doughnut's two slices: --color-leaf-600 and --color-terracotta-600. */
export const PRICE_COLOURS = ['#2e7d4f', '#b4532f'] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The 12 months of a reply, each a number within 0..5 or null; short or missing replies pad. */
export function monthValues(dataA: readonly (number | null | undefined)[] | null | undefined) {
  return chartMonths.map((_, month): number | null => {
    const value = dataA?.[month];
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    return Math.min(RATING_MAX, Math.max(0, value));
  });
}

export const hasAnyValue = (values: readonly (number | null)[]) =>
  values.some((value) => value !== null);

/** One line per series; null months stay gaps (spanGaps false), never drawn as 0. */
export function lineDatasets(series: readonly MonthlySeries[]): LineDataset[] {
  return series.map((one, index) => {
    const colour = pick(SERIES_COLOURS, index);
    return {
      label: one.name,
      data: monthValues(one.dataA),
      borderColor: colour,
      backgroundColor: colour,
      pointStyle: pick(POINT_STYLES, index),
      pointRadius: 4,
      pointHoverRadius: 6,
      borderWidth: 2,
      tension: 0.2,
      spanGaps: false,
      // A 5-star month sits on the top edge: draw its point whole, not cut by the chart area.
      clip: false,
    };
  });
}

/** The chart's twelve months in the reader's language: 'Jan' to 'Dec', Filipino 'Ene' to 'Dis'. */
export const monthLabels = (locale: Locale): string[] =>
  chartMonths.map((_, month) => monthName(month, locale));

/** product §3.5: x axis Jan to Dec, rating axis 0 to 5 in steps of 1. */
export function lineChartConfig(
  datasets: LineDataset[],
  options: { legend: boolean; animate: boolean; locale?: Locale },
): ChartConfiguration<'line', MonthValues, string> {
  return {
    type: 'line',
    data: { labels: monthLabels(options.locale ?? 'en'), datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: options.animate ? {} : false,
      interaction: { mode: 'nearest', intersect: false },
      layout: { padding: { top: 8, right: 8 } },
      scales: {
        x: { grid: { display: false } },
        y: { min: 0, max: RATING_MAX, ticks: { stepSize: 1 } },
      },
      plugins: {
        legend: {
          display: options.legend,
          position: 'bottom',
          labels: { usePointStyle: true },
        },
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${formatAverage(item.parsed.y ?? 0)}`,
          },
        },
      },
    },
  };
}

/** product §3.5: the price chart is COMING SOON, fixed at 50/50. */
export const PRICE_SPLIT = [50, 50] as const;

export function priceChartConfig(options: {
  animate: boolean;
  /** the two slices' names in the reader's language; the spec's English otherwise */
  labels?: [goodValue: string, expensive: string];
}): ChartConfiguration<'doughnut', number[], string> {
  return {
    type: 'doughnut',
    data: {
      labels: options.labels ?? [analyticsMessages.goodValue, analyticsMessages.expensive],
      datasets: [
        {
          data: [...PRICE_SPLIT],
          backgroundColor: [...PRICE_COLOURS],
          borderColor: '#ffffff',
          borderWidth: 2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: options.animate ? {} : false,
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (item) => `${item.label}: ${item.parsed}%` } },
      },
    },
  };
}

/** An average as the list shows it: 2 decimals (product §2 rating circle). */
export const formatAverage = (average: number) => average.toFixed(2);

/** A month's cell in the charts' text fallback. */
export const monthCell = (value: number | null) =>
  value === null ? analyticsMessages.noValue : formatAverage(value);

export type DishAverageView = {
  id: string;
  name: string;
  photo: string | null;
  /** '4.25', or 'No ratings yet' for a dish nobody rated. */
  averageText: string;
  count: number;
  /** product §3.5 colour band; 'none' for a dish without ratings (not a red 0). */
  band: RatingBand | 'none';
};

export function dishAverageView(dish: DishRatingSummary): DishAverageView {
  const rated = dish.ratingsQuantity > 0;
  return {
    id: dish._id,
    name: dish.name,
    photo: dish.photo,
    averageText: rated ? formatAverage(dish.ratingsAverage) : analyticsMessages.noRatings,
    count: dish.ratingsQuantity,
    band: rated ? ratingBand(dish.ratingsAverage) : 'none',
  };
}
