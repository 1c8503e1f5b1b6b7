import type { z } from 'zod';
import { type RatingOrder, type ratingSubmitBody } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { AppError, textIn } from '../../lib/errors.js';
import type { UserRow } from '../auth/sessions.repo.js';
import { findLines, type OrderRow } from '../orders/orders.repo.js';
import {
  chefName,
  insertRating,
  isRated,
  latestUnratedOrderId,
  lockOwnOrder,
} from './ratings.repo.js';

type Submit = z.output<typeof ratingSubmitBody>;

export type RatingsService = ReturnType<typeof createRatingsService>;

// product §2.10 Rating page, §6 Rating flow: only the buyer of a completed order rates it, once.
export function createRatingsService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function ownOrder(tx: Executor, buyer: UserRow, orderId: string): Promise<OrderRow> {
    const order = await lockOwnOrder(tx, orderId, buyer.id);
    if (!order) throw new AppError('NOT_FOUND', textIn('rating', 'retrieveFailed'));
    return order;
  }

  async function toRatingOrder(tx: Executor, order: OrderRow): Promise<RatingOrder> {
    const lines = await findLines(tx, [order.id]);
    return {
      _id: order.id,
      id: order.id,
      status: order.status,
      rated: await isRated(tx, order.id),
      chef: { _id: order.chefId, name: await chefName(tx, order.chefId) },
      dishList: lines.map((l) => ({
        dish: { _id: l.dishId, id: l.dishId, name: l.name, photo: l.photo, price: l.promoPrice },
        quantity: l.quantity,
      })),
    };
  }

  /** The order to rate: the one asked for, or the latest completed one not yet rated. */
  async function popup(buyer: UserRow, orderId: string | undefined): Promise<RatingOrder | null> {
    const id = orderId ?? (await latestUnratedOrderId(db, buyer.id));
    if (!id) return null;
    return db.transaction(async (tx) => {
      const order = await ownOrder(tx, buyer, id);
      if (order.status !== 'completed') {
        throw new AppError('WRONG_STATE', textIn('rating', 'notCompleted'));
      }
      return toRatingOrder(tx, order);
    });
  }

  async function submit(buyer: UserRow, body: Submit) {
    return db.transaction(async (tx) => {
      const order = await ownOrder(tx, buyer, body.orderId);
      if (order.status !== 'completed') {
        throw new AppError('WRONG_STATE', textIn('rating', 'notCompleted'));
      }
      const lines = await findLines(tx, [order.id]);
      if (body.ratings.length > lines.length) {
        throw new AppError('VALIDATION', textIn('rating', 'submitFailed'));
      }
      const dishStars = body.ratings.flatMap((stars, i) => {
        const line = lines[i];
        return stars === null || !line ? [] : [{ dishId: line.dishId, stars }];
      });
      const overall = body.overallRating ?? null;
      const saved = await insertRating(tx, {
        orderId: order.id,
        buyerId: buyer.id,
        chefId: order.chefId,
        overall,
        dishStars,
        now: clock(),
      });
      if (!saved) throw new AppError('WRONG_STATE', textIn('rating', 'alreadyRated'));
      return { id: saved.id, overall, ratings: body.ratings };
    });
  }

  return { popup, submit };
}
