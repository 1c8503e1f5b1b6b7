import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages, paths, type Locale } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { textsFor } from '../../lib/i18n.js';
import { hashToken, newId, newSecretToken } from '../../lib/ids.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type {
  IdentityVerifier,
  VerifiedIdentity,
} from '../../providers/identity/google-verifier.js';
import type { Notifications } from '../notifications/notifications.service.js';
import type { EmailVerification } from './email-verification.js';
import { createSession, deleteSession, deleteUserSessions, type UserRow } from './sessions.repo.js';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from './users.repo.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000; // one hour (issue 2)

type Client = {
  userAgent?: string | undefined;
  ip?: string | undefined;
  previousToken?: string | undefined;
  /** issue 23: the visitor's language (lb_lang, else Accept-Language), kept on a new account */
  language?: Locale | undefined;
};
export type SignedIn = { user: UserRow; token: string; expiresAt: Date };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  identity: IdentityVerifier;
  notifications: Notifications;
  verification: EmailVerification;
  clock: () => Date;
  sessionTtlMs: number;
  publicUrl: string;
}) {
  const { db, identity, notifications, verification, clock, sessionTtlMs, publicUrl } = deps;

  const verifiedGoogle = (idToken: string) =>
    identity.verify(idToken).catch(() => {
      throw new AppError('INVALID_TOKEN', messages.googleSignupFailed);
    });

  /** The password login's check: the same answer and the same work for every kind of failure. */
  async function checkPassword(user: UserRow | null, password: string): Promise<UserRow> {
    if (!user?.passwordHash) {
      await verifyAgainstDummy(password);
      throw new AppError('WRONG_CREDENTIALS', messages.loginWrongCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('WRONG_CREDENTIALS', messages.loginWrongCredentials);
    }
    return user;
  }

  /** Starts a fresh session; the one the browser brought (if any) is revoked: rotation at login. */
  async function startSession(user: UserRow, client: Client): Promise<SignedIn> {
    const { language: _language, ...device } = client;
    return db.transaction(async (tx) => {
      if (device.previousToken) await deleteSession(tx, device.previousToken);
      const session = await createSession(tx, {
        userId: user.id,
        ttlMs: sessionTtlMs,
        now: clock(),
        ...device,
      });
      return { user, ...session };
    });
  }

  const linkGoogle = (user: UserRow, who: VerifiedIdentity) =>
    updateUser(db, user.id, {
      googleSub: who.sub,
      userPhoto: user.userPhoto ?? who.picture,
      emailVerifiedAt: user.emailVerifiedAt ?? clock(),
    });

  return {
    async signup(input: { email: string; password: string }, client: Client): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      const user = await insertUser(db, {
        email: input.email,
        passwordHash,
        ...chosenLanguage(client),
      });
      if (!user) throw new AppError('EMAIL_TAKEN', messages.signupIssue);
      const signedIn = await startSession(user, client);
      await verification.sendVerification(user);
      return signedIn;
    },

    async login(input: { email: string; password: string }, client: Client): Promise<SignedIn> {
      const user = await checkPassword(await findUserByEmail(db, input.email), input.password);
      return startSession(user, client);
    },

    /**
     * Decision 025: Google's verified address opens an account with that address only when the
     * account's own address is verified too; otherwise its password must link them (googleLink).
     */
    async googleSignIn(idToken: string, client: Client): Promise<SignedIn> {
      const who = await verifiedGoogle(idToken);
      let user = await findUserByGoogleSub(db, who.sub);
      if (!user) {
        const existing = await findUserByEmail(db, who.email);
        if (existing && !existing.emailVerifiedAt) {
          throw new AppError('LINK_REQUIRED', messages.googleLinkRequired);
        }
        user = existing
          ? await linkGoogle(existing, who)
          : await insertUser(db, {
              email: who.email,
              googleSub: who.sub,
              name: who.name.toLowerCase(),
              userPhoto: who.picture,
              emailVerifiedAt: clock(),
              ...chosenLanguage(client),
            });
      }
      if (!user) throw new AppError('INVALID_TOKEN', messages.googleSignupFailed);
      return startSession(user, client);
    },

    /**
     * The link step: Google says the person reads the address, the password says the account is
     * theirs; the account is then verified too.
     */
    async googleLink(idToken: string, password: string, client: Client): Promise<SignedIn> {
      const who = await verifiedGoogle(idToken);
      const user = await checkPassword(await findUserByEmail(db, who.email), password);
      if (user.googleSub && user.googleSub !== who.sub) {
        throw new AppError('INVALID_TOKEN', messages.googleSignupFailed);
      }
      const linked = await linkGoogle(user, who);
      if (!linked) throw new AppError('INVALID_TOKEN', messages.googleSignupFailed);
      return startSession(linked, client);
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
        const t = textsFor(user.language ?? 'en', 'email');
        return notifications.enqueue(tx, {
          channel: 'email',
          to: user.email,
          subject: t('resetSubject'),
          body: t('resetBody', { link }),
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
        // the link reached the address, so it is verified (decision 025)
        const user = await updateUser(tx, userId, { passwordHash, emailVerifiedAt: now });
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

/** A new account keeps the language its visitor signed up in (issue 23). */
const chosenLanguage = (client: Client) => (client.language ? { language: client.language } : {});
