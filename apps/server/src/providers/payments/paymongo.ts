import { z } from 'zod';
import { declineReason } from '@lutong/shared';
import {
  PaymentsError,
  type Intent,
  type IntentStatus,
  type Payments,
  type ProviderRefund,
} from './payments.js';
import { observeProviderCall } from '../../lib/metrics.js';

/** PayMongo's API host; the simulator serves the same paths under /_sim/paymongo. */
export const PAYMONGO_API_URL = 'https://api.paymongo.com';
export const DEFAULT_PAYMENTS_TIMEOUT_MS = 10_000;

const intentStatus = z.enum([
  'awaiting_payment_method',
  'awaiting_next_action',
  'processing',
  'succeeded',
  'cancelled',
]) satisfies z.ZodType<IntentStatus>;

const errorsReply = z.object({
  errors: z.array(z.object({ code: z.string(), detail: z.string().optional() }).loose()).min(1),
});

// PayMongo's last_payment_error carries failed_code, sub_code and failed_message; declineReason
// (decision 042) turns a known code into the buyer's words.
const lastPaymentError = z
  .union([
    z.string(),
    z
      .object({
        failed_code: z.string().nullish(),
        sub_code: z.string().nullish(),
        failed_message: z.string().nullish(),
      })
      .loose(),
  ])
  .nullish();

const intentReply = z.object({
  data: z.object({
    id: z.string().min(1),
    type: z.literal('payment_intent'),
    attributes: z
      .object({
        amount: z.number().int().nonnegative(),
        currency: z.literal('PHP'),
        client_key: z.string().min(1),
        status: intentStatus,
        metadata: z.record(z.string(), z.unknown()).nullish(),
        next_action: z
          .object({
            type: z.string(),
            redirect: z.object({ url: z.string() }).loose().nullish(),
          })
          .loose()
          .nullish(),
        last_payment_error: lastPaymentError,
        payments: z
          .array(
            z.object({
              id: z.string(),
              attributes: z.object({ amount: z.number().int(), status: z.string() }).loose(),
            }),
          )
          .nullish(),
      })
      .loose(),
  }),
});

const paymentMethodReply = z.object({
  data: z.object({ id: z.string().min(1), type: z.literal('payment_method') }).loose(),
});

const refundReply = z.object({
  data: z.object({
    id: z.string().min(1),
    type: z.literal('refund'),
    attributes: z
      .object({ status: z.string(), metadata: z.record(z.string(), z.unknown()).nullish() })
      .loose(),
  }),
});

