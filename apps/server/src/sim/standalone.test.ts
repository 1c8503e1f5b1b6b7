import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { simMailbox } from '../db/schema/index.js';
import { cspDirectives } from '../plugins/security-headers.js';
import { createSmtpMailer } from '../providers/mail/mailer.js';
import { createS3Storage } from '../providers/storage/storage.js';
import { openTestDatabase } from '../../test/harness.js';
import { createFaultState } from './fault-switch.js';
import { startSmtpSimulator } from './outbox/smtp.sim.js';
import { registerS3Simulator, S3_SIM_PREFIX } from './s3/s3.sim.js';
import { loadSimSettings } from './settings.js';

// Issue 21 Operator §6 (decision 033): the pieces of the simulators' own process that the product
// reaches in production configuration (SMTP, S3), its settings, and the CSP that follows the
// configured provider addresses.

const SIM = 'http://127.0.0.1:4010';

describe('the simulators process settings', () => {
  it('listens on 127.0.0.1:4010 and sends webhooks to the product by default', () => {
    const s = loadSimSettings({});
    expect([s.host, s.port, s.publicUrl, s.productUrl, s.smtpPort]).toEqual([
      '127.0.0.1',
      4010,
      SIM,
      'http://127.0.0.1:3000',
      2525,
    ]);
    expect(s.googleAccounts).toEqual([]);
  });

  it('offers the Google accounts it is given, and refuses one that is not an address', () => {
    const s = loadSimSettings({
      SIM_GOOGLE_ACCOUNTS: 'Lola Nena <nena@gmail.com>, ana@example.ph',
    });
    expect(s.googleAccounts).toEqual([
      { email: 'nena@gmail.com', name: 'Lola Nena' },
      { email: 'ana@example.ph', name: '' },
    ]);
    expect(() => loadSimSettings({ SIM_GOOGLE_ACCOUNTS: 'Lola <not-mail>' })).toThrow(
      /SIM_GOOGLE_ACCOUNTS/,
    );
  });
});

describe('production configuration pointed at the simulators', () => {
  const production = {
    NODE_ENV: 'production',
    TRUST_PROXY: 'false',
    PUBLIC_URL: 'https://lutongbahay.ph',
    DATABASE_URL: 'postgres://localhost/lb',
    GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
    GOOGLE_MAPS_KEY: 'AIza-key',
    LALAMOVE_API_KEY: 'pk_key',
    LALAMOVE_API_SECRET: 'sk_secret',
    PAYMONGO_SECRET_KEY: 'sk_test_key',
    PAYMONGO_PUBLIC_KEY: 'pk_test_key',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_secret',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  };

  it("defaults every provider address to the real provider's, and lets the CSP allow exactly those", () => {
    const config = loadConfig(production);
    expect(config.identity).toMatchObject({
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      scriptUrl: 'https://accounts.google.com/gsi/client',
    });
    expect(config.geocoding.baseUrl).toBe('https://maps.googleapis.com');
    const csp = cspDirectives(config);
    expect(csp.scriptSrc).toEqual(["'self'", 'https://accounts.google.com']);
    expect(csp.connectSrc).toEqual([
      "'self'",
      'https://accounts.google.com',
      'https://api.paymongo.com',
    ]);
    // the card issuers' 3-D Secure pages live on their own https domains
    expect(csp.frameSrc).toEqual(["'self'", 'https://accounts.google.com', 'https:']);
  });

  it('points every address at the simulators process, and the CSP follows', () => {
    const config = loadConfig({
      ...production,
      GOOGLE_JWKS_URL: `${SIM}/_sim/google/oauth2/v3/certs`,
      GOOGLE_SIGNIN_SCRIPT_URL: `${SIM}/_sim/google/gsi/client`,
      GOOGLE_MAPS_BASE_URL: `${SIM}/_sim/google-maps/`,
      PAYMONGO_BASE_URL: `${SIM}/_sim/paymongo`,
      PAYMONGO_3DS_FRAME_SRC: SIM,
      S3_BUCKET: 'lutong-bahay',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: `${SIM}/_sim/s3/lutong-bahay`,
    });
    expect(config.identity.jwksUrl).toBe(`${SIM}/_sim/google/oauth2/v3/certs`);
    expect(config.geocoding.baseUrl).toBe(`${SIM}/_sim/google-maps`);
    const csp = cspDirectives(config);
    expect(csp.scriptSrc).toEqual(["'self'", SIM]);
    expect(csp.connectSrc).toEqual(["'self'", SIM, SIM]);
    expect(csp.frameSrc).toEqual(["'self'", SIM, SIM]);
    expect(csp.imgSrc).toContain(SIM);
  });

  it('keeps refusing a production configuration without the real keys', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL is required in production/);
    expect(() => loadConfig({ ...production, PAYMONGO_3DS_FRAME_SRC: ' ' })).toThrow(
      /PAYMONGO_3DS_FRAME_SRC/,
    );
  });
});

