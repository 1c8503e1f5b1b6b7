// The demo neighbourhood as pure data: sellers across Metro Manila with their menus, schedules
// and stock, and the buyers who order from them. Deterministic for a seed (no clock, no ids).
import type { DishKind } from './images.js';
import { bakerGoods, pantryGoods, partyTrays } from './data/dishes-shops.js';
import { filipinoDishes } from './data/dishes-filipino.js';
import { worldDishes } from './data/dishes-world.js';
import type { DishTag, DishTemplate, DishUnit, MenuCategory } from './data/catalog.js';
import { mainBuyer, neighbours, type DemoBuyer } from './data/buyers.js';
import { places } from './data/places.js';
import {
  pickDeliveryTimes,
  pickDishSchedule,
  pickMenuDates,
  type DeliveryTimes,
  type DishSchedule,
  type SellerKind,
  type Weekday,
} from './data/schedule.js';
import type { SellerProfile, SellerStatus } from './data/seller-profile.js';
import { bakers, pantrySuppliers } from './data/sellers-shops.js';
import { caterers, filipinoCooks } from './data/sellers-filipino.js';
import { worldCooks } from './data/sellers-world.js';
import { createRng, type Rng } from './random.js';

export type { DemoBuyer } from './data/buyers.js';
export { weekdays, slotHours, type Weekday, type DeliveryTimes } from './data/schedule.js';

export const DEMO_SEED = 2026;

export type DemoDish = DishSchedule & {
  /** file name stem of the dish picture */
  file: string;
  kind: DishKind;
  name: string;
  description: string;
  price: number;
  servingSize: number;
  unit: DishUnit;
  tags: DishTag[];
  allergyDescription: string;
  note: string;
  standardSpice: boolean;
  groupPromo: boolean;
};

export type DemoSeller = {
  /** file name stem for the portrait and banner */
  file: string;
  email: string;
  /** the chef demo account */
  isDemoChef: boolean;
  name: string;
  owner: 'woman' | 'man';
  description: string;
  phone: string;
  address: string;
  aptNumber: string;
  zip: string;
  lat: number;
  lng: number;
  miniAddress: string;
  cuisine: string[];
  cook: boolean;
  baker: boolean;
  pantry: boolean;
  pantryCategories: string[];
  caterer: boolean;
  vegetarian: boolean;
  pickup: boolean;
  promo: number;
  finishedUpdating: boolean;
  visible: boolean;
  today: boolean;
  menuDates: Weekday[];
  dayPrep: number;
  hourPrep: number;
  deliveryTimes: DeliveryTimes;
  note: string;
  socialMedia: string | null;
  status: SellerStatus | 'regular';
  vanity: string | null;
  dishes: DemoDish[];
};

export type DemoData = {
  sellers: DemoSeller[];
  buyer: DemoBuyer;
  neighbours: readonly DemoBuyer[];
};

/** Every hand-written seller, the demo chef first. */
export const sellerProfiles: readonly SellerProfile[] = [
  ...filipinoCooks,
  ...caterers,
  ...worldCooks,
  ...bakers,
  ...pantrySuppliers,
];

const mobilePrefixes = [
  '917',
  '918',
  '919',
  '920',
  '927',
  '928',
  '939',
  '947',
  '955',
  '956',
  '966',
  '977',
  '995',
  '998',
];

export function buildDemoData(seed: number = DEMO_SEED): DemoData {
  const rng = createRng(seed);
  const sellers = sellerProfiles.map((profile, index) =>
    buildSeller(rng.fork(`seller:${index}`), profile, index),
  );
  return { sellers, buyer: mainBuyer, neighbours };
}

