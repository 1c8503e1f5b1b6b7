import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { requestOrigin } from '../lib/request-origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser's fetch() or a typed-in / same-site navigation says (Fetch Metadata). */
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);
/** A fetch() call or a page navigation; never an <img>, <script> or <iframe> of a page. */
const OWN_FETCH_DESTS = new Set(['empty', 'document']);

/**
 * ARCHITECTURE §4: a mutating API request needs a JSON (or multipart upload) body or our custom header,
 * and, when the browser says where it comes from, our own origin. A cross-site HTML form can send
 * neither a JSON content type nor a same-origin Origin, so it cannot act for a signed-in user.
 * Provider webhooks are server-to-server and are verified by their signatures instead.
 *
 * Issue 20: a few GET routes act too (`guardedReads`: the spec's GET /users/logout). Those need
 * positive proof that our own pages asked: Sec-Fetch-Site same-origin (or none: typed in), else an
 * Origin or Referer of our own, else our custom header (which another site cannot send without
 * our CORS consent); and never an image, script or frame (Sec-Fetch-Dest).
 */
export function registerSameOriginGuard(
  app: FastifyInstance,
  options: { publicUrl: string; exemptPrefixes: string[]; guardedReads?: string[] },
): void {
  const allowedOrigin = new URL(options.publicUrl).origin;
  const guardedReads = new Set(options.guardedReads ?? []);
  const isOwn = (origin: string | undefined, request: FastifyRequest) =>
    origin === allowedOrigin || origin === requestOrigin(request);

  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (SAFE_METHODS.has(request.method)) {
      // the route matched, not the URL as sent (which may be encoded or carry a query)
      // (HEAD too: Fastify answers it with the GET route's handler)
      if (request.method !== 'OPTIONS' && guardedReads.has(request.routeOptions.url ?? '')) {
        if (!provesOwnSite(request, isOwn)) throw new AppError('CROSS_SITE');
      }
      return;
    }
    if (!url.startsWith('/api/')) return;
    if (options.exemptPrefixes.some((prefix) => url.startsWith(prefix))) return;

    const origin = request.headers.origin;
    if (origin !== undefined && !isOwn(origin, request)) {
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

function provesOwnSite(
  request: FastifyRequest,
  isOwn: (origin: string | undefined, request: FastifyRequest) => boolean,
): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined && !OWN_FETCH_DESTS.has(dest)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return OWN_SITE_FETCHES.has(site);
  const origin = request.headers.origin;
  if (origin !== undefined) return isOwn(origin, request);
  const referer = request.headers.referer;
  if (referer !== undefined) return isOwn(originOf(referer), request);
  return request.headers['x-requested-with'] !== undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
