import type { MenuChef, MenuDish } from '@lutong/shared';

// Test fixtures for the menu helpers: a chef and a dish with everything a test does not set.

const off = [null, null, null, null, null, null];

export function makeDish(over: Partial<MenuDish> = {}): MenuDish {
  return {
    id: 'd1',
    _id: 'd1',
    name: 'Kare-Kare',
    photo: null,
    description: '',
    price: 380,
    promoPrice: 380,
    servingSize: 2,
    unit: 'pax',
    tags: [],
    allergyDescription: '',
    deliveryDates: ['', '', 'Wed', '', '', 'Sat', ''],
    stockQuantity: [true, true, true, true, true, true, true],
    dayStock: null,
    todayStock: null,
    now: false,
    weeklyStock: null,
    weeklyQuantity: 0,
    dailyPrep: null,
    groupPromo: false,
    note: '',
    standardSpice: false,
    ratingsAverage: 0,
    ratingsQuantity: 0,
    ...over,
  };
}

export function makeChef(over: Partial<MenuChef> = {}): MenuChef {
  return {
    id: 'c1',
    _id: 'c1',
    name: "Tita Baby's Kusina",
    userPhoto: null,
    brandPhoto: null,
    contain: false,
    cuisine: ['Filipino'],
    description: '',
    miniAddress: 'Kapitolyo, Pasig',
    ratingsAverage: 0,
    ratingsQuantity: 0,
    menuDates: ['Wed', 'Sat'],
    dayPrep: 1,
    hourPrep: 1,
    promo: 0,
    finishedUpdating: true,
    today: true,
    pickup: true,
    note: '',
    closedDates: [],
    deliveryTimes: {
      Mon: off,
      Tue: off,
      Wed: [true, true, null, null, true, null],
      Thu: off,
      Fri: off,
      Sat: [null, null, true, true, null, null],
      Sun: off,
    },
    location: null,
    dishes: [],
    ...over,
  };
}
