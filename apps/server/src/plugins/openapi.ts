import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorCodes } from '@lutong/shared';
import { isSessionGuard } from './auth.js';

/** The provider simulators' routes: in their own document, never in the API's (decision 035). */
export const SIM_PREFIX = '/_sim/';
const SESSION_SCHEME = 'sessionCookie';

type Document = { paths?: Record<string, unknown>; [key: string]: unknown };

/**
 * OpenAPI generated from the routes' zod schemas (issue 2), browsable at /api/docs: every route's
 * summary and tags, the failures it can answer in the app's error body, and the session cookie as
 * a security scheme on the routes that need a signing-in. The simulators get their own document at
 * /_sim/docs. Off in production unless API_DOCS=true (issue 21).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { enabled: boolean; cookieName: string; simulators: boolean },
): Promise<void> {
  if (!options.enabled) return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lutong Bahay API', version: '1.0.0' },
      servers: [],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: options.cookieName },
        },
        schemas: { Failure: failureSchema },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/')) return out;
      return { ...out, schema: documented(out.schema, input.route) };
    },
  });
  // Each UI in a scope of its own (the plugin decorates the instance it is registered on).
  const ui = (routePrefix: string, keep: (path: string) => boolean, title?: string) =>
    app.register(async (scope) => {
      await scope.register(swaggerUi, {
        routePrefix,
        staticCSP: true,
        transformSpecification: (document) => only(document as Document, keep, title),
      });
    });
  await ui('/api/docs', (path) => !path.startsWith(SIM_PREFIX));
  if (options.simulators) {
    await ui(
      '/_sim/docs',
      (path) => path.startsWith(SIM_PREFIX),
      'Lutong Bahay provider simulators',
    );
  }
}

/** The app's error body (`{status, code, message}`, error-handler.ts). */
const failureSchema = {
  type: 'object' as const,
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'string' as const, enum: ['fail', 'error'] },
    code: { type: 'string' as const, enum: Object.keys(errorCodes) },
    message: {
      type: 'string' as const,
      description: "the spec's words, shown to the user as they are",
    },
  },
};

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

/** A route's schema with its failures and, when it needs a session, the session cookie. */
function documented(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const secured = [route.onRequest, route.preHandler].flat().some(isSessionGuard);
  const mutating = ![route.method].flat().every((m) => m === 'GET' || m === 'HEAD');
  const limited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const failures: Record<string, ReturnType<typeof failure>> = {
    400: failure('The request is not valid (VALIDATION and others)'),
    ...(secured ? { 401: failure('No session, or it ended (UNAUTHENTICATED)') } : {}),
    ...(secured || mutating
      ? { 403: failure('Not allowed for this account (FORBIDDEN) or from another site') }
      : {}),
    404: failure('Nothing of that kind, or not yours (NOT_FOUND)'),
    ...(mutating ? { 409: failure('Refused in its current state (CONFLICT and others)') } : {}),
    ...(limited ? { 429: failure('Too many requests from here; try again later') } : {}),
  };
  return {
    ...schema,
    response: { ...failures, ...(schema.response as Record<string, unknown> | undefined) },
    ...(secured ? { security: [{ [SESSION_SCHEME]: [] }] } : {}),
  };
}

/** The document with only the paths `keep` accepts (a copy: the UI clones it per request). */
function only(document: Document, keep: (path: string) => boolean, title?: string): Document {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([p]) => keep(p)));
  const info = title ? { ...(document.info as object), title } : document.info;
  return { ...document, info, paths };
}
