// The environment's settings: their names, forms, defaults and the rules across them (config.ts
// reads them once and builds the Config; ARCHITECTURE §4).
import { z } from 'zod';
import { DEFAULT_COURIER_TIMEOUT_MS } from './providers/courier/lalamove.js';
import {
  DEFAULT_GEOCODING_TIMEOUT_MS,
  GOOGLE_MAPS_BASE_URL,
} from './providers/geocoding/google-maps.js';
import { GOOGLE_JWKS_URL, GOOGLE_SIGNIN_SCRIPT_URL } from './providers/identity/google-verifier.js';
import { DEFAULT_MAIL_TIMEOUT_MS } from './providers/mail/mailer.js';
import { DEFAULT_PAYMENTS_TIMEOUT_MS } from './providers/payments/paymongo.js';
import { SEMAPHORE_CALLS_PER_MINUTE } from './providers/sms/sms-gateway.js';
import { TRUST_PROXY_CHOICES, trustProxySetting } from './trust-proxy.js';

/**
 * The keys and secrets the in-product simulators accept, and the standalone simulators process's
 * defaults (sim/settings.ts): test values, never a real provider's.
 */
export const SIMULATED = {
  googleClientId: 'lutong-bahay-local.apps.googleusercontent.com',
  lalamoveApiKey: 'pk_sim_lutong_bahay',
  lalamoveApiSecret: 'sk_sim_lutong_bahay',
  paymongoSecretKey: 'sk_test_sim_lutong_bahay',
  paymongoPublicKey: 'pk_test_sim_lutong_bahay',
  paymongoWebhookSecret: 'whsk_sim_lutong_bahay',
  smsApiKey: 'sim_semaphore_lutong_bahay',
} as const;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // default: every interface in production, this machine only elsewhere (decision 035)
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: z.url().optional(),
    // default: the repository's ./data, whatever the working directory (decision 035)
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z.string().optional(),
    // connections this process keeps to PostgreSQL (decision 016); default: this machine's cores + 2
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // which proxies in front may name the client's address (trust-proxy.ts, decision 032);
    // required in production
    TRUST_PROXY: trustProxySetting,
    SEED_DEMO: bool.optional(),
    // the API documentation at /api/docs: on outside production, off in production unless true
    API_DOCS: bool.optional(),
    // the web app from its sources through Vite, with hot reload (npm run dev; never in production)
    WEB_DEV: bool.default(false),
    // on shutdown, requests still running get this long before their connections are cut
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // identity: Google Identity Services; without a client id the simulator issues the tokens
    GOOGLE_CLIENT_ID: z.string().optional(),
    // where Google's signing keys and sign-in script are (decision 033: another address only to
    // point a production configuration at the simulators process)
    GOOGLE_JWKS_URL: z.url().default(GOOGLE_JWKS_URL),
    GOOGLE_SIGNIN_SCRIPT_URL: z.url().default(GOOGLE_SIGNIN_SCRIPT_URL),
    // geocoding: Google Maps Platform; without a key the simulator under /_sim/google-maps answers
    GOOGLE_MAPS_KEY: z.string().optional(),
    GOOGLE_MAPS_BASE_URL: z.url().default(GOOGLE_MAPS_BASE_URL),
    // Places API (New) lives on its own host (decision 027); default: Google's with a key, else
    // the simulator
    GOOGLE_PLACES_BASE_URL: z.url().optional(),
    GEOCODING_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(50)
      .max(60_000)
      .default(DEFAULT_GEOCODING_TIMEOUT_MS),
    // map tiles for the address pin (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png)
    MAP_TILE_URL: z
      .string()
      .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path')
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
    // courier: Lalamove API v3; without a key the simulator under /_sim/lalamove quotes and delivers
    LALAMOVE_API_KEY: z.string().optional(),
    LALAMOVE_API_SECRET: z.string().optional(),
    LALAMOVE_BASE_URL: z.url().default('https://rest.sandbox.lalamove.com'),
    LALAMOVE_MARKET: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a market code such as PH')
      .default('PH'),
    COURIER_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(50)
      .max(60_000)
      .default(DEFAULT_COURIER_TIMEOUT_MS),
    // payments: PayMongo API v1; without a secret key the simulator under /_sim/paymongo answers
    PAYMONGO_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\S+$/, 'must be an sk_test_ or sk_live_ key')
      .optional(),
    PAYMONGO_PUBLIC_KEY: z
      .string()
      .regex(/^pk_(test|live)_\S+$/, 'must be a pk_test_ or pk_live_ key')
      .optional(),
    // the secret_key PayMongo answered when our webhook was registered (docs/operations.md)
    PAYMONGO_WEBHOOK_SECRET: z.string().min(1).optional(),
    PAYMONGO_BASE_URL: z.url().default('https://api.paymongo.com'),
    // where the card issuers' 3-D Secure pages may be framed from (CSP sources, space-separated):
    // any https site in production, as issuers' pages live on their own domains
    PAYMONGO_3DS_FRAME_SRC: z
      .string()
      .regex(/^\S+( \S+)*$/, 'must be CSP sources separated by spaces')
      .default('https:'),
    PAYMENTS_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(50)
      .max(60_000)
      .default(DEFAULT_PAYMENTS_TIMEOUT_MS),
    // mail: SMTP in production, the outbox simulator otherwise
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Lutong Bahay <hello@lutongbahay.ph>'),
    // how long one e-mail or SMS send may take before the outbox retries it later
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(DEFAULT_MAIL_TIMEOUT_MS),
    // SMS: a Philippine SMS gateway (Semaphore's API); without a key (and without SMTP) SMS go to
    // the Semaphore simulator under /_sim/semaphore, which shows them in the outbox simulator
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_NAME: z.string().default('LUTONGBAHAY'),
    SMS_BASE_URL: z.url().default('https://api.semaphore.co'),
    // calls a minute to POST /api/v4/messages (Semaphore's documented limit; decision 028)
    SMS_CALLS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(6000)
      .default(SEMAPHORE_CALLS_PER_MINUTE),
    // uploaded photos: S3-compatible storage when a bucket is set, else ./data/uploads on disk
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    // rewards earned per peso of food on a completed order (decision 012)
    REWARDS_RATE: z.coerce.number().min(0).max(0.5).default(0.02),
    STAFF_EMAIL: z.email().default('staff@lutongbahay.ph'),
    // background jobs; 'off' lets a one-off command open the database without workers
    JOBS: z.enum(['on', 'off']).default('on'),
    // what this process does (decision 031): 'web' serves the API and the web app and only queues
    // jobs; 'worker' runs every job worker and schedule and serves only /healthz, /readyz and
    // /metrics; 'all' does both. The embedded database (no DATABASE_URL) supports only 'all'.
    ROLE: z.enum(['web', 'worker', 'all']).default('all'),
    // GET /metrics answers only with `Authorization: Bearer <token>`; without a token: 404
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // error reporting (decision 031): Sentry (or a compatible tracker) DSNs; none: nothing is sent
    SENTRY_DSN: z.url().optional(),
    SENTRY_BROWSER_DSN: z.url().optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
    // abuse limits (ARCHITECTURE §14): attempts per window
    RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60 * 1000),
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(50),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_FORGOT_PER_IP: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_FORGOT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    // dishes added to carts and checkouts per account, and photo uploads per seller, per window
    RATE_LIMIT_ORDERS_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_UPLOADS_PER_ACCOUNT: z.coerce.number().int().positive().default(120),
    // bazaar, dish search and menu reads per address per minute (they run on every scroll)
    RATE_LIMIT_BROWSING_PER_IP: z.coerce.number().int().positive().default(600),
    // sellers' menus kept in memory per process, dropped on every change (0: no cache)
    MENU_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(2_000),
    // web push (decision 047): the VAPID key pair from `npx web-push generate-vapid-keys` and the
    // contact push services may write to; push is off unless all three are set
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .optional(),
    // live order events (decision 045): the comment that keeps an idle stream open through proxies
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1_000).max(120_000).default(25_000),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY && env.S3_PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL are required with S3_BUCKET',
      });
    }
    if (env.LALAMOVE_API_KEY && !env.LALAMOVE_API_SECRET) {
      const message = 'LALAMOVE_API_SECRET is required with LALAMOVE_API_KEY';
      ctx.addIssue({ code: 'custom', path: ['LALAMOVE_API_SECRET'], message });
    }
    if (env.PAYMONGO_SECRET_KEY) {
      // the browser creates card payment methods with the public key of the same account and mode
      const mode = env.PAYMONGO_SECRET_KEY.startsWith('sk_live_') ? 'live' : 'test';
      if (!env.PAYMONGO_PUBLIC_KEY) {
        const message = 'PAYMONGO_PUBLIC_KEY is required with PAYMONGO_SECRET_KEY';
        ctx.addIssue({ code: 'custom', path: ['PAYMONGO_PUBLIC_KEY'], message });
      } else if (!env.PAYMONGO_PUBLIC_KEY.startsWith(`pk_${mode}_`)) {
        const message = `PAYMONGO_PUBLIC_KEY must be a pk_${mode}_ key like the secret key`;
        ctx.addIssue({ code: 'custom', path: ['PAYMONGO_PUBLIC_KEY'], message });
      }
    }
    const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
    if (vapid.some(Boolean) && !vapid.every(Boolean)) {
      const message = 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together';
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message });
    }
    if (env.ROLE !== 'all' && !env.DATABASE_URL) {
      const message = `ROLE=${env.ROLE} needs DATABASE_URL: the embedded database serves one process, which runs as ROLE=all`;
      ctx.addIssue({ code: 'custom', path: ['ROLE'], message });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.WEB_DEV) {
      const message = 'WEB_DEV is for development only (npm run dev)';
      ctx.addIssue({ code: 'custom', path: ['WEB_DEV'], message });
    }
    // Behind an unknown proxy setup the limits key on the wrong address (decision 032).
    if (env.TRUST_PROXY === undefined) {
      const message = `TRUST_PROXY is required in production: ${TRUST_PROXY_CHOICES}`;
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message });
    }
    // Simulators are never part of a production configuration (ARCHITECTURE §6).
    for (const key of [
      'GOOGLE_CLIENT_ID',
      'GOOGLE_MAPS_KEY',
      'LALAMOVE_API_KEY',
      'LALAMOVE_API_SECRET',
      'PAYMONGO_SECRET_KEY',
      'PAYMONGO_PUBLIC_KEY',
      'PAYMONGO_WEBHOOK_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'DATABASE_URL',
    ] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
    }
  });

/** Every setting the server reads from its environment (.env.example lists each one). */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);
