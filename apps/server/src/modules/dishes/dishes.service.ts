import type { z } from 'zod';
import {
  type createDishBody,
  type CreateDishInput,
  type updateDishBody,
  type UpdateDishInput,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import { AppError, textIn } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { UserRow } from '../auth/sessions.repo.js';
import {
  clearTodayOffers,
  findOwnDishForUpdate,
  insertDish,
  updateDish,
  type DishRow,
} from './dishes.repo.js';

type CreateDish = z.output<typeof createDishBody>['dish'];
type UpdateDish = z.output<typeof updateDishBody>['dish'];
export type { CreateDishInput, UpdateDishInput };

export type DishesService = ReturnType<typeof createDishesService>;

/** Decision 019: offers for "today" end at Manila midnight (the schedule runs in Asia/Manila). */
export const TODAY_RESET_JOB = 'dishes.today-reset';
const TODAY_RESET_CRON = '0 0 * * *';

// product §3.3 and §7: the chef's own dishes; the price is fixed once the dish exists.
export function createDishesService(deps: { db: Db; storage: Storage; clock: () => Date }) {
  const { db, storage, clock } = deps;

  function checkPhoto(photo: string | null | undefined): void {
    if (photo && !storage.owns(photo))
      throw new AppError('VALIDATION', textIn('sellerRules', 'imageType'));
  }

  async function create(chef: UserRow, dish: CreateDish): Promise<DishRow> {
    checkPhoto(dish.photo);
    return insertDish(db, { id: newId(), chefId: chef.id, ...dish });
  }

  async function update(chef: UserRow, id: string, dish: UpdateDish): Promise<DishRow> {
    checkPhoto(dish.photo);
    return db.transaction(async (tx) => {
      const current = await findOwnDishForUpdate(tx, chef.id, id);
      if (!current) throw new AppError('NOT_FOUND');
      const { price, ...rest } = dish;
      if (price !== undefined && price !== current.price) {
        throw new AppError('VALIDATION', textIn('dishForm', 'priceLocked'));
      }
      if (
        rest.weeklyStock !== undefined &&
        rest.weeklyStock !== null &&
        rest.weeklyStock < current.weeklyQuantity
      ) {
        throw new AppError(
          'VALIDATION',
          textIn('sellerRules', 'weeklyStockBelowSold', { sold: current.weeklyQuantity }),
        );
      }
      // a dish no longer offered today keeps no count for today
      const today = rest.now === false ? { todayStock: null } : {};
      return updateDish(tx, id, { ...rest, ...today }, clock());
    });
  }

  /** Removed dishes leave the menu; past orders keep their lines (a soft delete). */
  async function remove(chef: UserRow, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await findOwnDishForUpdate(tx, chef.id, id);
      if (!current) throw new AppError('NOT_FOUND');
      await updateDish(tx, id, { deletedAt: clock() }, clock());
    });
  }

  async function resetTodayOffers(): Promise<number> {
    return clearTodayOffers(db, clock());
  }

  async function scheduleTodayReset(jobs: Jobs): Promise<void> {
    await jobs.work(TODAY_RESET_JOB, async () => {
      await resetTodayOffers();
    });
    await jobs.schedule(TODAY_RESET_JOB, TODAY_RESET_CRON);
  }

  return { create, update, remove, resetTodayOffers, scheduleTodayReset };
}
