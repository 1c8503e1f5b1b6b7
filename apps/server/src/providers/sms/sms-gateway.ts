import { DEFAULT_MAIL_TIMEOUT_MS, type Mailer, type SendOptions } from '../mail/mailer.js';

// The SMS provider port (DESIGN §6, issue 6): a Philippine SMS gateway. The adapter speaks
// Semaphore's API (POST /api/v4/messages with apikey, number, message, sendername); without a
// key, SMS go to the outbox simulator with the e-mails (the simulated mailer keeps both channels).

export type SmsGateway = {
  send: (to: string, message: string, options?: SendOptions) => Promise<void>;
};

export function createSemaphoreSms(options: {
  apiKey: string;
  sender: string;
  baseUrl: string;
  timeoutMs?: number;
}): SmsGateway {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v4/messages`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  return {
    async send(to, message, sendOptions = {}) {
      const body = new URLSearchParams({
        apikey: options.apiKey,
        number: to.replace(/^\+/, ''),
        message,
        sendername: options.sender,
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          body,
          signal: sendOptions.signal
            ? AbortSignal.any([AbortSignal.timeout(timeoutMs), sendOptions.signal])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch {
        // never the key: it is in the body, not in this message
        throw new Error('The SMS gateway could not be reached');
      }
      if (!res.ok) throw new Error(`The SMS gateway answered HTTP ${res.status}`);
    },
  };
}

/** Sends the 'sms' channel through the gateway and everything else through `mailer`. */
export function withSmsGateway(mailer: Mailer, sms: SmsGateway): Mailer {
  return {
    async send(message, options) {
      if (message.channel === 'sms') return sms.send(message.to, message.body, options);
      return mailer.send(message, options);
    },
  };
}
