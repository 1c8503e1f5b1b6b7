import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = {
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

let t: TestApp;
let api: Document;
beforeAll(async () => {
  t = await createTestApp();
  api = (await t.client().get<Document>('/api/docs/json')).body;
});
afterAll(async () => t.close());

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, op })),
  );
const operation = (method: string, path: string) => api.paths[path]?.[method];

describe('the API document (issue 21, decision 035)', () => {
  it('gives every route a summary and a tag', () => {
    const all = operations(api);
    expect(all.length).toBeGreaterThan(80);
    const bare = all
      .filter(({ op }) => !op.summary?.trim() || !op.tags?.length)
      .map(({ route }) => route);
    expect(bare).toEqual([]);
  });

  it('declares the session cookie as a security scheme on the routes that need a session', () => {
    expect(api.components?.securitySchemes?.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'lb_session',
    });
    expect(operation('get', '/api/v1/orders/me')?.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('post', '/api/v1/dishes')?.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('post', '/api/v1/users/login')?.security).toBeUndefined();
    expect(operation('get', '/api/v1/users/getChefs')?.security).toBeUndefined();
  });

  it("declares the failures each route can answer, in the app's error body", () => {
    const codes = (method: string, path: string) =>
      Object.keys(operation(method, path)?.responses ?? {}).sort();
    expect(codes('post', '/api/v1/users/login')).toEqual([
      '200',
      '400',
      '403',
      '404',
      '409',
      '429',
    ]);
    expect(codes('post', '/api/v1/dishes')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
    expect(codes('get', '/api/v1/orders/me')).toEqual(['200', '400', '401', '403', '404']);
    const failure = operation('get', '/api/v1/orders/me')?.responses?.['401'] as {
      content: Record<string, { schema: { $ref: string } }>;
    };
    expect(failure.content['application/json']?.schema.$ref).toBe('#/components/schemas/Failure');
    const body = api.components?.schemas?.Failure as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(['status', 'code', 'message']);
  });

  it("keeps the simulators' routes in their own document", async () => {
    expect(Object.keys(api.paths).filter((p) => p.startsWith('/_sim'))).toEqual([]);
    const sims = (await t.client().get<Document>('/_sim/docs/json')).body;
    expect(sims.info.title).toMatch(/simulators/);
    const paths = Object.keys(sims.paths);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((p) => p.startsWith('/_sim/'))).toBe(true);
  });
});

describe('API documentation switched off (production default)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { API_DOCS: 'false' } });
  });
  afterAll(async () => off.close());

  it('answers 404 at /api/docs', async () => {
    expect((await off.client().get('/api/docs/json')).status).toBe(404);
    expect((await off.client().get('/api/docs')).status).toBe(404);
  });
});
