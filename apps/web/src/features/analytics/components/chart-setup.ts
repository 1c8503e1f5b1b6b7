import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';

// ARCHITECTURE §7: charts with Chart.js. Only the pieces these charts use are registered, so the
// bundler leaves the rest of Chart.js out (and this module is only reached from the lazy
// analytics route, so Chart.js stays in that chunk).
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  DoughnutController,
  ArcElement,
  Legend,
  Tooltip,
);

// The app's text face and soft ink (tokens.css --font-text, --color-ink-soft).
Chart.defaults.font.family = "'Nunito', system-ui, -apple-system, 'Segoe UI', sans-serif";
Chart.defaults.color = '#44403c';

export { Chart };

/** No chart animation for people who ask their system for less motion. */
export const prefersMotion = () =>
  typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
