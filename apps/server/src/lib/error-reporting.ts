import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  Scope,
  type BaseTransportOptions,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { scrubErrorEvent } from '@lutong/shared';

// Decision 031: unhandled server errors go to Sentry (or any tracker speaking its envelope
// protocol) when SENTRY_DSN is set; without it nothing is sent anywhere. Sentry's core SDK, not
// @sentry/node: no OpenTelemetry, no patched modules, only the errors we hand it.

/** What is told about the request an error happened in: never its cookies, headers or body. */
export type ReportedRequest = { method: string; route: string | undefined; id: string };

export type ErrorReporter = {
  readonly enabled: boolean;
  capture: (error: unknown, request?: ReportedRequest) => void;
  /** Waits (at most `timeoutMs`) until what was captured is sent. */
  flush: (timeoutMs?: number) => Promise<boolean>;
};

export const noErrorReporter: ErrorReporter = {
  enabled: false,
  capture: () => {},
  flush: async () => true,
};

export function createErrorReporter(options: {
  dsn: string | null;
  environment: string;
}): ErrorReporter {
  if (!options.dsn) return noErrorReporter;
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    transport: fetchTransport,
    beforeSend: (event) => scrubErrorEvent(event),
  });
  client.init();
  return {
    enabled: true,
    capture(error, request) {
      const scope = new Scope();
      if (request) {
        scope.setTag('route', request.route ?? 'unmatched');
        scope.setTag('request_id', request.id);
      }
      client.captureException(error, { mechanism: { type: 'generic', handled: false } }, scope);
    },
    flush: async (timeoutMs = 2_000) => client.flush(timeoutMs),
  };
}

/** Sentry's envelope transport over the platform's fetch. */
function fetchTransport(options: BaseTransportOptions) {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      // a copy on its own ArrayBuffer, as fetch's types ask
      body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
      headers: { 'content-type': 'application/x-sentry-envelope', ...options.headers },
      signal: AbortSignal.timeout(5_000),
    });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}
