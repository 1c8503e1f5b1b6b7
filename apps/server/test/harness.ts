import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { freePort } from './free-port.js';
import { TEMPLATE_DB, withDatabase } from './global-setup.pg.js';

export const driver = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'pg';

/** A migrated database of its own for one test file, on the driver of the current project. */
export async function openTestDatabase(): Promise<Database> {
  if (driver === 'pglite') {
    const dump = readFileSync(inject('pgliteDump'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  baseUrl: string;
  client: () => TestClient;
  close: () => Promise<void>;
};

/** The configuration of a second instance beside `t`: its public address, a data directory of its own. */
export function configBeside(t: TestApp, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: t.baseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-b-')),
    SEED_DEMO: 'false',
    ...env,
  });
}

/** The real app on a real database, listening on a loopback port (for the simulators' JWKS). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: () => Date;
    mailerFactory?: (db: Database['db']) => NonNullable<AppOptions['mailer']>;
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-data-')),
    SEED_DEMO: 'false',
    SHUTDOWN_GRACE_MS: '200',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailerFactory ? { mailer: options.mailerFactory(database.db) } : {}),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    database,
    baseUrl: config.publicUrl,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Reply<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  cookies: string[];
};

/**
 * Speaks HTTP to the app, keeping cookies like a browser would: through `inject` for an app in this
 * process, or over a real socket for a base URL (another process, or the listening port).
 */
export class TestClient {
  readonly jar = new Map<string, string>();
  constructor(private readonly target: FastifyInstance | string) {}

  private async send(
    method: string,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
    if (typeof this.target !== 'string') {
      return this.target.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
    }
    const res = await fetch(`${this.target}${url}`, {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
      redirect: 'manual',
    });
    const replyHeaders: Record<string, unknown> = Object.fromEntries(res.headers);
    replyHeaders['set-cookie'] = res.headers.getSetCookie();
    return { statusCode: res.status, headers: replyHeaders, body: await res.text() };
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...options.headers };
    const res = await this.send(
      method,
      url,
      options.body !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
      options.body !== undefined ? JSON.stringify(options.body) : undefined,
    );
    const setCookies = ([] as string[]).concat(
      (res.headers['set-cookie'] as string | string[] | undefined) ?? [],
    );
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const v = value.join('=');
      if (v === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), v);
    }
    const text = res.body;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (HTML pages of the simulators)
    }
    return { status: res.statusCode, body: body as T, headers: res.headers, cookies: setCookies };
  }

  get = <T = Record<string, unknown>>(url: string, headers?: Record<string, string>) =>
    this.request<T>('GET', url, headers ? { headers } : {});
  post = <T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => this.request<T>('POST', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  patch = <T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => this.request<T>('PATCH', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  put = <T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => this.request<T>('PUT', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
}

export const uniqueEmail = (label = 'user') =>
  `${label}-${randomBytes(5).toString('hex')}@example.ph`;

/** Polls until `check` returns a value (for work done by background jobs). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
