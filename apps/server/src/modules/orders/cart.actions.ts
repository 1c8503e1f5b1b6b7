import {
  CART_DISH_CAP,
  cartChoiceProblem,
  manilaClock,
  messages,
  needsSpiceLevel,
  normalisePhoneInput,
  promoPrice,
  type CartAddBody,
  type OrderView,
} from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { text } from '../../lib/errors.js';
import type { UserRow } from '../auth/sessions.repo.js';
import {
  addToLine,
  ensureCartOrder,
  findCartOrder,
  findChef,
  findChefDish,
  findLines,
  listBuyerOrders,
  moveOrder,
  setLineQuantity,
  type CartKey,
  type ChefRow,
  type DishRow,
  type LineRow,
  type OrderRow,
} from './orders.repo.js';
import {
  assertNotOwnKitchen,
  assertOpenChef,
  fail,
  isEditable,
  orderView,
  orderViews,
  requireOwnOrder,
  type OrdersDeps,
} from './orders.reads.js';
import { assertDayOpen, assertStock, releaseLines } from './orders.stock.js';

// product §6 Cart add and §9: the cart orders of a buyer, one per chef and day (decision 007).

export function createCartActions(deps: OrdersDeps) {
  const { db, clock } = deps;

  async function quantityInCart(key: CartKey, dishId: string): Promise<number> {
    const cart = await findCartOrder(db, key);
    if (!cart) return 0;
    const lines = await findLines(db, [cart.id]);
    return lines.find((line) => line.dishId === dishId)?.quantity ?? 0;
  }

  /** POST /orders: adds portions of a dish to the cart order of (buyer, chef, day). */
  async function addToCart(buyer: UserRow, body: CartAddBody) {
    const now = clock();
    if (body.quantity <= 0) throw fail('VALIDATION', messages.quantityRequired);
    const chef = assertOpenChef(await findChef(db, body.chefId));
    assertNotOwnKitchen(buyer, chef.id);
    const dish = await findChefDish(db, chef.id, body.dishId);
    if (!dish) throw fail('NOT_FOUND', messages.dishOutOfStock);
    const day = { createdFor: body.createdFor, deliveryDate: body.deliveryDate, today: body.today };
    assertDayOpen(now, chef, day);
    const choice = cartChoiceProblem(dish, body);
    if (choice) throw fail('VALIDATION', messages[choice]);
    const key = {
      buyerId: buyer.id,
      chefId: chef.id,
      createdFor: day.createdFor,
      today: day.today,
    };
    const wanted = (await quantityInCart(key, dish.id)) + body.quantity;
    if (wanted > CART_DISH_CAP) throw fail('VALIDATION', text('cartCap', { product: dish.name }));
    assertStock(dish, day, wanted);
    const cart = await db.transaction(async (tx) => {
      const created = await ensureCartOrder(tx, key, cartDefaults(buyer, body));
      const order = await lockCart(tx, created.id);
      const added = await addToLine(tx, cartLine(order.id, dish, chef, body), CART_DISH_CAP);
      if (!added) throw fail('VALIDATION', text('cartCap', { product: dish.name }));
      return order;
    });
    return { order: await orderView(db, cart), weeklyQuantity: dish.weeklyQuantity };
  }

  /**
   * PATCH /orders/quantity/{id}: sets a line (0 removes it; the last line going deletes the order).
   * A placed order that is not paid nor answered goes back to the cart and gives its stock back:
   * it is re-edited and checked out again (decision 007).
   */
  async function setQuantity(
    buyer: UserRow,
    orderId: string,
    change: { dishId: string; quantity: number },
  ): Promise<{ deleted: true } | { deleted: false; order: OrderView }> {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (!isEditable(order)) throw fail('WRONG_STATE', messages.orderNotEditable);
    const lines = await findLines(db, [order.id]);
    const line = lines.find((l) => l.dishId === change.dishId);
    if (!line) throw fail('NOT_FOUND', messages.notFound);
    if (change.quantity > CART_DISH_CAP)
      throw fail('VALIDATION', text('cartCap', { product: line.name }));
    const kept = await db.transaction(async (tx) => {
      if (order.status === 'placed') await sendBackToCart(tx, order, lines);
      const cart = await lockCart(tx, order.id);
      if (change.quantity > line.quantity) {
        const dish = await findChefDish(tx, order.chefId, line.dishId);
        if (!dish) throw fail('SOLD_OUT', messages.dishOutOfStock);
        assertStock(dish, order, change.quantity);
      }
      await setLineQuantity(tx, order.id, line.dishId, change.quantity);
      const left = lines.filter((l) => l.dishId !== line.dishId || change.quantity > 0);
      if (left.length > 0) return cart;
      await moveOrder(tx, order.id, ['cart'], { status: 'deleted' });
      return null;
    });
    return kept ? { deleted: false, order: await orderView(db, kept) } : { deleted: true };
  }

  async function sendBackToCart(tx: Executor, order: OrderRow, lines: readonly LineRow[]) {
    // one cart per (buyer, chef, day): a newer cart for the same day keeps this one placed
    if (await findCartOrder(tx, order)) throw fail('WRONG_STATE', messages.orderNotEditable);
    // the fee and rewards are worked out again at the next checkout
    const backToCart = {
      status: 'cart',
      placedAt: null,
      deliveryFee: 0,
      rewardsApplied: 0,
    } as const;
    const moved = await moveOrder(tx, order.id, ['placed'], backToCart, { unpaidUnanswered: true });
    if (!moved) throw fail('WRONG_STATE', messages.orderNotEditable);
    await releaseLines(tx, order, lines, clock());
  }

  /** DELETE /orders/{id}: removes a cart order (placed ones are cancelled instead). */
  async function deleteCart(buyer: UserRow, orderId: string) {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    const deleted = await moveOrder(db, order.id, ['cart'], { status: 'deleted' });
    if (!deleted) throw fail('WRONG_STATE', messages.orderNotEditable);
    return orderView(db, deleted);
  }

  /** POST /orders/getDishList: the cart order with a chef for 'today' or a date. */
  async function cartForDay(buyer: UserRow, input: { chef: string; day: string }) {
    const today = input.day === 'today';
    const createdFor = today ? manilaClock(clock()).dateKey : input.day;
    const cart = await findCartOrder(db, {
      buyerId: buyer.id,
      chefId: input.chef,
      createdFor,
      today,
    });
    return cart ? orderView(db, cart) : null;
  }

  /** GET /orders/userchef: the buyer's cart orders with one chef (the menu's mini cart). */
  async function cartsWithChef(buyer: UserRow, chefId: string) {
    return cartOrdersWithChef(db, buyer.id, chefId);
  }

  return { addToCart, setQuantity, deleteCart, cartForDay, cartsWithChef };
}

