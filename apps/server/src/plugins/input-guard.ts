import type { FastifyInstance } from 'fastify';
import { messages } from '@lutong/shared';
import { AppError } from '../lib/errors.js';

// Issue 20 (security 4): PostgreSQL text cannot hold a NUL byte, and no field of ours means one.
// Every request's query, path parameters and JSON body are read here once, before any route's
// validation: a string (or key) with \u0000 anywhere is a 400 that changes nothing, for every
// route, guests' searches included. Raw bodies (the signed webhooks' Buffers) are left alone.

const NUL = '\u0000';

/** True when `value` (a parsed query, params or JSON body) holds a NUL byte in a string or a key. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(NUL) || holdsNul(item, depth + 1),
  );
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new AppError('VALIDATION', messages.invalidInput);
    }
  });
}
