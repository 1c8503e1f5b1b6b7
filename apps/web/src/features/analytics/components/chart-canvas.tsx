import { useEffect, useRef } from 'react';
import type { ChartConfiguration, ChartType, DefaultDataPoint } from 'chart.js';
import { Chart } from './chart-setup';

type ChartCanvasProps<TType extends ChartType, TData, TLabel> = {
  config: ChartConfiguration<TType, TData, TLabel>;
  /** The chart's accessible name; the values themselves are in a text fallback beside it. */
  label: string;
};

/**
 * A small React wrapper around one Chart.js chart: created on mount, rebuilt when its config
 * changes (pass a memoised config), destroyed on unmount.
 */
export function ChartCanvas<
  TType extends ChartType,
  TData = DefaultDataPoint<TType>,
  TLabel = unknown,
>({ config, label }: ChartCanvasProps<TType, TData, TLabel>) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [config]);

  return <canvas ref={canvas} role="img" aria-label={label} />;
}
