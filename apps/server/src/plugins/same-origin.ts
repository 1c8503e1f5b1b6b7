import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { requestOrigin } from '../lib/request-origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN §4: a mutating API request needs a JSON (or multipart upload) body or our custom header,
 * and, when the browser says where it comes from, our own origin. A cross-site HTML form can send
 * neither a JSON content type nor a same-origin Origin, so it cannot act for a signed-in user.
 * Provider webhooks are server-to-server and are verified by their signatures instead.
 */
export function registerSameOriginGuard(
  app: FastifyInstance,
  options: { publicUrl: string; exemptPrefixes: string[] },
): void {
  const allowedOrigin = new URL(options.publicUrl).origin;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const url = request.url;
    if (!url.startsWith('/api/')) return;
    if (options.exemptPrefixes.some((prefix) => url.startsWith(prefix))) return;

    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowedOrigin && origin !== requestOrigin(request)) {
      throw new AppError('CROSS_SITE');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE');

    const type = (request.headers['content-type'] ?? '').toLowerCase();
    const hasBody =
      request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    const isJson = type.startsWith('application/json');
    const isUpload = type.startsWith('multipart/form-data');
    const customHeader = request.headers['x-requested-with'] !== undefined;
    if ((hasBody || type !== '') && !isJson && !isUpload && !customHeader) {
      throw new AppError('CROSS_SITE');
    }
  });
}
