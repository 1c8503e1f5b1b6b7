import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ApiFailure } from '@lutong/shared';
import { AppError } from '../lib/errors.js';

/** One error handler: the spec's `{status, code, message}` envelope with the right HTTP status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiFailure = { status: 'fail', code: error.code, message: error.message };
      return reply.status(error.status).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      const body: ApiFailure = { status: 'fail', code: 'VALIDATION', message };
      return reply.status(400).send(body);
    }
    if ((error as { code?: unknown }).code === '23505') {
      // A unique index refused a concurrent duplicate: a conflict, not a crash.
      return reply
        .status(409)
        .send({ status: 'fail', code: 'CONFLICT', message: messages.conflict });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ status: 'fail', code: 'RATE_LIMITED', message: messages.tooManyRequests });
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
    return reply
      .status(500)
      .send({ status: 'error', code: 'INTERNAL', message: messages.internal });
  });
}
