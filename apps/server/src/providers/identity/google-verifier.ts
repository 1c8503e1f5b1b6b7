import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Where Google publishes its ID-token signing keys, and its sign-in script for the browser. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_SIGNIN_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** How long fetching Google's signing keys (JWKS) may take. */
export const JWKS_TIMEOUT_MS = 5000;

export type VerifiedIdentity = { sub: string; email: string; name: string; picture: string | null };

/** The identity provider port: verifies a Google ID token and returns who signed in. */
export type IdentityVerifier = { verify: (idToken: string) => Promise<VerifiedIdentity> };

/**
 * Verifies Google Identity Services ID tokens against the issuer's JWKS: signature, `aud`, `iss`,
 * `exp` and `email_verified` (ARCHITECTURE §6). The simulator serves its own JWKS, so this same code runs
 * in development and tests.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}): IdentityVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: JWKS_TIMEOUT_MS,
    cooldownDuration: 30_000,
  });
  return {
    async verify(idToken) {
      const { payload } = await jwtVerify(idToken, jwks, {
        audience: options.clientId,
        issuer: options.issuers,
        algorithms: ['RS256'],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new Error('ID token lacks sub or email');
      }
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw new Error('Google account e-mail is not verified');
      }
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : '',
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    },
  };
}
