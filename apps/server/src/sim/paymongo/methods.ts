import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passesLuhn, TEST_CARDS } from './cards.js';
import { fieldError, notFound, refuse, validationErrors, type PaymongoError } from './errors.js';
import { paymentMethodResource } from './resources.js';
import { paymongoId, unixSeconds, type PaymongoSimStore, type SimPaymentMethod } from './store.js';

export const PAYMENT_METHOD_TYPES = ['card', 'gcash', 'grab_pay', 'paymaya'] as const;

export const billingSchema = z.object({
  name: z.string().max(255).optional(),
  email: z.email().optional(),
  phone: z.string().max(50).optional(),
  address: z.record(z.string(), z.string().nullable()).optional(),
});

export const metadataSchema = z.record(z.string().max(40), z.string().max(500));

const cardDetails = z.object({
  card_number: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  cvc: z.string(),
});

const createBody = z.object({
  data: z.object({
    attributes: z.object({
      type: z.enum(PAYMENT_METHOD_TYPES),
      details: cardDetails.optional(),
      billing: billingSchema.optional(),
      metadata: metadataSchema.optional(),
    }),
  }),
});

/** PayMongo's card checks, in its words; the number must be one of the test cards. */
function cardErrors(details: z.output<typeof cardDetails>, nowMs: number): PaymongoError[] {
  const errors: PaymongoError[] = [];
  const number = details.card_number;
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    errors.push(
      fieldError(
        'parameter_format_invalid',
        'details.card_number',
        'details.card_number format is invalid.',
      ),
    );
  } else if (!TEST_CARDS[number]) {
    errors.push(
      fieldError(
        'parameter_invalid',
        'details.card_number',
        "details.card_number is not a test card. Test mode accepts PayMongo's test cards only.",
      ),
    );
  }
  if (details.exp_month < 1 || details.exp_month > 12) {
    errors.push(
      fieldError('parameter_invalid', 'details.exp_month', 'details.exp_month is invalid.'),
    );
  } else {
    const year = details.exp_year < 100 ? 2000 + details.exp_year : details.exp_year;
    const today = new Date(nowMs);
    const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
    if (year * 12 + details.exp_month < current) {
      errors.push(
        fieldError('parameter_invalid', 'details.exp_month', 'The card is already expired.'),
      );
    }
  }
  if (!/^\d{3,4}$/.test(details.cvc)) {
    errors.push(
      fieldError('parameter_format_invalid', 'details.cvc', 'details.cvc format is invalid.'),
    );
  }
  return errors;
}

/** `POST /v1/payment_methods` (public or secret key) and `GET /v1/payment_methods/:id`. */
export function registerPaymentMethodRoutes(
  api: FastifyInstance,
  deps: { store: PaymongoSimStore; now: () => number },
): void {
  const { store, now } = deps;

  api.post('/v1/payment_methods', async (request, reply) => {
    const parsed = createBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, ...validationErrors(parsed.error));
    const { type, details, billing, metadata } = parsed.data.data.attributes;
    if (type === 'card' && !details) {
      return refuse(
        reply,
        400,
        fieldError('parameter_required', 'details', 'details is required.'),
      );
    }
    if (type !== 'card' && details) {
      return refuse(
        reply,
        400,
        fieldError('parameter_invalid', 'details', `details is not accepted for ${type}.`),
      );
    }
    const errors = details ? cardErrors(details, now()) : [];
    if (errors.length > 0) return refuse(reply, 400, ...errors);

    const method: SimPaymentMethod = {
      id: paymongoId('pm'),
      type,
      billing: billing ?? null,
      details: details
        ? {
            last4: details.card_number.slice(-4),
            exp_month: details.exp_month,
            exp_year: details.exp_year,
          }
        : null,
      card: details ? (TEST_CARDS[details.card_number] ?? null) : null,
      metadata: metadata ?? null,
      createdAt: unixSeconds(now()),
    };
    store.methods.set(method.id, method);
    return { data: paymentMethodResource(method) };
  });

  api.get<{ Params: { id: string } }>('/v1/payment_methods/:id', async (request, reply) => {
    const method = store.methods.get(request.params.id);
    if (!method) return refuse(reply, 404, notFound('payment_method', request.params.id));
    return { data: paymentMethodResource(method) };
  });
}
