import { describe, expect, it } from 'vitest';
import { analyticsMessages } from '@lutong/shared';
import {
  PRICE_SPLIT,
  SERIES_COLOURS,
  dishAverageView,
  formatAverage,
  hasAnyValue,
  lineChartConfig,
  lineDatasets,
  monthCell,
  monthValues,
  priceChartConfig,
} from './chart-data';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('monthly values (product §3.5, §11: 12 months, stars 0 to 5)', () => {
  it('keeps months without ratings as gaps, not zeros', () => {
    const values = monthValues([4.5, null, 3, null, null, null, null, null, null, null, null, 5]);
    expect(values).toEqual([4.5, null, 3, null, null, null, null, null, null, null, null, 5]);
  });

  it('pads a short or missing reply to twelve months', () => {
    expect(monthValues([4])).toHaveLength(12);
    expect(monthValues([4])[0]).toBe(4);
    expect(monthValues(null)).toEqual(Array.from({ length: 12 }, () => null));
    expect(hasAnyValue(monthValues(null))).toBe(false);
    expect(hasAnyValue(monthValues([null, 2]))).toBe(true);
  });

  it('keeps values within the 0 to 5 scale', () => {
    expect(monthValues([7, -1, Number.NaN]).slice(0, 3)).toEqual([5, 0, null]);
  });
});

describe('the Dish Quality Monitoring chart', () => {
  const series = [
    { name: 'Kare-kare', dataA: [4, null, 5] },
    { name: 'Sinigang', dataA: [3] },
  ];

  it('draws one line per dish, named after it, with gaps left open', () => {
    const datasets = lineDatasets(series);
    expect(datasets.map((d) => d.label)).toEqual(['Kare-kare', 'Sinigang']);
    expect(datasets.every((d) => d.spanGaps === false)).toBe(true);
    expect(datasets[0]?.data.slice(0, 3)).toEqual([4, null, 5]);
  });

  it('gives each dish its own colour and point shape, cycling past the palette', () => {
    const many = Array.from({ length: SERIES_COLOURS.length + 1 }, (_, i) => ({
      name: `Dish ${i}`,
      dataA: [],
    }));
    const datasets = lineDatasets(many);
    expect(datasets[0]?.borderColor).not.toBe(datasets[1]?.borderColor);
    expect(datasets[0]?.pointStyle).not.toBe(datasets[1]?.pointStyle);
    expect(datasets[SERIES_COLOURS.length]?.borderColor).toBe(datasets[0]?.borderColor);
  });

  it('runs Jan to Dec with a 0 to 5 rating axis in steps of 1', () => {
    const config = lineChartConfig(lineDatasets(series), { legend: true, animate: false });
    expect(config.data.labels).toEqual(months);
    const fil = lineChartConfig([], { legend: false, animate: false, locale: 'fil' });
    expect(fil.data.labels?.slice(0, 2)).toEqual(['Ene', 'Peb']);
    expect(fil.data.labels?.[11]).toBe('Dis');
    const y = config.options?.scales?.y;
    expect(y).toMatchObject({ min: 0, max: 5, ticks: { stepSize: 1 } });
    expect(config.options?.animation).toBe(false);
  });
});

describe('the Is the Price Right? chart', () => {
  it('is fixed at 50/50 Good Value and Expensive (COMING SOON)', () => {
    const config = priceChartConfig({ animate: true });
    expect(config.type).toBe('doughnut');
    expect(config.data.labels).toEqual(['Good Value', 'Expensive']);
    const fil = priceChartConfig({ animate: false, labels: ['Sulit', 'Mahal'] });
    expect(fil.data.labels).toEqual(['Sulit', 'Mahal']);
    expect(config.data.datasets[0]?.data).toEqual([50, 50]);
    expect(PRICE_SPLIT).toEqual([50, 50]);
  });
});

describe('Current Average Dish Ratings', () => {
  const dish = (ratingsAverage: number, ratingsQuantity = 5) => ({
    _id: 'd1',
    name: 'Adobo',
    photo: null,
    ratingsAverage,
    ratingsQuantity,
  });

  it('shows the average to 2 decimals', () => {
    expect(dishAverageView(dish(4)).averageText).toBe('4.00');
    expect(dishAverageView(dish(3.456)).averageText).toBe('3.46');
    expect(formatAverage(2.5)).toBe('2.50');
  });

  it('colours above 3.5 green, above 2.5 up to 3.5 orange-red, otherwise red', () => {
    expect(dishAverageView(dish(3.6)).band).toBe('green');
    expect(dishAverageView(dish(3.5)).band).toBe('orange-red');
    expect(dishAverageView(dish(2.6)).band).toBe('orange-red');
    expect(dishAverageView(dish(2.5)).band).toBe('red');
  });

  it('does not paint an unrated dish red', () => {
    const view = dishAverageView(dish(0, 0));
    expect(view.band).toBe('none');
    expect(view.averageText).toBe(analyticsMessages.noRatings);
  });

  it('words a month without ratings in the text fallback', () => {
    expect(monthCell(null)).toBe(analyticsMessages.noValue);
    expect(monthCell(4.5)).toBe('4.50');
  });
});
