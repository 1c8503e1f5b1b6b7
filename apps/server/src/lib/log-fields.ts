import type { FastifyRequest } from 'fastify';

/**
 * Paths whose last segment is a secret: a password-reset link's token (the page and the API call)
 * an e-mail verification link's token and an unsubscribe link's (decision 048). Whoever reads the logs must not be able to use them.
 */
const SECRET_SEGMENT = /(\/(?:forgotPassword|resetPassword|verify-email|unsubscribe)\/)[^/?#]+/g;
/** Query parameters that carry a secret, wherever they appear. */
const SECRET_PARAM = /([?&](?:token|tokenId|code|key)=)[^&#]*/gi;

/** The URL as a log line may show it: secrets in the path or the query replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_PARAM, '$1[redacted]');
}

/** The request fields of a log line (Fastify's own, with the URL made loggable). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