function toRefund(reply: z.output<typeof refundReply>): ProviderRefund {
  const { id, attributes: a } = reply.data;
  const metadata = Object.entries(a.metadata ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { id, status: a.status, metadata: Object.fromEntries(metadata) };
}

const webhookReply = z.object({
  data: z.object({
    id: z.string().min(1),
    type: z.literal('webhook'),
    attributes: z.object({ secret_key: z.string().min(1) }).loose(),
  }),
});

type Method = 'GET' | 'POST';

function toIntent(reply: z.output<typeof intentReply>): Intent {
  const { id, attributes: a } = reply.data;
  const error = a.last_payment_error;
  const lastError = error ? (declineReason(error) ?? 'The payment failed.') : null;
  return {
    id,
    status: a.status,
    amountCentavos: a.amount,
    currency: 'PHP',
    clientKey: a.client_key,
    metadata: Object.fromEntries(
      Object.entries(a.metadata ?? {}).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
    redirectUrl:
      a.status === 'awaiting_next_action' ? (a.next_action?.redirect?.url ?? null) : null,
    lastError,
    payments: (a.payments ?? []).map((payment) => ({
      id: payment.id,
      status: payment.attributes.status,
      amountCentavos: payment.attributes.amount,
    })),
  };
}

/**
 * The PayMongo API v1 adapter: JSON:API-style `{ data: { attributes } }` bodies, HTTP Basic auth
 * with the SECRET key (it never leaves the server), over fetch with a timeout; replies are checked
 * with zod and every failure becomes a PaymentsError carrying PayMongo's first error. Pointed at
 * `${publicUrl}/_sim/paymongo` with the simulator's keys it talks to the bundled simulator instead.
 */
export function createPaymongoPayments(options: {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): Payments {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAYMENTS_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  // PayMongo names an invalid key in its error detail: never pass a key on.
  const withoutKeys = (text: string) =>
    text.replaceAll(options.secretKey, '[key]').replace(/\b(sk|pk)_(test|live)_\w+/g, '[key]');

  function call<T extends z.ZodType>(
    method: Method,
    path: string,
    attributes: object | null,
    schema: T,
  ): Promise<z.output<T>> {
    return observeProviderCall('payments', () => callOnce(method, path, attributes, schema));
  }

  async function callOnce<T extends z.ZodType>(
    method: Method,
    path: string,
    attributes: object | null,
    schema: T,
  ): Promise<z.output<T>> {
    let status: number;
    let replyText: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          authorization,
          accept: 'application/json',
          ...(attributes === null ? {} : { 'content-type': 'application/json' }),
        },
        ...(attributes === null ? {} : { body: JSON.stringify({ data: { attributes } }) }),
      });
      status = response.status;
      replyText = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PaymentsError('TIMEOUT', 'The payment provider did not answer in time.', null, {
          cause: error,
        });
      }
      throw new PaymentsError('NETWORK', 'The payment provider could not be reached.', null, {
        cause: error,
      });
    }

    let json: unknown;
    try {
      json = JSON.parse(replyText);
    } catch {
      json = undefined;
    }
    if (status < 200 || status > 299) {
      const refusal = errorsReply.safeParse(json);
      const first = refusal.success ? refusal.data.errors[0] : undefined;
      if (!first) {
        throw new PaymentsError(
          'HTTP_ERROR',
          `The payment provider answered HTTP ${status}.`,
          status,
        );
      }
      const detail = withoutKeys(first.detail ?? first.code).slice(0, 300);
      throw new PaymentsError(first.code, detail, status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentsError(
        'BAD_RESPONSE',
        `The payment provider answered ${method} ${path.split('?')[0]} in an unexpected shape.`,
        status,
      );
    }
    return parsed.data;
  }

  const intentPath = (id: string) => `/v1/payment_intents/${encodeURIComponent(id)}`;

  return {
    async createIntent(i) {
      const reply = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: i.amountCentavos,
          currency: 'PHP',
          payment_method_allowed: i.methods,
          // ARCHITECTURE §6: cards go through 3-D Secure whenever the issuer supports it
          payment_method_options: { card: { request_three_d_secure: 'any' } },
          capture_type: 'automatic',
          description: i.description,
          statement_descriptor: i.statementDescriptor,
          metadata: i.metadata,
        },
        intentReply,
      );
      return toIntent(reply);
    },

    async getIntent(id) {
      return toIntent(await call('GET', intentPath(id), null, intentReply));
    },

    async createEwalletMethod(i) {
      const reply = await call(
        'POST',
        '/v1/payment_methods',
        { type: i.type, billing: i.billing },
        paymentMethodReply,
      );
      return { id: reply.data.id };
    },

    async attach(intentId, i) {
      const reply = await call(
        'POST',
        `${intentPath(intentId)}/attach`,
        { payment_method: i.paymentMethodId, return_url: i.returnUrl },
        intentReply,
      );
      return toIntent(reply);
    },

    async refund(i) {
      const reply = await call(
        'POST',
        '/v1/refunds',
        {
          amount: i.amountCentavos,
          payment_id: i.paymentId,
          reason: i.reason,
          ...(i.notes === undefined ? {} : { notes: i.notes }),
          ...(i.metadata === undefined ? {} : { metadata: i.metadata }),
        },
        refundReply,
      );
      return toRefund(reply);
    },

    async getRefund(id) {
      return toRefund(
        await call('GET', `/v1/refunds/${encodeURIComponent(id)}`, null, refundReply),
      );
    },

    async registerWebhook(i) {
      const reply = await call(
        'POST',
        '/v1/webhooks',
        { url: i.url, events: i.events },
        webhookReply,
      );
      return { id: reply.data.id, secretKey: reply.data.attributes.secret_key };
    },
  };
}
