import { isIP } from 'node:net';
import { z } from 'zod';

// TRUST_PROXY (issue 21, decision 032): which hops in front of this process may say who the
// client is (X-Forwarded-For, -Proto, -Host). The address a request comes from keys the abuse
// limits: trusting too little puts every visitor behind a proxy on one limit, trusting too much
// lets a client name any address it likes and dodge them.

/** What Fastify's `trustProxy` gets: nothing, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, as Fastify accepts them */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUST_PROXY_CHOICES =
  'false (no proxy), 1 (one load balancer or proxy in front), 2 (e.g. Cloudflare in front of a ' +
  'load balancer), loopback or 127.0.0.1 (nginx or Caddy on this machine), or a comma-separated ' +
  "list of the proxies' addresses or CIDRs (true trusts every hop: only if the proxy replaces " +
  "the client's X-Forwarded-For)";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Reads the setting; `null` when it is not one of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

/** The env schema's field: unset stays undefined (production refuses to start without it). */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = parseTrustProxy(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: `must be ${TRUST_PROXY_CHOICES}` });
      return z.NEVER;
    }
    return parsed;
  });

/** Fastify's option: a hop count becomes the function Fastify makes of one (its typings lack it). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