/**
 * A buyer's cart orders with one chef as GET /orders/userchef answers them: the menu's mini cart
 * and basket bar, also drawn into a signed-in buyer's menu page (ARCHITECTURE.md §13).
 */
export async function cartOrdersWithChef(db: Db, buyerId: string, chefId: string) {
  return orderViews(db, await listBuyerOrders(db, buyerId, { status: 'cart', chefId }));
}

/**
 * Locks a cart order's row for the rest of the transaction, so a checkout placing it at the same
 * time waits (or is waited for) and never reserves other lines than the ones it placed.
 */
async function lockCart(tx: Executor, orderId: string): Promise<OrderRow> {
  const cart = await moveOrder(tx, orderId, ['cart'], {});
  if (!cart) throw fail('WRONG_STATE', messages.orderNotEditable);
  return cart;
}

/** A new cart order starts with the contact details the add sent, else the buyer's profile. */
function cartDefaults(buyer: UserRow, body: CartAddBody) {
  return {
    deliveryDate: body.deliveryDate,
    actualDate: body.actualDate,
    name: body.name || buyer.name || 'Not provided',
    phone: normalisePhoneInput(body.phone || buyer.phone),
    address: body.address || buyer.address,
    aptNumber: body.apt_number || buyer.aptNumber,
    addressNote: buyer.addressNote,
    zip: buyer.zip,
    lat: body.lat ?? buyer.lat,
    lng: body.lng ?? buyer.lng,
  };
}

/** The line as priced now from the records (the browser's prices are never used). */
function cartLine(orderId: string, dish: DishRow, chef: ChefRow, body: CartAddBody) {
  return {
    orderId,
    dishId: dish.id,
    name: dish.name,
    photo: dish.photo,
    unitPrice: dish.price,
    promoPrice: promoPrice(dish.price, chef.promo),
    quantity: body.quantity,
    note: body.chefNote,
    spiceLevel: needsSpiceLevel(dish) ? (body.spiceRating ?? null) : null,
  };
}
