// A year of completed, paid and rated orders, planned as pure data: who ordered what from whom,
// when, and how many stars they gave. The seeder turns the plan into rows.
import type { DemoBuyer, DemoSeller } from '../demo-data.js';
import { createRng, type Rng } from '../random.js';
import { slotHours, weekdays, type Weekday } from './schedule.js';

export type PlannedLine = { dishIndex: number; quantity: number; unitPrice: number; promoPrice: number; spiceLevel: number | null; note: string };
export type PaymentMethod = 'gcash' | 'grab_pay' | 'visa' | 'mastercard';

export type PlannedOrder = {
  sellerIndex: number;
  buyerIndex: number;
  createdFor: string;
  deliveryDate: Weekday;
  selectedTime: number;
  deliveryMode: 'delivery' | 'pickup';
  deliveryFee: number;
  paymentMethod: PaymentMethod;
  serviceFee: number;
  foodTotal: number;
  total: number;
  lines: PlannedLine[];
  placedAt: Date;
  paidAt: Date;
  confirmedAt: Date;
  finishedAt: Date;
  completedAt: Date;
  rating: { overall: number; createdAt: Date; dishStars: { dishIndex: number; stars: number }[] };
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MANILA_OFFSET = 8 * HOUR;

/** How many ratings a seller has and the stars they average, by the seller's story. */
export function ratingStars(rng: Rng, seller: Pick<DemoSeller, 'status' | 'isDemoChef'>): number[] {
  const plan = (() => {
    switch (seller.status) {
      case 'new':
        return { count: rng.int(0, 3), mean: 4.5, min: 0, max: 5 };
      case 'hidden':
      case 'hiddenShown':
        return { count: rng.int(5, 9), mean: 2.6, min: 0, max: 3.1 };
      case 'middling':
        return { count: rng.int(6, 14), mean: 3.35, min: 3.25, max: 3.49 };
      default:
        return seller.isDemoChef ? { count: 36, mean: 4.7, min: 4.5, max: 5 } : { count: rng.int(4, 40), mean: rng.float(3.9, 4.8), min: 3.7, max: 5 };
    }
  })();
  const stars = Array.from({ length: plan.count }, () => clampStar(Math.round(plan.mean + gaussian(rng) * 0.8)));
  // nudge single ratings until the average lands in the band the story needs
  const mean = () => stars.reduce((a, b) => a + b, 0) / stars.length;
  for (let guard = 0; stars.length > 0 && guard < 200 && (mean() > plan.max || mean() < plan.min); guard += 1) {
    const i = rng.int(0, stars.length - 1);
    stars[i] = clampStar((stars[i] ?? 3) + (mean() > plan.max ? -1 : 1));
  }
  return stars;
}

export function planRatingHistory(sellers: readonly DemoSeller[], buyers: readonly DemoBuyer[], now: Date, seed: number): PlannedOrder[] {
  const orders: PlannedOrder[] = [];
  sellers.forEach((seller, sellerIndex) => {
    const rng = createRng(seed).fork(`ratings:${sellerIndex}`);
    for (const overall of ratingStars(rng, seller)) {
      orders.push(planOrder(rng, seller, sellerIndex, buyers.length, overall, now));
    }
  });
  return orders.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

function planOrder(rng: Rng, seller: DemoSeller, sellerIndex: number, buyerCount: number, overall: number, now: Date): PlannedOrder {
  // a delivery day within the last year that the seller sells on
  let day = new Date(manilaMidnight(now).getTime() - rng.int(2, 364) * DAY);
  while (!seller.menuDates.includes(weekdayOf(day))) day = new Date(day.getTime() - DAY);
  const deliveryDate = weekdayOf(day);
  const dayIndex = weekdays.indexOf(deliveryDate);
  const slots = slotHours.filter((_, i) => seller.deliveryTimes[deliveryDate][i] === true);
  const selectedTime = slots.length > 0 ? rng.pick(slots) : 12;
  const offered = seller.dishes.map((d, i) => ({ d, i })).filter(({ d }) => d.deliveryDates[dayIndex] !== '');
  const choices = offered.length > 0 ? offered : seller.dishes.map((d, i) => ({ d, i }));
  const lines: PlannedLine[] = rng.sample(choices, rng.int(1, Math.min(3, choices.length))).map(({ d, i }) => ({
    dishIndex: i,
    quantity: d.groupPromo ? 1 : rng.int(1, 3),
    unitPrice: d.price,
    // product §11: promo price = price x (1 - promo), rounded
    promoPrice: Math.round(d.price * (1 - seller.promo)),
    spiceLevel: d.tags.includes('spice') ? (d.standardSpice ? rng.pick([0, 2]) : rng.int(0, 4)) : null,
    note: d.note ? 'Your bestsellers please, surprise me!' : '',
  }));
  const delivery = rng.chance(0.65);
  // product §11: the delivery fee shown is the quote x 1.031, rounded
  const deliveryFee = delivery ? Math.round(rng.int(55, 180) * 1.031) : 0;
  const paymentMethod = rng.pick<PaymentMethod>(['gcash', 'gcash', 'gcash', 'grab_pay', 'visa', 'visa', 'mastercard']);
  const serviceFee = paymentMethod === 'gcash' || paymentMethod === 'grab_pay' ? 5 : 15;
  const foodTotal = lines.reduce((sum, l) => sum + l.promoPrice * l.quantity, 0);
  const finishedAt = new Date(day.getTime() + selectedTime * HOUR - MANILA_OFFSET);
  const placedAt = new Date(finishedAt.getTime() - rng.int(20, 60) * HOUR);
  const paidAt = new Date(placedAt.getTime() + rng.int(5, 40) * 60_000);
  const confirmedAt = new Date(paidAt.getTime() + rng.int(10, 120) * 60_000);
  const completedAt = new Date(finishedAt.getTime() + rng.int(40, 120) * 60_000);
  const ratedAt = new Date(Math.min(completedAt.getTime() + rng.int(1, 30) * HOUR, now.getTime() - HOUR));
  const dishStars = lines
    .filter(() => rng.chance(0.8))
    .map((l) => ({ dishIndex: l.dishIndex, stars: clampStar(Math.round(overall + gaussian(rng) * 0.6)) }));
  return {
    sellerIndex,
    buyerIndex: rng.int(0, buyerCount - 1),
    createdFor: isoDate(day),
    deliveryDate,
    selectedTime,
    deliveryMode: delivery ? 'delivery' : 'pickup',
    deliveryFee,
    paymentMethod,
    serviceFee,
    foodTotal,
    total: foodTotal + serviceFee + deliveryFee,
    lines,
    placedAt,
    paidAt,
    confirmedAt,
    finishedAt,
    completedAt,
    rating: { overall, createdAt: ratedAt, dishStars },
  };
}

/** Ratings counts and averages as the rows say (spec: quantity = number of ratings, average = their mean). */
export function ratingAggregates(orders: readonly PlannedOrder[]): { sellers: Map<number, Aggregate>; dishes: Map<string, Aggregate> } {
  const sellers = new Map<number, Aggregate>();
  const dishes = new Map<string, Aggregate>();
  const add = <K>(map: Map<K, Aggregate>, key: K, stars: number) => {
    const a = map.get(key) ?? { quantity: 0, sum: 0, average: 0 };
    a.quantity += 1;
    a.sum += stars;
    a.average = a.sum / a.quantity;
    map.set(key, a);
  };
  for (const o of orders) {
    add(sellers, o.sellerIndex, o.rating.overall);
    for (const d of o.rating.dishStars) add(dishes, `${o.sellerIndex}:${d.dishIndex}`, d.stars);
  }
  return { sellers, dishes };
}
export type Aggregate = { quantity: number; sum: number; average: number };

const clampStar = (x: number) => Math.max(1, Math.min(5, x));

function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** Midnight in Manila (UTC+8, no daylight saving) of the day `now` falls on, as a UTC instant. */
function manilaMidnight(now: Date): Date {
  const local = new Date(now.getTime() + MANILA_OFFSET);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - MANILA_OFFSET);
}

/** `day` is a Manila midnight; these read its calendar date and weekday. */
const manilaParts = (day: Date) => new Date(day.getTime() + MANILA_OFFSET);
const isoDate = (day: Date) => manilaParts(day).toISOString().slice(0, 10);
const weekdayOf = (day: Date): Weekday => weekdays[(manilaParts(day).getUTCDay() + 6) % 7] as Weekday;
