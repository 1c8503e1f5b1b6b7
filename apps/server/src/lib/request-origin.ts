import type { FastifyRequest } from 'fastify';

/**
 * The origin the client reached us at ('http://127.0.0.1:3000'), from the request's protocol and
 * Host (X-Forwarded-* behind a trusted proxy). In development the simulators' browser-facing
 * addresses follow it, so the app works at whatever host the browser used (decision 027).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
