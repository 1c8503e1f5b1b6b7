import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestOrigin } from '../../lib/request-origin.js';
import { clientKeyRefusal, requireSecretKey } from './auth.js';
import { fieldError, notFound, refuse, validationErrors, type PaymongoError } from './errors.js';
import { metadataSchema, PAYMENT_METHOD_TYPES } from './methods.js';
import { intentResource } from './resources.js';
import type { Settlement } from './settle.js';
import {
  clientKeyFor,
  paymongoId,
  unixSeconds,
  type PaymentMethodType,
  type PaymongoSimStore,
  type SimIntent,
} from './store.js';

/** PHP 20.00 to PHP 9,999,999.99, in centavos (PayMongo's limits). */
export const MIN_AMOUNT = 2000;
export const MAX_AMOUNT = 999_999_999;
/** What a statement shows when the intent names nothing (the account's business name). */
const ACCOUNT_DESCRIPTOR = 'Lutong Bahay';

const createBody = z.object({
  data: z.object({
    attributes: z.object({
      amount: z.number().int(),
      currency: z.string(),
      payment_method_allowed: z.array(z.string()).min(1),
      payment_method_options: z
        .object({
          card: z
            .object({ request_three_d_secure: z.enum(['any', 'automatic', 'supported']) })
            .optional(),
        })
        .optional(),
      capture_type: z.enum(['automatic', 'manual']).optional(),
      description: z.string().max(255).optional(),
      statement_descriptor: z.string().max(255).optional(),
      metadata: metadataSchema.optional(),
    }),
  }),
});

const attachBody = z.object({
  data: z.object({
    attributes: z.object({
      payment_method: z.string().min(1),
      client_key: z.string().optional(),
      return_url: z.string().optional(),
    }),
  }),
});

const isMethodType = (value: string): value is PaymentMethodType =>
  (PAYMENT_METHOD_TYPES as readonly string[]).includes(value);

function createErrors(attributes: z.output<typeof createBody>['data']['attributes']) {
  const errors: PaymongoError[] = [];
  if (attributes.amount < MIN_AMOUNT) {
    errors.push(
      fieldError(
        'parameter_below_minimum',
        'amount',
        `The minimum value for the amount is ${MIN_AMOUNT}.`,
      ),
    );
  }
  if (attributes.amount > MAX_AMOUNT) {
    errors.push(
      fieldError(
        'parameter_above_maximum',
        'amount',
        `The maximum value for the amount cannot be greater than ${MAX_AMOUNT}.`,
      ),
    );
  }
  if (attributes.currency !== 'PHP') {
    errors.push(
      fieldError(
        'parameter_invalid',
        'currency',
        'currency is invalid. PHP is the only supported currency.',
      ),
    );
  }
  const unknown = attributes.payment_method_allowed.find((type) => !isMethodType(type));
  if (unknown !== undefined) {
    errors.push(
      fieldError(
        'parameter_invalid',
        'payment_method_allowed',
        `payment_method_allowed contains an unsupported payment method: ${unknown}.`,
      ),
    );
  }
  if (attributes.capture_type === 'manual') {
    errors.push(
      fieldError('parameter_invalid', 'capture_type', 'The simulator captures automatically only.'),
    );
  }
  return errors;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `POST /v1/payment_intents`, `GET /v1/payment_intents/:id`, `POST .../:id/attach`. */
export function registerIntentRoutes(
  api: FastifyInstance,
  deps: { store: PaymongoSimStore; settlement: Settlement; now: () => number },
): void {
  const { store, settlement, now } = deps;

  api.post('/v1/payment_intents', { preHandler: requireSecretKey }, async (request, reply) => {
    const parsed = createBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, ...validationErrors(parsed.error));
    const attributes = parsed.data.data.attributes;
    const errors = createErrors(attributes);
    if (errors.length > 0) return refuse(reply, 400, ...errors);

    const id = paymongoId('pi');
    const at = unixSeconds(now());
    const intent: SimIntent = {
      id,
      clientKey: clientKeyFor(id),
      amount: attributes.amount,
      description: attributes.description ?? null,
      statementDescriptor: attributes.statement_descriptor ?? ACCOUNT_DESCRIPTOR,
      status: 'awaiting_payment_method',
      allowed: attributes.payment_method_allowed.filter(isMethodType),
      options: attributes.payment_method_options ?? null,
      metadata: attributes.metadata ?? null,
      paymentMethodId: null,
      nextAction: null,
      returnUrl: null,
      lastPaymentError: null,
      paymentIds: [],
      createdAt: at,
      updatedAt: at,
    };
    store.intents.set(id, intent);
    return { data: intentResource(store, intent) };
  });

  api.get<{ Params: { id: string }; Querystring: { client_key?: string } }>(
    '/v1/payment_intents/:id',
    async (request, reply) => {
      const intent = store.intents.get(request.params.id);
      if (!intent) return refuse(reply, 404, notFound('payment_intent', request.params.id));
      const refusal = clientKeyRefusal(request, request.query.client_key, intent.clientKey);
      if (refusal) return refuse(reply, refusal.status, refusal.error);
      return { data: intentResource(store, intent) };
    },
  );

  api.post<{ Params: { id: string } }>('/v1/payment_intents/:id/attach', async (request, reply) => {
    const parsed = attachBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, ...validationErrors(parsed.error));
    const attributes = parsed.data.data.attributes;
    const intent = store.intents.get(request.params.id);
    if (!intent) return refuse(reply, 404, notFound('payment_intent', request.params.id));
    const refusal = clientKeyRefusal(request, attributes.client_key, intent.clientKey);
    if (refusal) return refuse(reply, refusal.status, refusal.error);
    // a buyer who left a 3-D Secure or e-wallet page may come back and try another method
    if (intent.status !== 'awaiting_payment_method' && intent.status !== 'awaiting_next_action') {
      return refuse(reply, 400, {
        code: 'resource_failed_state',
        detail: `The payment intent is ${intent.status}; a payment method can no longer be attached.`,
      });
    }
    const method = store.methods.get(attributes.payment_method);
    if (!method) {
      return refuse(reply, 404, {
        ...notFound('payment_method', attributes.payment_method),
        source: { pointer: 'payment_method', attribute: 'payment_method' },
      });
    }
    if (!intent.allowed.includes(method.type)) {
      return refuse(
        reply,
        400,
        fieldError(
          'parameter_invalid',
          'payment_method',
          `The payment method type ${method.type} is not allowed for this payment intent.`,
        ),
      );
    }
    const returnUrl = attributes.return_url ?? null;
    if (returnUrl !== null && !isHttpUrl(returnUrl)) {
      return refuse(
        reply,
        400,
        fieldError('parameter_format_invalid', 'return_url', 'return_url format is invalid.'),
      );
    }
    if (returnUrl === null && settlement.needsRedirect(method)) {
      return refuse(
        reply,
        400,
        fieldError('parameter_required', 'return_url', 'return_url is required.'),
      );
    }
    settlement.attach(intent, method, returnUrl, requestOrigin(request));
    return { data: intentResource(store, intent) };
  });
}
