import { describe, expect, it } from 'vitest';
import { isSellerCardVisible } from '../discovery/rules.js';
import {
  firstMissingApplicationField,
  missingApplicationField,
  switchKind,
  toApplicationPayload,
  togglePick,
  applicationBody,
  type ApplicationDraft,
} from './application.js';
import {
  createDishBody,
  dishDraftError,
  dishFormKeyOf,
  dishFormMessages,
  todayPortions,
  toggleDeliveryDate,
  updateDishBody,
  type DishDraft,
} from './dish-form.js';
import {
  isTodayActive,
  sellerMessages,
  sellerRuleKeyOf,
  sellerProfileFields,
  toggleMenuDay,
  toggleSlot,
  vanityWordBody,
} from './profile.js';

const draft = (over: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
  name: 'Lola Nena',
  email: 'nena@example.ph',
  phone: '9171234567',
  address: 'Ayala Avenue, Makati',
  zipCode: '1226',
  kind: 'cook',
  cuisine: ['Filipino'],
  pantryA: [],
  vegetarian: false,
  pickup: true,
  socialMedia: '',
  ...over,
});

describe('seller application rules (product §7)', () => {
  it("names the first empty field: 'please enter all fields first, including the {field} field'", () => {
    expect(missingApplicationField('name')).toBe(
      'please enter all fields first, including the name field',
    );
    expect(firstMissingApplicationField(draft())).toBeNull();
    expect(firstMissingApplicationField(draft({ name: ' ', phone: '' }))).toBe('name');
    expect(firstMissingApplicationField(draft({ phone: '917123456' }))).toBe('phone');
    expect(firstMissingApplicationField(draft({ zipCode: '' }))).toBe('zip code');
    expect(firstMissingApplicationField(draft({ kind: null }))).toBe('type of seller');
    expect(firstMissingApplicationField(draft({ cuisine: null }))).toBe('cuisine');
  });
  it('social media and the flags are optional; None (an empty list) answers cuisine', () => {
    expect(firstMissingApplicationField(draft({ socialMedia: '', cuisine: [] }))).toBeNull();
    expect(firstMissingApplicationField(draft({ kind: 'pantry', cuisine: null }))).toBeNull();
  });
  it('allows at most 2 cuisines; None clears them; picking again removes', () => {
    expect(togglePick(['Filipino'], 'Thai', 2)).toEqual(['Filipino', 'Thai']);
    expect(togglePick(['Filipino', 'Thai'], 'Korean', 2)).toEqual(['Filipino', 'Thai']);
    expect(togglePick(['Filipino', 'Thai'], 'Thai', 2)).toEqual(['Filipino']);
    expect(togglePick(['Filipino', 'Thai'], null, 2)).toEqual([]);
  });
  it('cook and baker are exclusive and switching clears the cuisine', () => {
    const next = switchKind(draft({ cuisine: ['Filipino'] }), 'baker');
    expect([next.kind, next.cuisine]).toEqual(['baker', null]);
    expect(switchKind(draft(), 'cook').cuisine).toEqual(['Filipino']);
  });
  it('sends the name lower-cased, the phone as 10 digits and type homechef', () => {
    const payload = toApplicationPayload(draft({ name: 'Lola NENA', phone: '0917 123 4567' }));
    expect(payload).toMatchObject({ type: 'homechef', name: 'lola nena', phone: '9171234567' });
    expect(applicationBody.safeParse(payload).success).toBe(true);
  });
  it('the server schema refuses 3 cuisines and two kinds at once', () => {
    const payload = toApplicationPayload(draft());
    expect(
      applicationBody.safeParse({ ...payload, cuisine: ['Thai', 'Filipino', 'Korean'] }).success,
    ).toBe(false);
    expect(applicationBody.safeParse({ ...payload, baker: true }).success).toBe(false);
  });
});

const dish = (over: Partial<DishDraft> = {}): DishDraft => ({
  name: 'Kare-kare',
  description: 'Oxtail in peanut sauce',
  price: '450',
  servingSize: '2',
  unit: 'pax',
  tags: [],
  deliveryDates: ['', '', 'Wed', '', '', '', ''],
  allergyDescription: '',
  note: '',
  groupPromo: false,
  photo: null,
  stockQuantity: [true, true, true, true, true, true, true],
  ...over,
});

