import {
  orderTotals,
  type CheckoutChefView,
  type OrderStatus,
  type OrderView,
  type WeekdayCode,
} from '@lutong/shared';
import type { orderStatuses } from '../../db/schema/index.js';
import type { ChefRow, LineRow, OrderRow } from './orders.repo.js';

// The database's statuses and the API's are the same list (the schema cannot import shared).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesAgree: Same<(typeof orderStatuses)[number], OrderStatus> = true;
void statusesAgree;

// The shapes every /orders reply shows (packages/shared/src/orders/schemas.ts).

/**
 * An order as the spec's Order (product §5) plus our totals, recomputed from the lines so a cart and
 * a placed order read alike. `rewards` previews the buyer's rewards on an order not yet placed.
 */
export function toOrderView(
  row: OrderRow,
  lines: readonly LineRow[],
  chefName: string,
  options: { rewards?: number } = {},
): OrderView {
  const totals = orderTotals({
    lines,
    deliveryFee: row.deliveryFee,
    rewards: options.rewards ?? row.rewardsApplied,
  });
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    status: row.status,
    chef: row.chefId,
    chefName,
    name: row.name,
    dishList: lines.map((line) => ({
      dish: {
        _id: line.dishId,
        id: line.dishId,
        name: line.name,
        photo: line.photo,
        price: line.unitPrice,
        promoPrice: line.promoPrice,
      },
      quantity: line.quantity,
      note: line.note,
      spiceLevel: line.spiceLevel,
    })),
    deliveryMode: row.deliveryMode,
    deliveryDate: row.deliveryDate as WeekdayCode,
    actualDate: row.actualDate,
    createdFor: row.createdFor,
    today: row.today,
    selectedTime: row.selectedTime,
    zip: row.zip,
    phone: row.phone,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    aptNumber: row.aptNumber,
    addressNote: row.addressNote,
    note: row.note,
    digital: row.digital,
    ...totals,
    payed: row.payed,
    confirmed: row.confirmed,
    finished: row.finished,
    createdAt: row.createdAt.toISOString(),
    serviceFee: row.serviceFee,
    paymentMethod: row.paymentMethod,
  };
}

const NO_SLOTS = [null, null, null, null, null, null];

/** What checkout shows about the chef: never their contact details or exact address. */
export function toCheckoutChefView(chef: ChefRow, weekday: string): CheckoutChefView {
  return {
    _id: chef.id,
    name: chef.name,
    note: chef.note,
    cuisine: chef.cuisine,
    miniAddress: chef.miniAddress,
    pickup: chef.pickup,
    hourPrep: chef.hourPrep,
    slots: chef.deliveryTimes?.[weekday as WeekdayCode] ?? NO_SLOTS,
  };
}
