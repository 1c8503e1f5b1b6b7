import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SIMULATED } from '../../src/config.js';
import { S3_SIM_PREFIX } from '../../src/sim/s3/s3.sim.js';
import { eventually, TestClient } from '../harness.js';
import { freePort } from '../free-port.js';
import { spawnServer, type ServerProcess } from '../spawn-server.js';

// Issue 21 Operator §6 (decision 033): the BUILT product (apps/server/dist/main.js) with
// NODE_ENV=production, and the provider simulators as their own process (dist/sim/main.js), every
// provider address, key and secret of the product pointed at that process. Nothing is built here:
// CI builds before the hard suite (`npm run test:hard`).

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dist = path.join(root, 'apps', 'server', 'dist');
export const PRODUCT_MAIN = path.join(dist, 'main.js');
export const SIMULATORS_MAIN = path.join(dist, 'sim', 'main.js');
const ADMIN_CREATE = path.join(dist, 'cli', 'admin-create.js');

/** The Google client id and S3 credentials of this "production" (the simulators' defaults). */
const CLIENT_ID = 'lutong-bahay-production-path.apps.googleusercontent.com';
const S3 = { bucket: 'lutong-bahay', accessKeyId: 'sim-s3-access-key', secret: 'sim-s3-secret' };

export type ProductionPath = {
  sim: ServerProcess;
  product: ServerProcess;
  productEnv: Record<string, string>;
  /** what the simulators' outbox received (SMTP mail and SMS), newest first */
  outbox: () => Promise<OutboxItem[]>;
  stop: () => Promise<void>;
};

export type OutboxItem = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  links: string[];
};

export function builtFilesMissing(): string | null {
  for (const file of [PRODUCT_MAIN, SIMULATORS_MAIN]) {
    if (!existsSync(file)) return `${file} is missing: run npm run build first`;
  }
  return null;
}

/** The product's environment in production, every provider at `simUrl`. */
export function productionEnv(input: {
  port: number;
  databaseUrl: string;
  simUrl: string;
  smtpPort: number;
}): Record<string, string> {
  const { simUrl } = input;
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${input.port}`,
    DATABASE_URL: input.databaseUrl,
    DATABASE_POOL_SIZE: '5',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-production-')),
    // part "limits" (issue 21 §4) makes production name its proxy setup; none here
    TRUST_PROXY: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '200',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `${simUrl}/_sim/google/oauth2/v3/certs`,
    GOOGLE_MAPS_KEY: 'AIza-production-path',
    GOOGLE_MAPS_BASE_URL: `${simUrl}/_sim/google-maps`,
    GOOGLE_PLACES_BASE_URL: `${simUrl}/_sim/google-maps`,
    LALAMOVE_API_KEY: SIMULATED.lalamoveApiKey,
    LALAMOVE_API_SECRET: SIMULATED.lalamoveApiSecret,
    LALAMOVE_BASE_URL: `${simUrl}/_sim/lalamove`,
    PAYMONGO_SECRET_KEY: SIMULATED.paymongoSecretKey,
    PAYMONGO_PUBLIC_KEY: SIMULATED.paymongoPublicKey,
    PAYMONGO_WEBHOOK_SECRET: SIMULATED.paymongoWebhookSecret,
    PAYMONGO_BASE_URL: `${simUrl}/_sim/paymongo`,
    PAYMONGO_3DS_FRAME_SRC: simUrl,
    SMTP_URL: `smtp://127.0.0.1:${input.smtpPort}`,
    SMS_API_KEY: SIMULATED.smsApiKey,
    SMS_BASE_URL: `${simUrl}/_sim/semaphore`,
    S3_BUCKET: S3.bucket,
    S3_ENDPOINT: `${simUrl}${S3_SIM_PREFIX}`,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secret,
    S3_PUBLIC_URL: `${simUrl}${S3_SIM_PREFIX}/${S3.bucket}`,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** Starts the simulators process, then the production build pointed at it. */
export async function startProductionPath(databaseUrl: string): Promise<ProductionPath> {
  const [simPort, smtpPort, port] = [await freePort(), await freePort(), await freePort()];
  const sim = await spawnServer({
    name: 'simulators',
    argv: [process.execPath, SIMULATORS_MAIN],
    cwd: root,
    port: simPort,
    readyPath: '/_sim/outbox.json',
    env: {
      SIM_PORT: String(simPort),
      SIM_SMTP_PORT: String(smtpPort),
      SIM_PRODUCT_URL: `http://127.0.0.1:${port}`,
      SIM_S3_BUCKET: S3.bucket,
      SIM_S3_ACCESS_KEY_ID: S3.accessKeyId,
      SIM_LOG_LEVEL: 'warn',
    },
  });
  const productEnv = productionEnv({ port, databaseUrl, simUrl: sim.url, smtpPort });
  let product: ServerProcess;
  try {
    product = await spawnServer({
      name: 'production',
      argv: [process.execPath, PRODUCT_MAIN],
      cwd: root,
      port,
      readyPath: '/api/v1/users/loggedin',
      env: productEnv,
    });
  } catch (error) {
    await sim.stop();
    throw error;
  }
  return {
    sim,
    product,
    productEnv,
    outbox: async () => {
      const res = await fetch(`${sim.url}/_sim/outbox.json`);
      return (await res.json()) as OutboxItem[];
    },
    stop: async () => {
      await product.stop();
      await sim.stop();
    },
  };
}

/** The operator's first staff account, made by the built CLI on the production configuration. */
export async function createStaff(env: Record<string, string>, email: string, password: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [ADMIN_CREATE, '--email', email, '--password', password],
    { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
  );
  return stdout;
}

/** The newest e-mail to `to` whose subject matches, once the outbox has it. */
export async function mailTo(path: ProductionPath, to: string, subject: RegExp) {
  const find = async () =>
    (await path.outbox()).find(
      (m) => m.channel === 'email' && m.to === to && subject.test(m.subject),
    ) ?? null;
  try {
    return await eventually(find, 30_000);
  } catch {
    const seen = (await path.outbox()).map((m) => `${m.channel} ${m.to}: ${m.subject}`);
    throw new Error(`no mail to ${to} matching ${subject}; the outbox has:\n${seen.join('\n')}`);
  }
}

/** Signs up with e-mail and password over HTTP; the client holds the new session. */
export async function signUp(url: string, email: string): Promise<TestClient> {
  const client = new TestClient(url);
  const password = 'production-path-1';
  const res = await client.post('/api/v1/users/signup', {
    email,
    password,
    passwordConfirm: password,
  });
  if (res.status >= 300) throw new Error(`signup ${email}: ${JSON.stringify(res.body)}`);
  return client;
}

/** A photo upload as the browser's form sends it (multipart, field `image`). */
export async function uploadPhoto(client: TestClient, url: string, kind: string, bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'dish.png');
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${url}/api/v1/images/${kind}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = (await res.json()) as { data?: { imageUrl?: string } };
  if (!res.ok || !body.data?.imageUrl) throw new Error(`upload: ${JSON.stringify(body)}`);
  return body.data.imageUrl;
}
