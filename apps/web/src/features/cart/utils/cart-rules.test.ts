import { describe, expect, it } from 'vitest';
import { messages, textId, type PublicUser } from '@lutong/shared';
import all from 'virtual:lb-i18n/all';
import { holdTexts, i18n } from '../../../i18n/i18n';
import {
  cartAddPayload,
  cartContact,
  choicesError,
  isDishInOrders,
  spiceOptions,
  stepLine,
  type CartText,
} from './cart-rules';

// the app's texts in both languages, as a page holds them (decision 044)
holdTexts(i18n, 'en', all.en ?? {});
holdTexts(i18n, 'fil', all.fil ?? {});
const worded = (locale: 'en' | 'fil', text: CartText) => {
  i18n.activate(locale);
  return i18n._(textId('messages', text.key), text.values);
};

const day = {
  weekday: 'Mon' as const,
  dateKey: '2026-03-02',
  label: 'MENU FOR: Mon, Mar 2',
  today: false,
};

describe('the assortment/spice modal', () => {
  it('offers spice levels 0-4, or only no spice and standard for standard-spice dishes', () => {
    expect(
      spiceOptions({ tags: ['spice'], standardSpice: false, note: '' }).map((o) => o.label),
    ).toEqual(['No spice', 'Low', 'Medium', 'Medium-High', 'High']);
    expect(
      spiceOptions({ tags: ['spice'], standardSpice: false, note: '' }, 'fil').map((o) => o.label),
    ).toEqual(['Walang anghang', 'Kaunti', 'Katamtaman', 'Medyo mataas', 'Mataas']);
    expect(spiceOptions({ tags: ['spice'], standardSpice: true, note: '' })).toEqual([
      { value: 0, label: 'No spice' },
      { value: 2, label: 'Standard' },
    ]);
  });

  it('needs a spice level for spice dishes and an answer to the chef’s assortment note', () => {
    const spicy = { tags: ['spice'], standardSpice: false, note: '' };
    expect(choicesError(spicy, { spiceRating: null, chefNote: '' })).toBe('spiceRequired');
    expect(choicesError(spicy, { spiceRating: 3, chefNote: '' })).toBeNull();
    const assorted = { tags: [], standardSpice: false, note: 'Choose 3 fillings' };
    expect(choicesError(assorted, { spiceRating: null, chefNote: '  ' })).toBe(
      'assortmentRequired',
    );
    expect(worded('en', { key: 'assortmentRequired' })).toBe(messages.assortmentRequired);
    expect(choicesError(assorted, { spiceRating: null, chefNote: 'tuna' })).toBeNull();
  });
});

describe('the mini cart stepper', () => {
  it('caps a dish at 5 with the spec’s message (its key) and never goes below 0', () => {
    const capped = stepLine(6, 'Kare-Kare');
    expect(capped).toEqual({ message: { key: 'cartCap', values: { product: 'Kare-Kare' } } });
    if (!('message' in capped)) throw new Error('not capped');
    expect(worded('en', capped.message)).toBe(messages.cartCap('Kare-Kare'));
    expect(worded('fil', capped.message)).toBe(
      'Hanggang 5 order lang muna bawat dish sa Kare-Kare sa ngayon.',
    );
    expect(stepLine(5, 'Kare-Kare')).toEqual({ quantity: 5 });
    expect(stepLine(-1, 'Kare-Kare')).toEqual({ quantity: 0 });
  });
});

describe('the cart order payload', () => {
  it('carries the day, the choices and the buyer’s contact (product §5)', () => {
    const user = {
      name: 'Bea Santos',
      phone: '9171234567',
      address: '8 Jupiter St.',
      aptNumber: 'Unit 12B',
      location: { type: 'Point', coordinates: [121.03, 14.56] },
    } as PublicUser;
    const body = cartAddPayload(
      { chefId: 'c', dishId: 'd', quantity: 2, day },
      { spiceRating: 2, chefNote: ' mild ' },
      cartContact(user, null),
    );
    expect(body).toMatchObject({
      deliveryDate: 'Mon',
      actualDate: day.label,
      createdFor: '2026-03-02',
      today: false,
      spiceRating: 2,
      chefNote: 'mild',
      name: 'Bea Santos',
      lat: 14.56,
      lng: 121.03,
      apt_number: 'Unit 12B',
    });
  });

  it('falls back to the address entered in this browser', () => {
    const contact = cartContact(null, { address: 'Kapitolyo', lat: 14.57, lng: 121.06 });
    expect(contact).toMatchObject({ address: 'Kapitolyo', lat: 14.57, lng: 121.06, name: '' });
  });
});

describe('EDIT CART', () => {
  it('knows a dish is in the cart order of that day only', () => {
    const order = {
      createdFor: '2026-03-02',
      today: false,
      dishList: [{ dish: { id: 'd' } }],
    } as unknown as Parameters<typeof isDishInOrders>[0][number];
    expect(isDishInOrders([order], 'd', day)).toBe(true);
    expect(isDishInOrders([order], 'd', { dateKey: '2026-03-02', today: true })).toBe(false);
    expect(isDishInOrders([order], 'x', day)).toBe(false);
  });
});
