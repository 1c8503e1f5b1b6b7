// Security headers on every reply (issue 9 §12), written by helmet. @fastify/helmet builds
// helmet's middleware again for every request, parsing the Content-Security-Policy directives
// each time; here it is built once, when the server starts (issue 10).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const writeHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    writeHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

/**
 * The Content-Security-Policy's directives: our own origin, and the providers' origins the browser
 * talks to in this configuration, taken from their configured addresses (decision 033), so a
 * production configuration pointed at the simulators process is allowed exactly what it needs.
 */
export function cspDirectives(config: Config) {
  // Google Identity Services: its script, its button's styles and frames, its calls
  const google = config.identity.scriptUrl ? [new URL(config.identity.scriptUrl).origin] : [];
  // Real PayMongo: the browser creates card payment methods at its API (public key) and shows the
  // card issuer's 3-D Secure page, which lives on the bank's own https domain, in a frame.
  const paymongo =
    config.payments.mode === 'paymongo' ? [new URL(config.payments.baseUrl).origin] : [];
  // photos in S3-compatible storage are read from its public URL (any https one already is)
  const photos = config.storage.mode === 's3' ? [new URL(config.storage.publicUrl).origin] : [];
  // the error tracker the browser reports to (decision 031)
  const tracker = config.errorReporting.browserDsn
    ? [new URL(config.errorReporting.browserDsn).origin]
    : [];
  return {
    defaultSrc: ["'self'"],
    // npm run dev: Vite's React Refresh preamble is an inline script of its index.html
    scriptSrc: ["'self'", ...google, ...(config.webDev ? ["'unsafe-inline'"] : [])],
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...photos],
    connectSrc: ["'self'", ...google, ...paymongo, ...tracker],
    frameSrc: ["'self'", ...google, ...config.payments.secureFrameSrc],
    fontSrc: ["'self'", 'data:'],
    // the web app's service worker (/sw.js) and manifest, from our origin only (decision 046)
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}
