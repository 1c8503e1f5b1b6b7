// Turns the demo data and the planned rating history into table rows with fresh ids.
import type {
  applications,
  dishes,
  dishRatings,
  orderLines,
  orders,
  ratings,
  rewardsLedger,
  users,
  vanityRoutes,
} from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import type { DemoBuyer, DemoData, DemoSeller } from './demo-data.js';
import { ratingAggregates, type PlannedOrder } from './data/rating-history.js';
import { bannerFile, demoImageUrl, dishFile, portraitFile } from './write-images.js';

type UserRow = typeof users.$inferInsert;
export type DemoRows = {
  users: UserRow[];
  dishes: (typeof dishes.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  orderLines: (typeof orderLines.$inferInsert)[];
  ratings: (typeof ratings.$inferInsert)[];
  dishRatings: (typeof dishRatings.$inferInsert)[];
  rewards: (typeof rewardsLedger.$inferInsert)[];
  vanityRoutes: (typeof vanityRoutes.$inferInsert)[];
  applications: (typeof applications.$inferInsert)[];
};

export type PasswordHashes = { buyer: string; chef: string; staff: string; demo: string };

const DAY = 86_400_000;

export function buildRows(
  data: DemoData,
  history: readonly PlannedOrder[],
  hashes: PasswordHashes,
  now: Date,
): DemoRows {
  const joined = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const buyers = [data.buyer, ...data.neighbours];
  const buyerIds = buyers.map(() => newId());
  const sellerIds = data.sellers.map(() => newId());
  const dishIds = data.sellers.map((s) => s.dishes.map(() => newId()));
  const aggregates = ratingAggregates(history);

  const userRows: UserRow[] = buyers.map((b, i) => ({
    ...buyerFields(b),
    id: buyerIds[i] as string,
    passwordHash: i === 0 ? hashes.buyer : hashes.demo,
    role: 'user',
    createdAt: joined(420 + i * 7),
  }));
  userRows.push({
    id: newId(),
    email: 'staff@lutongbahay.ph',
    name: 'Lutong Bahay Staff',
    passwordHash: hashes.staff,
    role: 'admin',
    createdAt: joined(800),
  });
  data.sellers.forEach((s, i) => {
    const agg = aggregates.sellers.get(i);
    userRows.push({
      ...sellerFields(s),
      id: sellerIds[i] as string,
      passwordHash: s.isDemoChef ? hashes.chef : hashes.demo,
      role: 'chef',
      ratingsAverage: agg?.average ?? 0,
      ratingsQuantity: agg?.quantity ?? 0,
      createdAt: joined(380 + ((i * 37) % 300)),
    });
  });

  const dishRows = data.sellers.flatMap((s, si) =>
    s.dishes.map((d, di) => {
      const agg = aggregates.dishes.get(`${si}:${di}`);
      const { file: _file, kind: _kind, ...fields } = d;
      return {
        ...fields,
        id: dishIds[si]?.[di] as string,
        chefId: sellerIds[si] as string,
        photo: demoImageUrl(dishFile(d)),
        ratingsAverage: agg?.average ?? 0,
        ratingsQuantity: agg?.quantity ?? 0,
        createdAt: joined(370),
      };
    }),
  );

  const rows: DemoRows = {
    users: userRows,
    dishes: dishRows,
    orders: [],
    orderLines: [],
    ratings: [],
    dishRatings: [],
    rewards: [],
    vanityRoutes: [],
    applications: demoApplications(buyers, buyerIds, joined),
  };
  for (const o of history) {
    const seller = data.sellers[o.sellerIndex] as DemoSeller;
    const buyer = buyers[o.buyerIndex] as DemoBuyer;
    const orderId = newId();
    const ratingId = newId();
    const dishId = (index: number) => dishIds[o.sellerIndex]?.[index] as string;
    rows.orders.push({
      id: orderId,
      buyerId: buyerIds[o.buyerIndex] as string,
      chefId: sellerIds[o.sellerIndex] as string,
      status: 'completed',
      name: buyer.name,
      deliveryMode: o.deliveryMode,
      deliveryDate: o.deliveryDate,
      actualDate: o.createdFor,
      createdFor: o.createdFor,
      selectedTime: o.selectedTime,
      zip: buyer.zip,
      phone: buyer.phone,
      address: o.deliveryMode === 'delivery' ? buyer.address : '',
      aptNumber: o.deliveryMode === 'delivery' ? buyer.aptNumber : '',
      lat: o.deliveryMode === 'delivery' ? buyer.lat : null,
      lng: o.deliveryMode === 'delivery' ? buyer.lng : null,
      deliveryFee: o.deliveryFee,
      foodTotal: o.foodTotal,
      serviceFee: o.serviceFee,
      total: o.total,
      paymentMethod: o.paymentMethod,
      payed: true,
      paidAt: o.paidAt,
      confirmed: true,
      confirmedAt: o.confirmedAt,
      finished: true,
      finishedAt: o.finishedAt,
      placedAt: o.placedAt,
      completedAt: o.completedAt,
      createdAt: o.placedAt,
      updatedAt: o.completedAt,
    });
    o.lines.forEach((l, position) => {
      const dish = seller.dishes[l.dishIndex];
      rows.orderLines.push({
        id: newId(),
        orderId,
        dishId: dishId(l.dishIndex),
        name: dish?.name ?? '',
        photo: dish ? demoImageUrl(dishFile(dish)) : null,
        unitPrice: l.unitPrice,
        promoPrice: l.promoPrice,
        quantity: l.quantity,
        note: l.note,
        spiceLevel: l.spiceLevel,
        position,
        createdAt: o.placedAt,
      });
    });
    rows.ratings.push({
      id: ratingId,
      orderId,
      buyerId: buyerIds[o.buyerIndex] as string,
      chefId: sellerIds[o.sellerIndex] as string,
      overall: o.rating.overall,
      createdAt: o.rating.createdAt,
    });
    for (const d of o.rating.dishStars)
      rows.dishRatings.push({
        ratingId,
        dishId: dishId(d.dishIndex),
        stars: d.stars,
        createdAt: o.rating.createdAt,
      });
  }

  // the buyer demo account has a little reward balance to see at checkout (product §1)
  const beaOrders = rows.orders.filter((o) => o.buyerId === buyerIds[0]).slice(-2);
  for (const o of beaOrders)
    rows.rewards.push({
      id: newId(),
      userId: o.buyerId,
      orderId: o.id,
      points: Math.max(10, Math.round((o.foodTotal ?? 0) * 0.05)),
      reason: 'earned',
      createdAt: o.completedAt ?? now,
    });

  data.sellers.forEach((s, i) => {
    if (s.vanity) rows.vanityRoutes.push({ word: s.vanity, chefId: sellerIds[i] as string });
  });
  return rows;
}

function buyerFields(b: DemoBuyer): Omit<UserRow, 'id'> {
  return {
    email: b.email,
    name: b.name,
    phone: b.phone,
    address: b.address,
    aptNumber: b.aptNumber,
    zip: b.zip,
    lat: b.lat,
    lng: b.lng,
  };
}

function sellerFields(s: DemoSeller): Omit<UserRow, 'id'> {
  return {
    email: s.email,
    name: s.name,
    phone: s.phone,
    address: s.address,
    aptNumber: s.aptNumber,
    zip: s.zip,
    lat: s.lat,
    lng: s.lng,
    userPhoto: demoImageUrl(portraitFile(s)),
    brandPhoto: demoImageUrl(bannerFile(s)),
    today: s.today,
    cuisine: s.cuisine,
    description: s.description,
    miniAddress: s.miniAddress,
    menuDates: s.menuDates,
    dayPrep: s.dayPrep,
    hourPrep: s.hourPrep,
    promo: s.promo,
    finishedUpdating: s.finishedUpdating,
    visible: s.visible,
    cook: s.cook,
    baker: s.baker,
    pantry: s.pantry,
    pantryCategories: s.pantryCategories,
    caterer: s.caterer,
    vegetarian: s.vegetarian,
    pickup: s.pickup,
    note: s.note,
    deliveryTimes: s.deliveryTimes,
    socialMedia: s.socialMedia,
    // the demo accounts skip the guided tours except the demo chef, who should see them
    guides: s.isDemoChef ? [true, true] : [false, false],
  };
}

/** Two neighbours waiting for staff to vet them, so the staff console has work in the demo. */
function demoApplications(
  buyers: readonly DemoBuyer[],
  buyerIds: readonly string[],
  joined: (daysAgo: number) => Date,
): DemoRows['applications'] {
  const wants = [
    {
      cook: true,
      baker: false,
      cuisine: ['Filipino', 'Spanish'],
      social: 'https://instagram.com/lutongnilola',
    },
    { cook: false, baker: true, cuisine: ['Breads', 'Cakes'], social: '' },
  ];
  return wants.flatMap((w, i) => {
    const buyer = buyers[i + 1];
    const userId = buyerIds[i + 1];
    if (!buyer || !userId) return [];
    return [
      {
        id: newId(),
        userId,
        createdAt: joined(2 - i),
        payload: {
          type: 'homechef',
          name: buyer.name.toLowerCase(),
          email: buyer.email,
          phone: buyer.phone,
          address: buyer.address,
          zipCode: buyer.zip,
          cuisine: w.cuisine,
          cook: w.cook,
          baker: w.baker,
          pantry: false,
          pantryA: [],
          vegetarian: false,
          pickup: true,
          signup: true,
          ...(w.social ? { socialMedia: w.social } : {}),
          location: { lat: buyer.lat, lng: buyer.lng },
        },
      },
    ];
  });
}
