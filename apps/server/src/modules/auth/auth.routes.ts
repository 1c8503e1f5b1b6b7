import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBody,
  googleLinkBody,
  googleSignInBody,
  loggedInReply,
  loginBody,
  resetPasswordBody,
  resetTokenParams,
  signupBody,
  userReply,
  verifyEmailBody,
} from '@lutong/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { visitorLocale, word } from '../../lib/i18n.js';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  setSessionCookie,
  type SessionCookie,
} from '../../plugins/auth.js';
import type { AuthService, SignedIn } from './auth.service.js';
import type { EmailVerification } from './email-verification.js';
import type { UsersView } from '../users/users.view.js';

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

/** The spec's GET logout: guarded by the same-origin check (issue 20), as it acts. */
export const LOGOUT_PATH = '/api/v1/users/logout';

export function registerAuthRoutes(
  fastify: FastifyInstance,
  deps: {
    auth: AuthService;
    verification: EmailVerification;
    view: UsersView;
    cookie: SessionCookie;
    limits: Config['rateLimits'];
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, verification, view, cookie, limits } = deps;
  const messageReply = z.object({
    status: z.literal('success'),
    message: z.string(),
    data: z.null(),
  });
  const base = '/api/v1/users';
  const client = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    previousToken: request.sessionToken ?? undefined,
    language: visitorLocale(request),
  });
  const signedIn = async (reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(reply, cookie, result.token, result.expiresAt);
    return { status: 'success' as const, data: { user: await view.publicUser(result.user) } };
  };
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });
  // Per account and address: one address cannot hammer one account, and an attacker elsewhere
  // cannot lock the real owner out (issue 9 hardens this further).
  const perAccount = (
    name: string,
    max: number,
    account = (request: FastifyRequest) => (request.body as { email?: string }).email ?? '',
  ) => {
    // A second limiter beside the route's per-IP one (the plugin runs one hook per request).
    const limiter = fastify.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:${account(request)}:${request.ip}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', undefined, {
          headers: { 'retry-after': String(result.ttlInSeconds) },
        });
      }
    };
  };

  app.post(`${base}/signup`, {
    schema: {
      summary: 'Sign up with e-mail and password (signs in)',
      tags: ['users'],
      body: signupBody,
      response: { 200: success(userReply) },
    },
    config: perIp(limits.signupPerIp),
    handler: async (request, reply) =>
      signedIn(reply, await auth.signup(request.body, client(request))),
  });

  app.post(`${base}/login`, {
    schema: {
      summary: 'Sign in with e-mail and password',
      tags: ['users'],
      body: loginBody,
      response: { 200: success(userReply) },
    },
    config: perIp(limits.loginPerIp),
    preHandler: perAccount('login', limits.loginPerAccount),
    handler: async (request, reply) =>
      signedIn(reply, await auth.login(request.body, client(request))),
  });

  app.post(`${base}/googleSignIn`, {
    schema: {
      summary: 'Sign in or up with a Google ID token',
      tags: ['users'],
      body: googleSignInBody,
      response: { 200: success(userReply) },
    },
    config: perIp(limits.loginPerIp),
    handler: async (request, reply) =>
      signedIn(reply, await auth.googleSignIn(request.body.tokenId, client(request))),
  });

  // decision 025: the link step when Google's address belongs to an unverified account
  app.post(`${base}/googleLink`, {
    schema: {
      summary: 'Link Google sign-in to an unverified account with its password',
      tags: ['users'],
      body: googleLinkBody,
      response: { 200: success(userReply) },
    },
    config: perIp(limits.loginPerIp),
    handler: async (request, reply) =>
      signedIn(
        reply,
        await auth.googleLink(request.body.tokenId, request.body.password, client(request)),
      ),
  });

  // decision 025: the page of the e-mail's link calls this; it needs no session (the link may be
  // opened on another device) and signs nobody in.
  app.post(`${base}/verify-email`, {
    schema: {
      summary: "Verify an e-mail address with the link's token",
      tags: ['users'],
      body: verifyEmailBody,
      response: { 200: success(z.object({ message: z.string() })) },
    },
    // the token cannot be guessed (256 bits); the limit only bounds the work one address causes
    config: perIp(limits.loginPerIp),
    handler: async (request) => ({
      status: 'success' as const,
      data: { message: word(request)(await verification.verify(request.body.token)) },
    }),
  });

  app.post(`${base}/verify-email/resend`, {
    schema: {
      summary: 'Send the e-mail verification link again',
      tags: ['users'],
      response: { 200: messageReply },
    },
    config: perIp(limits.forgotPerIp),
    onRequest: requireUser,
    preHandler: perAccount('verify', limits.forgotPerAccount, (r) => currentUser(r).id),
    handler: async (request) => {
      const me = currentUser(request);
      await verification.sendVerification(me);
      return {
        status: 'success' as const,
        message: word(request)(
          me.emailVerifiedAt ? 'emailAlreadyVerified' : 'emailVerificationSent',
        ),
        data: null,
      };
    },
  });

  app.get(`${base}/loggedin`, {
    schema: {
      summary: 'Who is signed in (or nobody)',
      tags: ['users'],
      response: {
        200: z.object({ status: z.literal('success'), loggedIn: z.boolean(), data: loggedInReply }),
      },
    },
    handler: async (request) => {
      const user = request.user ? await view.publicUser(request.user) : null;
      return {
        status: 'success' as const,
        loggedIn: user !== null,
        data: { loggedIn: user !== null, user },
      };
    },
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionToken) await auth.logout(request.sessionToken);
    clearSessionCookie(reply, cookie);
    return { status: 'success' as const, data: null };
  };
  // The spec's call is a GET; POST is offered too for clients that prefer a mutating verb.
  app.get(LOGOUT_PATH, {
    schema: { summary: "Sign out (the spec's GET; same-origin only)", tags: ['users'] },
    handler: logout,
  });
  app.post(`${base}/logout`, { schema: { summary: 'Sign out', tags: ['users'] }, handler: logout });

  app.post(`${base}/forgotPassword`, {
    schema: {
      summary: 'Send a password reset link',
      tags: ['users'],
      body: forgotPasswordBody,
      response: { 200: messageReply },
    },
    config: perIp(limits.forgotPerIp),
    preHandler: perAccount('forgot', limits.forgotPerAccount),
    handler: async (request) => {
      await auth.forgotPassword(request.body.email);
      return {
        status: 'success' as const,
        message: word(request)('forgotPasswordSent'),
        data: null,
      };
    },
  });

  app.patch(`${base}/resetPassword/:tokenId`, {
    schema: {
      summary: "Set a new password with the reset link's token (signs in)",
      tags: ['users'],
      params: resetTokenParams,
      body: resetPasswordBody,
      response: { 200: success(userReply) },
    },
    config: perIp(limits.forgotPerIp),
    handler: async (request, reply) =>
      signedIn(
        reply,
        await auth.resetPassword(request.params.tokenId, request.body.password, client(request)),
      ),
  });
}