function buildSeller(rng: Rng, profile: SellerProfile, index: number): DemoSeller {
  const place = places[profile.place];
  const kind: SellerKind = profile.caterer ? 'caterer' : profile.type;
  const file = slugify(profile.name);
  const menuDates = pickMenuDates(rng, kind);
  const status = profile.status ?? 'regular';
  const today = status !== 'closed' && rng.chance(kind === 'pantry' ? 0.6 : 0.35);
  const dishes = pickDishes(rng, profile).map((template, i) =>
    toDemoDish(rng, template, `${file}-${String(i + 1).padStart(2, '0')}`, menuDates, {
      sellsToday: today,
      // one in thirty dishes has sold its whole week (product §7 'no more stock left')
      soldOut: rng.chance(1 / 30),
    }),
  );
  const street = rng.pick(place.streets);
  return {
    file,
    email:
      index === 0
        ? 'chef@lutongbahay.ph'
        : `seller${String(index).padStart(2, '0')}@demo.lutongbahay.ph`,
    isDemoChef: index === 0,
    name: profile.name,
    owner: profile.owner,
    description: profile.bio,
    phone: `${rng.pick(mobilePrefixes)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
    address: `${rng.int(1, 240)} ${street}, ${place.area}, ${place.city}, ${place.zip} Metro Manila`,
    aptNumber: rng.chance(0.3) ? `Unit ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C', 'D'])}` : '',
    zip: place.zip,
    // a few hundred metres around the neighbourhood centre
    lat: round6(place.lat + rng.float(-0.004, 0.004)),
    lng: round6(place.lng + rng.float(-0.004, 0.004)),
    miniAddress: `${place.area}, ${place.city}`,
    cuisine: profile.type === 'pantry' ? [] : [...profile.categories],
    cook: profile.type === 'cook',
    baker: profile.type === 'baker',
    pantry: profile.type === 'pantry',
    pantryCategories: profile.type === 'pantry' ? [...profile.categories] : [],
    caterer: profile.caterer ?? false,
    vegetarian: profile.vegetarian ?? false,
    pickup: rng.chance(0.8),
    promo: profile.promo ?? 0,
    finishedUpdating: status !== 'closed',
    visible: status === 'hiddenShown',
    today,
    menuDates,
    dayPrep: kind === 'caterer' ? 2 : rng.int(1, 2),
    hourPrep: kind === 'caterer' ? 2 : rng.int(1, 2),
    deliveryTimes: pickDeliveryTimes(rng, kind, menuDates),
    note: profile.note ?? (rng.chance(0.3) ? rng.pick(checkoutNotes) : ''),
    socialMedia: rng.chance(0.5) ? `https://www.facebook.com/${file.replace(/-/g, '')}` : null,
    status,
    vanity: profile.vanity ?? null,
    dishes,
  };
}

const checkoutNotes = [
  'Please message me when the rider is near so I can bring the food down.',
  'Food is best eaten within the day. Reheat in a pan, not the microwave.',
  'For pickup, ring the doorbell twice. Thank you po!',
  'Orders are cooked fresh, so please be on time for pickup.',
];

/** 5 to 12 dishes from the seller's categories; caterers mix party trays with everyday dishes. */
function pickDishes(rng: Rng, profile: SellerProfile): DishTemplate[] {
  const pool = profile.categories
    .flatMap((c) => catalogue(c))
    .filter((d) => !(profile.vegetarian && !isMeatFree(d)));
  const signature = (profile.signature ?? []).map((name) => {
    const found = pool.find((d) => d.name === name);
    if (!found) throw new Error(`${profile.name}: no catalogue dish named ${name}`);
    return found;
  });
  const rest = rng.shuffle(pool.filter((d) => !signature.includes(d)));
  if (profile.caterer) {
    return [...rng.sample(partyTrays, rng.int(3, 5)), ...rest.slice(0, rng.int(3, 5))];
  }
  return [...signature, ...rest].slice(
    0,
    Math.min(12, pool.length, rng.int(Math.max(5, signature.length), 12)),
  );
}

function catalogue(category: MenuCategory): readonly DishTemplate[] {
  if (category === 'Filipino') return filipinoDishes;
  if (category === 'Party Trays') return partyTrays;
  if (category in worldDishes) return worldDishes[category as keyof typeof worldDishes];
  if (category in bakerGoods) return bakerGoods[category as keyof typeof bakerGoods];
  return pantryGoods[category as keyof typeof pantryGoods];
}

const isMeatFree = (d: DishTemplate) => d.tags.includes('vegetarian') || d.tags.includes('vegan');

function toDemoDish(
  rng: Rng,
  t: DishTemplate,
  file: string,
  menuDates: readonly Weekday[],
  options: { sellsToday: boolean; soldOut: boolean },
): DemoDish {
  return {
    ...pickDishSchedule(rng, menuDates, { ...options, tray: t.groupPromo }),
    file,
    kind: t.kind,
    name: t.name,
    description: t.description,
    price: t.price,
    servingSize: t.servingSize,
    unit: t.unit,
    tags: [...t.tags],
    allergyDescription: t.allergyDescription,
    note: t.note,
    standardSpice: t.standardSpice,
    groupPromo: t.groupPromo,
  };
}

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