describe('S3 in the simulators process', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await registerS3Simulator(app, { bucket: 'lutong-bahay', accessKeyId: 'sim-key' });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  const storage = (accessKeyId: string) =>
    createS3Storage({
      bucket: 'lutong-bahay',
      region: 'auto',
      endpoint: `${base}${S3_SIM_PREFIX}`,
      accessKeyId,
      secretAccessKey: 'any',
      publicUrl: `${base}${S3_SIM_PREFIX}/lutong-bahay`,
      forcePathStyle: true,
    });

  it('stores what the real adapter puts, signed with the accepted key, at its public URL', async () => {
    const key = `dish/${randomBytes(4).toString('hex')}.png`;
    const url = await storage('sim-key').put(key, Buffer.from('png bytes'), 'image/png');
    expect(url).toBe(`${base}${S3_SIM_PREFIX}/lutong-bahay/${key}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('png bytes');
  });

  it('refuses another access key, an unsigned upload and an unknown object', async () => {
    await expect(storage('other-key').put('k.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Access Key Id/,
    );
    const unsigned = await fetch(`${base}${S3_SIM_PREFIX}/lutong-bahay/k.png`, {
      method: 'PUT',
      body: 'x',
    });
    expect(unsigned.status).toBe(403);
    expect((await fetch(`${base}${S3_SIM_PREFIX}/lutong-bahay/k.png`)).status).toBe(404);
  });
});

describe('SMTP in the simulators process', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSimulator>>;
  const faults = createFaultState();
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpSimulator({ port: 0, host: '127.0.0.1', mailbox: database.db, faults });
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const mailer = () =>
    createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Lutong Bahay <hello@lutongbahay.ph>',
      timeoutMs: 5000,
    });

  it("puts the product's SMTP mail in the outbox, with its links", async () => {
    const to = `maria-${randomBytes(3).toString('hex')}@example.ph`;
    await mailer().send({
      channel: 'email',
      to,
      subject: 'Chef Nena confirmed your order',
      body: `Good news! Order #1234-5678 (₱1,250.00) is confirmed.\n\nFollow it here:\nhttps://lutongbahay.ph/track/abc`,
      links: [],
    });
    const [row] = await database.db
      .select()
      .from(simMailbox)
      .orderBy(desc(simMailbox.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      channel: 'email',
      recipient: to,
      subject: 'Chef Nena confirmed your order',
      links: ['https://lutongbahay.ph/track/abc'],
    });
    expect(row?.body).toContain('(₱1,250.00)');
  });

  it("answers 'try later' while the outbox's fault switch says error", async () => {
    faults.set('error');
    try {
      await expect(
        mailer().send({ channel: 'email', to: 'a@example.ph', subject: 's', body: 'b', links: [] }),
      ).rejects.toThrow(/451/);
    } finally {
      faults.set('ok');
    }
  });
});
