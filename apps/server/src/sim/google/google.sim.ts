import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import { newId } from '../../lib/ids.js';
import { choosePage, chooseScript } from './choose-page.js';

/**
 * Google Identity simulator (DESIGN §6): a "choose an account" page that issues RS256 ID tokens
 * signed by a local key, and that key's JWKS, so the real verifier runs unchanged in tests.
 */
export async function registerGoogleSimulator(
  app: FastifyInstance,
  options: {
    issuer: string;
    clientId: string;
    accounts: () => Promise<{ email: string; name: string }[]>;
  },
): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = newId();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  app.get('/_sim/google/jwks.json', async () => ({ keys: [jwk] }));

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
    // lets tests ask for an already expired token
    expires_in: z.number().int().min(-86_400).max(86_400).default(3600),
  });
  app.post('/_sim/google/token', async (request, reply) => {
    const body = tokenBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid_request' });
    const { client_id, email, name, email_verified, expires_in } = body.data;
    const now = Math.floor(Date.now() / 1000);
    const credential = await new SignJWT({ email, email_verified, name, picture: null })
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
