import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createFaultState } from '../sim/fault-switch.js';
import { createLalamoveCourier } from './courier/lalamove.js';
import { createGoogleMapsGeocoder } from './geocoding/google-maps.js';
import { createGoogleVerifier } from './identity/google-verifier.js';
import {
  createSimulatedMailer,
  createSmtpMailer,
  withSendTimeout,
  type Mailer,
} from './mail/mailer.js';
import { createPaymongoPayments } from './payments/paymongo.js';
import { createWebPushSender } from './push/web-push.js';
import { createSemaphoreSms, withSmsGateway } from './sms/sms-gateway.js';
import { createDiskStorage, createS3Storage, observedStorage } from './storage/storage.js';

export type Providers = ReturnType<typeof createProviders>;

/**
 * Every outside service the app calls (ARCHITECTURE §6), each the real provider's client (its
 * simulator answers at the configured URL outside production). `mailer` replaces the mail provider.
 */
export function createProviders(config: Config, db: Db, replace: { mailer?: Mailer | undefined }) {
  // the outbox simulator's fault switch (POST /_sim/outbox/faults), read by the simulated mailer
  const mailFaults = createFaultState();
  const baseMailer =
    replace.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer({
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          timeoutMs: config.mail.timeoutMs,
        })
      : createSimulatedMailer(db, undefined, mailFaults));
  const mailer = withSendTimeout(
    config.mail.sms ? withSmsGateway(baseMailer, createSemaphoreSms(config.mail.sms)) : baseMailer,
    config.mail.timeoutMs,
  );
  const storage =
    config.storage.mode === 's3'
      ? createS3Storage(config.storage)
      : createDiskStorage(config.storage.dir);
  return {
    mailer,
    mailFaults,
    // SMS are written only where they can go: a gateway, or the outbox simulator (no SMTP either)
    smsEnabled: Boolean(config.mail.sms) || !config.mail.smtpUrl,
    identity: createGoogleVerifier(config.identity),
    geocoder: createGoogleMapsGeocoder(config.geocoding),
    storage: observedStorage(storage),
    payments: createPaymongoPayments(config.payments),
    courier: createLalamoveCourier(config.courier),
    // web push (decision 047): off unless VAPID keys are configured
    push: config.push
      ? { publicKey: config.push.publicKey, sender: createWebPushSender(config.push) }
      : null,
  };
}
