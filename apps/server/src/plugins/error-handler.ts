import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure } from '@lutong/shared';
import { AppError, catalogueTextOf, wordText } from '../lib/errors.js';
import { requestLocale, word } from '../lib/i18n.js';
import { noErrorReporter, type ErrorReporter } from '../lib/error-reporting.js';

/** One error handler: the spec's `{status, code, message}` envelope with the right HTTP status. */
export function registerErrorHandler(
  app: FastifyInstance,
  reporter: ErrorReporter = noErrorReporter,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // issue 23: every answer's message in the request's language (English byte-identical)
    const t = word(request);
    if (error instanceof AppError) {
      const message = error.text ? wordText(requestLocale(request), error.text) : error.message;
      const body: ApiFailure = { status: 'fail', code: error.code, message };
      return reply.status(error.status).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // zod's message is a rule's English: worded again in the request's language (decision 044)
      const named = first?.message ? catalogueTextOf(first.message) : null;
      const message = named
        ? wordText(requestLocale(request), named)
        : (first?.message ?? 'Invalid request');
      const body: ApiFailure = { status: 'fail', code: 'VALIDATION', message };
      return reply.status(400).send(body);
    }
    const unique = uniqueViolation(error);
    if (unique) {
      // A unique index refused a concurrent duplicate: a conflict, not a crash (issue 20).
      const body: ApiFailure =
        unique.constraint === 'users_email_key'
          ? { status: 'fail', code: 'EMAIL_TAKEN', message: t(emailTakenKey(request.url)) }
          : { status: 'fail', code: 'CONFLICT', message: t('conflict') };
      return reply.status(409).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ status: 'fail', code: 'RATE_LIMITED', message: t('tooManyRequests') });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      const codes: Record<number, ApiFailure['code']> = {
        401: 'UNAUTHENTICATED',
        403: 'FORBIDDEN',
        404: 'NOT_FOUND',
        415: 'UNSUPPORTED_MEDIA_TYPE',
      };
      const code = codes[status] ?? 'VALIDATION';
      return reply.status(status).send({ status: 'fail', code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    reporter.capture(error, {
      method: request.method,
      route: request.routeOptions.url,
      id: request.id,
    });
    return reply.status(500).send({ status: 'error', code: 'INTERNAL', message: t('internal') });
  });
}

/**
 * PostgreSQL's unique violation (23505), as node-postgres or PGlite throws it, or wrapped by
 * drizzle (DrizzleQueryError) or by our own code in `cause`: the driver's error with its constraint.
 */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      return { constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return null;
}

/** The spec's words for an e-mail already used: the signup's, else the profile form's. */
const emailTakenKey = (url: string) =>
  url.startsWith('/api/v1/users/signup') ? 'signupIssue' : 'profileUpdateFailed';
