// The only place that reads process.env (ARCHITECTURE §4). Everything else receives a Config.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema, SIMULATED } from './config-env.js';
import { GOOGLE_PLACES_BASE_URL } from './providers/geocoding/google-places.js';

export { settingNames, SIMULATED } from './config-env.js';

export type Config = ReturnType<typeof loadConfig>;

/** The repository's own data directory (from apps/server/src or apps/server/dist alike). */
export const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const simulators = e.NODE_ENV !== 'production';
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : defaultDataDir;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? availableParallelism() + 2,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    seedDemo: e.SEED_DEMO ?? simulators,
    simulators,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    webDev: e.WEB_DEV,
    jobs: e.JOBS === 'on',
    role: e.ROLE,
    metricsToken: e.METRICS_TOKEN ?? null,
    errorReporting: {
      dsn: e.SENTRY_DSN ?? null,
      browserDsn: e.SENTRY_BROWSER_DSN ?? null,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    },
    menuCacheSize: e.MENU_CACHE_SIZE,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    session: {
      ttlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      cookieName: 'lb_session',
      secureCookie: publicUrl.startsWith('https://'),
    },
    identity: e.GOOGLE_CLIENT_ID
      ? {
          mode: 'google' as const,
          clientId: e.GOOGLE_CLIENT_ID,
          jwksUrl: e.GOOGLE_JWKS_URL,
          issuers: ['https://accounts.google.com', 'accounts.google.com'],
          scriptUrl: e.GOOGLE_SIGNIN_SCRIPT_URL,
        }
      : {
          mode: 'simulated' as const,
          clientId: SIMULATED.googleClientId,
          jwksUrl: `${publicUrl}/_sim/google/oauth2/v3/certs`,
          // the simulator's tokens name Google as their issuer, as Google's do (its own keys sign them)
          issuers: ['https://accounts.google.com', 'accounts.google.com'],
          scriptUrl: null,
        },
    geocoding: e.GOOGLE_MAPS_KEY
      ? {
          mode: 'google' as const,
          key: e.GOOGLE_MAPS_KEY,
          baseUrl: e.GOOGLE_MAPS_BASE_URL.replace(/\/+$/, ''),
          placesBaseUrl: (e.GOOGLE_PLACES_BASE_URL ?? GOOGLE_PLACES_BASE_URL).replace(/\/+$/, ''),
          timeoutMs: e.GEOCODING_TIMEOUT_MS,
        }
      : {
          mode: 'simulated' as const,
          key: 'sim',
          baseUrl: `${publicUrl}/_sim/google-maps`,
          placesBaseUrl: (e.GOOGLE_PLACES_BASE_URL ?? `${publicUrl}/_sim/google-maps`).replace(
            /\/+$/,
            '',
          ),
          timeoutMs: e.GEOCODING_TIMEOUT_MS,
        },
    courier: e.LALAMOVE_API_KEY
      ? {
          mode: 'lalamove' as const,
          baseUrl: e.LALAMOVE_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.LALAMOVE_API_KEY,
          apiSecret: e.LALAMOVE_API_SECRET ?? '',
          market: e.LALAMOVE_MARKET,
          timeoutMs: e.COURIER_TIMEOUT_MS,
        }
      : {
          mode: 'simulated' as const,
          baseUrl: `${publicUrl}/_sim/lalamove`,
          // the simulator accepts only this pair, so signing is exercised as in production
          apiKey: SIMULATED.lalamoveApiKey,
          apiSecret: SIMULATED.lalamoveApiSecret,
          market: e.LALAMOVE_MARKET,
          timeoutMs: e.COURIER_TIMEOUT_MS,
        },
    payments: e.PAYMONGO_SECRET_KEY
      ? {
          mode: 'paymongo' as const,
          baseUrl: e.PAYMONGO_BASE_URL.replace(/\/+$/, ''),
          secretKey: e.PAYMONGO_SECRET_KEY,
          publicKey: e.PAYMONGO_PUBLIC_KEY ?? '',
          // without it (development only) no webhook verifies; reconciliation still settles orders
          webhookSecret: e.PAYMONGO_WEBHOOK_SECRET ?? '',
          livemode: e.PAYMONGO_SECRET_KEY.startsWith('sk_live_'),
          secureFrameSrc: e.PAYMONGO_3DS_FRAME_SRC.split(' '),
          timeoutMs: e.PAYMENTS_TIMEOUT_MS,
          webhookUrl: `${publicUrl}/api/v1/orders/webhook/source`,
        }
      : {
          mode: 'simulated' as const,
          baseUrl: `${publicUrl}/_sim/paymongo`,
          // the simulator accepts only these keys and signs its webhooks with this secret
          secretKey: SIMULATED.paymongoSecretKey,
          publicKey: SIMULATED.paymongoPublicKey,
          webhookSecret: SIMULATED.paymongoWebhookSecret,
          livemode: false,
          secureFrameSrc: [],
          timeoutMs: e.PAYMENTS_TIMEOUT_MS,
          webhookUrl: `${publicUrl}/api/v1/orders/webhook/source`,
        },
    storage: e.S3_BUCKET
      ? {
          mode: 's3' as const,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          publicUrl: e.S3_PUBLIC_URL ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { mode: 'disk' as const, dir: path.join(dataDir, 'uploads') },
    rewardsRate: e.REWARDS_RATE,
    map: {
      tileUrl: e.MAP_TILE_URL ?? null,
      attribution: e.MAP_TILE_URL
        ? (e.MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap contributors')
        : null,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      staffEmail: e.STAFF_EMAIL,
      timeoutMs: e.MAIL_TIMEOUT_MS,
      sms: e.SMS_API_KEY
        ? {
            mode: 'semaphore' as const,
            apiKey: e.SMS_API_KEY,
            sender: e.SMS_SENDER_NAME,
            baseUrl: e.SMS_BASE_URL,
            timeoutMs: e.MAIL_TIMEOUT_MS,
            callsPerMinute: e.SMS_CALLS_PER_MINUTE,
          }
        : simulators && !e.SMTP_URL
          ? {
              mode: 'simulated' as const,
              // the simulator accepts only this key
              apiKey: SIMULATED.smsApiKey,
              sender: e.SMS_SENDER_NAME,
              baseUrl: `${publicUrl}/_sim/semaphore`,
              timeoutMs: e.MAIL_TIMEOUT_MS,
              callsPerMinute: e.SMS_CALLS_PER_MINUTE,
            }
          : null,
    },
    // web push (decision 047): null (off) unless the VAPID keys and subject are all set
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : null,
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      signupPerIp: e.RATE_LIMIT_SIGNUP_PER_IP,
      forgotPerIp: e.RATE_LIMIT_FORGOT_PER_IP,
      forgotPerAccount: e.RATE_LIMIT_FORGOT_PER_ACCOUNT,
      ordersPerAccount: e.RATE_LIMIT_ORDERS_PER_ACCOUNT,
      uploadsPerAccount: e.RATE_LIMIT_UPLOADS_PER_ACCOUNT,
      browsingPerIp: e.RATE_LIMIT_BROWSING_PER_IP,
    },
  };
}

/** The environment with some settings forced, for one-off commands. */
export function loadConfigWith(overrides: Record<string, string>) {
  return loadConfig({ ...process.env, ...overrides });
}
