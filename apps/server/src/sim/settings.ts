// The standalone simulators process's settings (`npm run simulators`, decision 033), the only other
// place that reads process.env: SIM_* only, so one environment file can hold the product's and these.
import { z } from 'zod';
import { SIMULATED } from '../config.js';
import type { Db } from '../db/client.js';
import { LALAMOVE_WEBHOOK_PATH } from '../modules/delivery/delivery.routes.js';
import { WEBHOOK_PATH } from '../modules/payments/payments.routes.js';
import { SEMAPHORE_CALLS_PER_MINUTE } from '../providers/sms/sms-gateway.js';
import type { FaultState } from './fault-switch.js';
import type { SimulatorSettings } from './index.js';
import { PAYMONGO_SIM_PREFIX } from './paymongo/paymongo.sim.js';

/** `Name <email>` or `email`, comma-separated: the accounts the Google sign-in chooser offers. */
const accountsList = z
  .string()
  .default('')
  .transform((list, ctx) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const match = /^(?:(.*?)\s*<([^>]+)>|(\S+))$/.exec(item);
        const email = match?.[2] ?? match?.[3] ?? '';
        if (!z.email().safeParse(email).success) {
          ctx.addIssue({ code: 'custom', message: `not an account: ${item}` });
        }
        return { email, name: match?.[1] ?? '' };
      }),
  );

const simEnvSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SIM_HOST: z.string().default('127.0.0.1'),
  // where the product and browsers reach this process (links in 3-D Secure and tracking pages)
  SIM_PUBLIC_URL: z.url().optional(),
  // the product's PUBLIC_URL: where the PayMongo and Lalamove webhooks are sent
  SIM_PRODUCT_URL: z.url().default('http://127.0.0.1:3000'),
  // SMTP for the product's SMTP_URL (smtp://127.0.0.1:<port>); 0 picks a free port
  SIM_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  SIM_GOOGLE_ACCOUNTS: accountsList,
  SIM_LALAMOVE_API_KEY: z.string().min(1).default(SIMULATED.lalamoveApiKey),
  SIM_LALAMOVE_API_SECRET: z.string().min(1).default(SIMULATED.lalamoveApiSecret),
  SIM_LALAMOVE_MARKET: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('PH'),
  SIM_PAYMONGO_SECRET_KEY: z.string().min(1).default(SIMULATED.paymongoSecretKey),
  SIM_PAYMONGO_PUBLIC_KEY: z.string().min(1).default(SIMULATED.paymongoPublicKey),
  SIM_PAYMONGO_WEBHOOK_SECRET: z.string().min(1).default(SIMULATED.paymongoWebhookSecret),
  SIM_SMS_API_KEY: z.string().min(1).default(SIMULATED.smsApiKey),
  SIM_SMS_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(SEMAPHORE_CALLS_PER_MINUTE),
  // S3-compatible storage: the one bucket and access key id it accepts
  SIM_S3_BUCKET: z.string().min(3).default('lutong-bahay'),
  SIM_S3_ACCESS_KEY_ID: z.string().min(1).default('sim-s3-access-key'),
  SIM_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

export type SimProcessSettings = ReturnType<typeof loadSimSettings>;

export function loadSimSettings(env: Record<string, string | undefined> = process.env) {
  const parsed = simEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid simulators configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.SIM_PORT,
    host: e.SIM_HOST,
    publicUrl: (e.SIM_PUBLIC_URL ?? `http://127.0.0.1:${e.SIM_PORT}`).replace(/\/+$/, ''),
    productUrl: e.SIM_PRODUCT_URL.replace(/\/+$/, ''),
    smtpPort: e.SIM_SMTP_PORT,
    googleAccounts: e.SIM_GOOGLE_ACCOUNTS,
    lalamove: {
      apiKey: e.SIM_LALAMOVE_API_KEY,
      apiSecret: e.SIM_LALAMOVE_API_SECRET,
      market: e.SIM_LALAMOVE_MARKET,
    },
    paymongo: {
      secretKey: e.SIM_PAYMONGO_SECRET_KEY,
      publicKey: e.SIM_PAYMONGO_PUBLIC_KEY,
      webhookSecret: e.SIM_PAYMONGO_WEBHOOK_SECRET,
    },
    sms: { apiKey: e.SIM_SMS_API_KEY, callsPerMinute: e.SIM_SMS_CALLS_PER_MINUTE },
    s3: { bucket: e.SIM_S3_BUCKET, accessKeyId: e.SIM_S3_ACCESS_KEY_ID },
    logLevel: e.SIM_LOG_LEVEL,
  };
}

/** Every provider simulated, reached at `publicUrl`, sending its webhooks to the product. */
export function standaloneSimulators(
  settings: SimProcessSettings,
  deps: { mailbox: Db; mailFaults: FaultState },
): SimulatorSettings {
  const { publicUrl, productUrl } = settings;
  return {
    google: {
      issuer: 'https://accounts.google.com',
      accounts: async () => settings.googleAccounts,
    },
    maps: true,
    lalamove: {
      ...settings.lalamove,
      baseUrl: `${publicUrl}/_sim/lalamove`,
      webhookUrl: `${productUrl}${LALAMOVE_WEBHOOK_PATH}`,
    },
    paymongo: {
      ...settings.paymongo,
      baseUrl: `${publicUrl}${PAYMONGO_SIM_PREFIX}`,
      webhookUrl: `${productUrl}${WEBHOOK_PATH}`,
    },
    semaphore: settings.sms,
    mailbox: deps.mailbox,
    mailFaults: deps.mailFaults,
  };
}
