import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages, paths } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newId, newSecretToken } from '../../lib/ids.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { IdentityVerifier } from '../../providers/identity/google-verifier.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { createSession, deleteSession, deleteUserSessions, type UserRow } from './sessions.repo.js';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from './users.repo.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000; // one hour (issue 2)

type Client = {
  userAgent?: string | undefined;
  ip?: string | undefined;
  previousToken?: string | undefined;
};
export type SignedIn = { user: UserRow; token: string; expiresAt: Date };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  identity: IdentityVerifier;
  notifications: Notifications;
  clock: () => Date;
  sessionTtlMs: number;
  publicUrl: string;
}) {
  const { db, identity, notifications, clock, sessionTtlMs, publicUrl } = deps;

  /** Starts a fresh session; the one the browser brought (if any) is revoked: rotation at login. */
  async function startSession(user: UserRow, client: Client): Promise<SignedIn> {
    return db.transaction(async (tx) => {
      if (client.previousToken) await deleteSession(tx, client.previousToken);
      const session = await createSession(tx, {
        userId: user.id,
        ttlMs: sessionTtlMs,
        now: clock(),
        ...client,
      });
      return { user, ...session };
    });
  }

  return {
    async signup(input: { email: string; password: string }, client: Client): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      const user = await insertUser(db, { email: input.email, passwordHash });
      if (!user) throw new AppError('EMAIL_TAKEN', messages.signupIssue);
      return startSession(user, client);
    },

    async login(input: { email: string; password: string }, client: Client): Promise<SignedIn> {
      const user = await findUserByEmail(db, input.email);
      if (!user?.passwordHash) {
        await verifyAgainstDummy(input.password);
        throw new AppError('WRONG_CREDENTIALS', messages.loginWrongCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('WRONG_CREDENTIALS', messages.loginWrongCredentials);
      }
      return startSession(user, client);
    },

    async googleSignIn(idToken: string, client: Client): Promise<SignedIn> {
      const who = await identity.verify(idToken).catch(() => {
        throw new AppError('INVALID_TOKEN', messages.googleSignupFailed);
      });
      let user = await findUserByGoogleSub(db, who.sub);
      if (!user) {
        const existing = await findUserByEmail(db, who.email);
        // Google verified the address, so the account with that e-mail is this person's.
        user = existing
          ? await updateUser(db, existing.id, {
              googleSub: who.sub,
              userPhoto: existing.userPhoto ?? who.picture,
            })
          : await insertUser(db, {
              email: who.email,
              googleSub: who.sub,
              name: who.name.toLowerCase(),
              userPhoto: who.picture,
            });
      }
      if (!user) throw new AppError('INVALID_TOKEN', messages.googleSignupFailed);
      return startSession(user, client);
    },

    logout: (token: string) => deleteSession(db, token),

    /** Always resolves the same way, so the reply does not tell whether the e-mail has an account. */
    async forgotPassword(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = newSecretToken();
      const link = `${publicUrl}${paths.resetPassword(token)}`;
      const outboxId = await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          id: newId(),
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(clock().getTime() + RESET_TOKEN_TTL_MS),
        });
        return notifications.enqueue(tx, {
          channel: 'email',
          to: user.email,
          subject: 'Reset your Lutong Bahay password',
          body: `Someone asked to reset the password of your Lutong Bahay account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.`,
          links: [link],
        });
      });
      await notifications.dispatch([outboxId]);
    },

    /** Single use, one hour; every other session of the user is revoked (issue 2). */
    async resetPassword(token: string, password: string, client: Client): Promise<SignedIn> {
      const passwordHash = await hashPassword(password);
      const now = clock();
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        const userId = used[0]?.userId;
        if (!userId) throw new AppError('INVALID_TOKEN', messages.resetFailed);
        const user = await updateUser(tx, userId, { passwordHash });
        if (!user) throw new AppError('INVALID_TOKEN', messages.resetFailed);
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await deleteUserSessions(tx, userId);
        const session = await createSession(tx, { userId, ttlMs: sessionTtlMs, now, ...client });
        return { user, ...session };
      });
    },
  };
}
