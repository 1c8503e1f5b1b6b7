import { API_BASE } from './api-client';

// Decision 031: browser errors (the error boundary's, window errors and unhandled rejections) go to
// the error tracker named by SENTRY_BROWSER_DSN. Nothing is loaded until the first error: only then
// is /config asked for the DSN and, when there is one, the tracker's SDK imported (its own chunk,
// never in the landing page's JS). Without a DSN nothing is sent.

export type ErrorReportingConfig = { dsn: string | null; environment: string };
type Reporter = { capture: (error: unknown) => void };

/** A page stuck throwing in a loop does not flood the tracker. */
const MAX_REPORTS = 20;
let reports = 0;
let reporter: Promise<Reporter | null> | null = null;

async function loadReporter(): Promise<Reporter | null> {
  const res = await fetch(`${API_BASE}/config`, { credentials: 'same-origin' });
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: { errorReporting?: ErrorReportingConfig } };
  const settings = body.data?.errorReporting;
  if (!settings?.dsn) return null;
  const { startSentryReporter } = await import('./sentry-reporter');
  return startSentryReporter({ dsn: settings.dsn, environment: settings.environment });
}

/** Sends `error` to the error tracker, if one is configured. */
export function reportError(error: unknown): void {
  if (reports >= MAX_REPORTS) return;
  reports += 1;
  reporter ??= loadReporter().catch(() => null);
  void reporter.then((r) => r?.capture(error));
}

/** Reports what nothing caught: window errors and unhandled promise rejections. */
export function reportUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportError(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