describe('dish form rules (product §7 Dish form)', () => {
  it("checks in the spec's order, naming its messages by key", () => {
    expect(dishDraftError(dish(), 'create')).toBeNull();
    expect(dishDraftError(dish({ name: '', description: '' }), 'create')).toBe('name');
    expect(dishDraftError(dish({ description: ' ' }), 'create')).toBe('description');
    expect(dishDraftError(dish({ price: '' }), 'create')).toBe('price');
    expect(dishFormMessages.price).toBe('Please put in a price!');
    expect(dishDraftError(dish({ deliveryDates: ['', '', '', '', '', '', ''] }), 'create')).toBe(
      'deliveryDates',
    );
    expect(dishFormMessages.deliveryDates).toBe(
      "You haven't selected delivery/cooking dates for when people can place orders!",
    );
    expect(dishDraftError(dish({ unit: '' }), 'create')).toBe('unit');
    expect(dishFormMessages.unit).toBe('Please put in a unit for your serving size');
    expect(dishDraftError(dish({ servingSize: '-1' }), 'create')).toBe('servingSize');
    expect(dishDraftError(dish({ servingSize: '0' }), 'create')).toBeNull();
  });
  it('says that prices are whole pesos (decision 019)', () => {
    expect(dishDraftError(dish({ price: '149.50' }), 'create')).toBe('priceWholePesos');
    expect(dishDraftError(dish({ price: '0.5' }), 'create')).toBe('price');
    expect(dishFormKeyOf(dishFormMessages.priceWholePesos)).toBe('priceWholePesos');
    expect(dishFormKeyOf('Too big: expected number to be <=100000')).toBeUndefined();
    const ok = { ...dish(), price: 149.5, servingSize: 2 };
    const parsed = createDishBody.safeParse({ dish: ok });
    expect(parsed.error?.issues[0]?.message).toBe(dishFormMessages.priceWholePesos);
  });
  it('an edit names only the fields it changes: nothing else gets a default', () => {
    expect(
      updateDishBody.parse({
        dish: { stockQuantity: [true, true, true, true, true, true, false] },
      }),
    ).toEqual({ dish: { stockQuantity: [true, true, true, true, true, true, false] } });
    expect(updateDishBody.parse({ dish: { name: 'Adobo' } })).toEqual({ dish: { name: 'Adobo' } });
  });
  it('offers a dish today with a whole count of portions', () => {
    expect(updateDishBody.parse({ dish: { now: true, todayStock: 5 } }).dish).toEqual({
      now: true,
      todayStock: 5,
    });
    for (const todayStock of [-1, 2.5, 'five']) {
      const parsed = updateDishBody.safeParse({ dish: { now: true, todayStock } });
      expect(parsed.error?.issues[0]?.message).toBe(dishFormMessages.todayStock);
    }
  });
  it("reads My Menu's portions for today", () => {
    expect(todayPortions('6')).toBe(6);
    expect(['', '0', '-2', '2.5', 'six', '10001'].map(todayPortions)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('does not check the (locked) price when editing', () => {
    expect(dishDraftError(dish({ price: '' }), 'edit')).toBeNull();
  });
  it('toggles a delivery day in its place', () => {
    expect(toggleDeliveryDate(['', '', '', '', '', '', ''], 4)).toEqual([
      '',
      '',
      '',
      '',
      'Fri',
      '',
      '',
    ]);
    expect(toggleDeliveryDate(['', '', '', '', 'Fri', '', ''], 4)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });
  it('the server schema wants a whole price of at least P1 and a day in its place', () => {
    const ok = { ...dish(), price: 450, servingSize: 2 };
    expect(createDishBody.safeParse({ dish: ok }).success).toBe(true);
    expect(createDishBody.safeParse({ dish: { ...ok, price: 0 } }).success).toBe(false);
    expect(
      createDishBody.safeParse({ dish: { ...ok, deliveryDates: ['Wed', '', '', '', '', '', ''] } })
        .success,
    ).toBe(false);
  });
});

describe('profile rules (product §7 Profile, §3.4)', () => {
  it('bio 400, mini address 200, preparation days 1 to 6', () => {
    expect(sellerProfileFields.description.safeParse('a'.repeat(400)).success).toBe(true);
    expect(
      sellerProfileFields.description.safeParse('a'.repeat(401)).error?.issues[0]?.message,
    ).toBe(sellerMessages.bioTooLong);
    expect(sellerProfileFields.miniAddress.safeParse('b'.repeat(201)).success).toBe(false);
    expect([0, 1, 6, 7].map((d) => sellerProfileFields.dayPrep.safeParse(d).success)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('Tod counts only with today and hourPrep set', () => {
    const chef = { today: true, hourPrep: 1, menuDates: ['Mon', 'Tod'] };
    expect(isTodayActive(chef)).toBe(true);
    expect(isTodayActive({ ...chef, today: false })).toBe(false);
    expect(isTodayActive({ ...chef, hourPrep: 0 })).toBe(false);
    expect(isTodayActive({ ...chef, menuDates: ['Mon'] })).toBe(false);
  });
  it('menu days toggle in week order and slots switch between on and not available', () => {
    expect(toggleMenuDay(['Sat', 'Mon'], 'Tod')).toEqual(['Mon', 'Sat', 'Tod']);
    expect(toggleMenuDay(['Mon', 'Sat'], 'Mon')).toEqual(['Sat']);
    expect(toggleSlot([true, null, null, null, null, null], 0)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(toggleSlot([true, null, null, null, null, null], 5)).toEqual([
      true,
      null,
      null,
      null,
      null,
      true,
    ]);
  });
  it('vanity words never shadow a page of the site', () => {
    const chefId = '0190a0a0-0000-7000-8000-000000000000';
    expect(vanityWordBody.safeParse({ word: 'LolaNena', chefId }).data?.word).toBe('lolanena');
    const reserved = vanityWordBody.safeParse({ word: 'bazaar', chefId }).error?.issues[0]?.message;
    expect(reserved).toBe(sellerMessages.vanityReserved);
    // the web words a zod refusal again by its key (issue 23)
    expect(sellerRuleKeyOf(reserved)).toBe('vanityReserved');
    expect(sellerRuleKeyOf('Invalid input')).toBeUndefined();
    expect(vanityWordBody.safeParse({ word: 'a b', chefId }).success).toBe(false);
  });
  it('a suspended seller is never listed, whatever the ratings', () => {
    const s = { finishedUpdating: true, visible: true, ratingsAverage: 5, ratingsQuantity: 9 };
    expect(isSellerCardVisible(s)).toBe(true);
    expect(isSellerCardVisible({ ...s, suspended: true })).toBe(false);
  });
});
