import { generateKeyPair as generateRsaKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, type JWK } from 'jose';
import { z } from 'zod';
import { newId } from '../../lib/ids.js';
import { choosePage, chooseScript } from './choose-page.js';
import { selfSignedCertificate } from './self-signed.js';

/** Consumer Google accounts carry no `hd`; any other domain is a Workspace one in the simulator. */
const CONSUMER_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** How long clients may keep the keys (Google answers a few hours with Cache-Control). */
const KEYS_CACHE = 'public, max-age=3600, must-revalidate, no-transform';

/**
 * Google Identity simulator (ARCHITECTURE §6): a "choose an account" page that issues RS256 ID tokens
 * signed by a local key with Google's claims (issue 20 §P6: iss https://accounts.google.com, aud and
 * azp the client id, sub, email, email_verified, name, given_name, family_name, picture as an https
 * URL or absent, hd for a Workspace domain, iat, exp), and that key as Google publishes its own:
 * the JWKS (`/oauth2/v3/certs`, also at `/jwks.json`) and the PEM certificates map kid -> X.509
 * (`/oauth2/v1/certs`, which google-auth-library's verifyIdToken reads), so a real verifier runs
 * unchanged against it.
 */
export async function registerGoogleSimulator(
  app: FastifyInstance,
  options: {
    issuer: string;
    accounts: () => Promise<{ email: string; name: string }[]>;
  },
): Promise<void> {
  const { privateKey, publicKey } = await promisify(generateRsaKeyPair)('rsa', {
    modulusLength: 2048,
  });
  const kid = newId().replaceAll('-', '');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const certificate = selfSignedCertificate({
    publicKey,
    privateKey,
    commonName: 'federated-signon.system.gserviceaccount.com',
    notBefore: new Date(Date.now() - 60 * 60 * 1000),
    days: 14,
  });

  for (const path of ['/_sim/google/jwks.json', '/_sim/google/oauth2/v3/certs']) {
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', KEYS_CACHE).send({ keys: [jwk] }),
    );
  }
  app.get('/_sim/google/oauth2/v1/certs', async (_request, reply) =>
    reply.header('cache-control', KEYS_CACHE).send({ [kid]: certificate }),
  );

  app.get('/_sim/google/choose', async (request, reply) => {
    const query = z.object({ client_id: z.string(), origin: z.string() }).safeParse(request.query);
    if (!query.success)
      return reply.status(400).type('text/plain').send('client_id and origin are required');
    const accounts = await options.accounts();
    return reply
      .type('text/html')
      .send(choosePage({ accounts, clientId: query.data.client_id, origin: query.data.origin }));
  });
  app.get('/_sim/google/choose.js', async (_request, reply) =>
    reply.type('text/javascript').send(chooseScript),
  );

  const tokenBody = z.object({
    client_id: z.string().min(1),
    email: z.email(),
    name: z.string().max(200).default(''),
    email_verified: z.boolean().default(true),
    // Google sends a photo as an https URL, or no picture claim at all
    picture: z
      .url({ protocol: /^https$/ })
      .max(500)
      .optional(),
    // the Workspace domain; null: a Workspace-looking domain that is a consumer account
    hd: z.string().max(253).nullable().optional(),
    // lets tests ask for an already expired token
    expires_in: z.number().int().min(-86_400).max(86_400).default(3600),
  });
  app.post('/_sim/google/token', async (request, reply) => {
    const body = tokenBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid_request' });
    const { client_id, email, name, email_verified, expires_in, picture } = body.data;
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    const hd =
      body.data.hd === undefined ? (CONSUMER_DOMAINS.has(domain) ? null : domain) : body.data.hd;
    const [givenName, ...family] = name.trim().split(/\s+/);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      azp: client_id,
      email,
      email_verified,
      ...(name.trim() ? { name: name.trim(), given_name: givenName } : {}),
      ...(family.length ? { family_name: family.join(' ') } : {}),
      ...(picture ? { picture } : {}),
      ...(hd ? { hd } : {}),
    };
    const credential = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(client_id)
      .setSubject(`sim-${Buffer.from(email.toLowerCase()).toString('hex').slice(0, 40)}`)
      .setIssuedAt(Math.min(now, now + expires_in - 60))
      .setExpirationTime(now + expires_in)
      .sign(privateKey);
    return { credential };
  });
}
