// Issue 20 (decision 025): an address is verified by a link sent to it; an e-mail change takes
// effect only when the new address opens its link.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { messages, paths } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { emailVerificationTokens, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { textsFor } from '../../lib/i18n.js';
import { hashToken, newId, newSecretToken } from '../../lib/ids.js';
import type { Notifications } from '../notifications/notifications.service.js';
import type { UserRow } from './sessions.repo.js';
import { findUserByEmail, updateUser } from './users.repo.js';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000; // 24 hours

type Purpose = 'verify' | 'change';
export type EmailVerification = ReturnType<typeof createEmailVerification>;

export function createEmailVerification(deps: {
  db: Db;
  notifications: Notifications;
  clock: () => Date;
  publicUrl: string;
}) {
  const { db, notifications, clock, publicUrl } = deps;

  /** Stores a new single-use token and writes its e-mail to the outbox (in `tx`). */
  async function enqueueLink(
    tx: Executor,
    user: UserRow,
    purpose: Purpose,
    email: string,
  ): Promise<string> {
    const token = newSecretToken();
    const link = `${publicUrl}${paths.verifyEmail(token)}`;
    await tx.insert(emailVerificationTokens).values({
      id: newId(),
      userId: user.id,
      purpose,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock().getTime() + VERIFY_TOKEN_TTL_MS),
    });
    const t = textsFor(user.language ?? 'en', 'email');
    const verify = purpose === 'verify';
    return notifications.enqueue(tx, {
      channel: 'email',
      to: email,
      subject: verify ? t('verifySubject') : t('changeSubject'),
      body: verify ? t('verifyBody', { link }) : t('changeBody', { link }),
      links: [link],
    });
  }

  /** Earlier links of the user stop working when a newer one is sent or one is used. */
  const retireLinks = (tx: Executor, userId: string, now: Date) =>
    tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)),
      );

  return {
    enqueueLink,

    /** At signup and on "resend": a link to the account's own address. */
    async sendVerification(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) return;
      const id = await db.transaction(async (tx) => {
        await retireLinks(tx, user.id, clock());
        return enqueueLink(tx, user, 'verify', user.email);
      });
      await notifications.dispatch([id]);
    },

    /**
     * A new address: the link goes to it, the old address is told, and every other session of
     * the user is revoked. The account keeps its address until the link is opened.
     */
    async requestChange(user: UserRow, email: string, sessionToken: string | null): Promise<void> {
      const owner = await findUserByEmail(db, email);
      if (owner) throw new AppError('EMAIL_TAKEN', messages.profileUpdateFailed);
      const ids = await db.transaction(async (tx) => {
        await retireLinks(tx, user.id, clock());
        const link = await enqueueLink(tx, user, 'change', email);
        const t = textsFor(user.language ?? 'en', 'email');
        const notice = await notifications.enqueue(tx, {
          channel: 'email',
          to: user.email,
          subject: t('changingSubject'),
          body: t('changingBody', { email, link: `${publicUrl}${paths.forgotPassword()}` }),
          links: [],
        });
        const keep = sessionToken ? ne(sessions.tokenHash, hashToken(sessionToken)) : undefined;
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), keep));
        return [link, notice];
      });
      await notifications.dispatch(ids);
    },

    /** Opens a link once, within 24 hours; says which message the page shows. */
    async verify(token: string): Promise<'emailVerified' | 'emailChanged'> {
      const now = clock();
      return db.transaction(async (tx) => {
        const used = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, hashToken(token)),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning();
        const row = used[0];
        if (!row) throw new AppError('INVALID_TOKEN', messages.emailVerifyFailed);
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
        if (!user) throw new AppError('INVALID_TOKEN', messages.emailVerifyFailed);
        if (row.purpose === 'verify') {
          // a link for an address the account no longer has proves nothing about the new one
          if (user.email !== row.email) {
            throw new AppError('INVALID_TOKEN', messages.emailVerifyFailed);
          }
          await updateUser(tx, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now });
          return 'emailVerified' as const;
        }
        const owner = await findUserByEmail(tx, row.email);
        if (owner && owner.id !== user.id) {
          throw new AppError('EMAIL_TAKEN', messages.profileUpdateFailed);
        }
        await updateUser(tx, user.id, { email: row.email, emailVerifiedAt: now });
        await retireLinks(tx, user.id, now);
        return 'emailChanged' as const;
      });
    },
  };
}
