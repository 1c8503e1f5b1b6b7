import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@lutong/shared';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { findSessionUser, type UserRow } from '../modules/auth/sessions.repo.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export type SessionCookie = { name: string; secure: boolean; ttlMs: number };

/** Reads the session cookie of API requests and loads its user (ARCHITECTURE §14 sessions). */
export function registerAuth(
  app: FastifyInstance,
  options: { db: Db; cookie: SessionCookie; clock: () => Date },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await loadSession(request, options);
  });
}

/** Sets the request's session token and user from its session cookie, if it has a valid one. */
export async function loadSession(
  request: FastifyRequest,
  options: { db: Db; cookie: Pick<SessionCookie, 'name'>; clock: () => Date },
): Promise<void> {
  const token = request.cookies[options.cookie.name];
  if (!token || token.length > 200) return;
  request.sessionToken = token;
  request.user = await findSessionUser(options.db, token, options.clock());
}

export function setSessionCookie(
  reply: FastifyReply,
  cookie: SessionCookie,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(cookie.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
  });
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
}

/** The hooks that need a session, so the API document marks their routes (openapi.ts). */
const sessionGuards = new WeakSet<object>([requireUser]);

export const isSessionGuard = (hook: unknown): boolean =>
  typeof hook === 'function' && sessionGuards.has(hook);

export function requireRole(...roles: Role[]) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (!roles.includes(request.user.role)) throw new AppError('FORBIDDEN');
  };
  sessionGuards.add(guard);
  return guard;
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
