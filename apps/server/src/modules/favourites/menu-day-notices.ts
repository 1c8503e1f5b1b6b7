// decision 048: when a seller opens a new menu day, the buyers who favourited them and opted in
// get one e-mail, at most one per buyer, seller and Manila day (favourite_notices is the key).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { manilaClock, orderDayText, paths, type Locale, type MenuDay } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { favouriteNotices, favouriteSellers, users } from '../../db/schema/index.js';
import { hashToken, newSecretToken } from '../../lib/ids.js';
import type { OutgoingMessage } from '../../providers/mail/mailer.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { textsFor } from '../../lib/i18n.js';

export type MenuDayNotices = ReturnType<typeof createMenuDayNotices>;

export function createMenuDayNotices(deps: {
  db: Db;
  notifications: Pick<Notifications, 'enqueueAll' | 'dispatch'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, notifications, publicUrl } = deps;

  /** Writes the e-mails in one transaction, then queues them; answers how many were written. */
  async function write(
    seller: { id: string; name: string },
    days: MenuDay[],
    now: Date,
  ): Promise<number> {
    const day = manilaClock(now).dateKey;
    const ids = await db.transaction(async (tx) => {
      const buyers = await tx
        .select({ id: users.id, email: users.email, language: users.language })
        .from(favouriteSellers)
        .innerJoin(users, eq(users.id, favouriteSellers.buyerId))
        .where(
          and(
            eq(favouriteSellers.sellerId, seller.id),
            eq(users.favouriteMenuEmails, true),
            ne(users.id, seller.id),
          ),
        );
      if (buyers.length === 0) return [];
      const tokens = new Map(buyers.map((b) => [b.id, newSecretToken()]));
      // the idempotency key: a buyer already told about this seller today is left out
      const written = await tx
        .insert(favouriteNotices)
        .values(
          buyers.map((b) => ({
            buyerId: b.id,
            sellerId: seller.id,
            day,
            unsubscribeHash: hashToken(tokens.get(b.id) ?? ''),
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ buyerId: favouriteNotices.buyerId });
      const told = new Set(written.map((w) => w.buyerId));
      const mails = buyers
        .filter((b) => told.has(b.id))
        .map((b) => menuDayMail(b, seller, days, tokens.get(b.id) ?? ''));
      return notifications.enqueueAll(tx, mails);
    });
    await notifications.dispatch(ids);
    return ids.length;
  }

  /** In the buyer's language (decision 044), English when they never chose one. */
  function menuDayMail(
    buyer: { email: string; language: Locale | null },
    seller: { id: string; name: string },
    days: MenuDay[],
    token: string,
  ): OutgoingMessage {
    const menuLink = `${publicUrl}${paths.menu(seller.id)}`;
    const unsubscribeLink = `${publicUrl}${paths.unsubscribe(token)}`;
    const locale = buyer.language ?? 'en';
    const dayList = days.map((d) => orderDayText(d.dateKey, locale)).join('; ');
    const t = textsFor(locale, 'favourites');
    return {
      channel: 'email',
      to: buyer.email,
      subject: t('mailSubject', { seller: seller.name }),
      body: t('mailBody', {
        seller: seller.name,
        days: dayList,
        menuLink,
        unsubscribeLink,
      }),
      links: [menuLink, unsubscribeLink],
    };
  }

  return {
    /**
     * The seller opened `days` (newlyOpenedDays). A failure is logged, never undoes the seller's
     * change: the menu is saved whether or not the e-mails could be written.
     */
    async menuDaysOpened(
      seller: { id: string; name: string },
      days: MenuDay[],
      now: Date,
    ): Promise<void> {
      if (days.length === 0) return;
      try {
        await write(seller, days, now);
      } catch (err) {
        deps.log.error({ err, sellerId: seller.id }, 'new menu day e-mails not written');
      }
    },

    /** The unsubscribe link: turns the buyer's opt-in off. False for a token never sent. */
    async unsubscribe(token: string): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE users SET favourite_menu_emails = false
        WHERE id = (SELECT buyer_id FROM favourite_notices WHERE unsubscribe_hash = ${hashToken(token)})
        RETURNING id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
  };
}
