import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import { scrubErrorEvent } from '@lutong/shared';

/**
 * Sentry's browser client, loaded only once an error happened and a DSN is configured
 * (error-reporting.ts). A client of its own, not `Sentry.init`: no global handlers (ours report),
 * no breadcrumbs of clicks, console or requests, and every event scrubbed (decision 031).
 */
export function startSentryReporter(settings: { dsn: string; environment: string }) {
  const client = new BrowserClient({
    dsn: settings.dsn,
    environment: settings.environment,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    beforeSend: (event) => {
      event.request = { url: window.location.origin + window.location.pathname };
      return scrubErrorEvent(event);
    },
  });
  client.init();
  return { capture: (error: unknown) => void client.captureException(error) };
}
