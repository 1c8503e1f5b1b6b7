import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse, type PaymongoError } from './errors.js';

/** Which of the account's keys a request carries. */
export type Caller = 'secret' | 'public';

const callers = new WeakMap<FastifyRequest, Caller>();

const invalidKey: PaymongoError = {
  code: 'api_key_invalid',
  // PayMongo names the key here; the simulator never repeats one
  detail:
    'The API key is missing or invalid. Go to https://dashboard.paymongo.com/developers to get your API keys.',
};

export const secretKeyRequired: PaymongoError = {
  code: 'secret_key_required',
  detail:
    'This request needs your secret key. A public key may only create payment methods, and retrieve or attach a payment intent with its client_key.',
};

/** The key in `Authorization: Basic base64(key:)`, or null. */
export function basicKey(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return at > 0 ? decoded.slice(0, at) : null;
}

/** Refuses (401) a request without one of the two keys; remembers which one it carried. */
export function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: { secretKey: string; publicKey: string },
) {
  const key = basicKey(request.headers.authorization);
  const caller: Caller | null =
    key === keys.secretKey ? 'secret' : key === keys.publicKey ? 'public' : null;
  if (!caller) return refuse(reply, 401, invalidKey);
  callers.set(request, caller);
  return undefined;
}

export const callerOf = (request: FastifyRequest): Caller | undefined => callers.get(request);

/**
 * A public key may act on an intent only with that intent's client_key (PayMongo's rule for the
 * browser); the secret key may always. Answers the refusal, or null when allowed.
 */
export function clientKeyRefusal(
  request: FastifyRequest,
  clientKey: string | undefined,
  expected: string,
): { status: number; error: PaymongoError } | null {
  if (callerOf(request) === 'secret') return null;
  if (!clientKey) {
    return {
      status: 400,
      error: {
        code: 'parameter_required',
        detail: 'client_key is required when using a public key.',
        source: { pointer: 'client_key', attribute: 'client_key' },
      },
    };
  }
  if (clientKey !== expected) {
    return {
      status: 400,
      error: {
        code: 'parameter_invalid',
        detail: 'client_key is invalid.',
        source: { pointer: 'client_key', attribute: 'client_key' },
      },
    };
  }
  return null;
}

/** A route preHandler: the secret key only. */
export async function requireSecretKey(request: FastifyRequest, reply: FastifyReply) {
  if (callerOf(request) !== 'secret') return refuse(reply, 401, secretKeyRequired);
  return undefined;
}
