import { describe, expect, it } from 'vitest';
import { firstMissingApplicationField } from '@lutong/shared';
import { applicationDate, draftFromSent, emptyDraft, togglePantryPick } from './application-draft';

const user = {
  name: 'Tita Baby',
  email: 'tita@example.ph',
  phone: '09171234567',
  address: '12 Mabini St, Quezon City',
  zip: '1100',
};

describe('the application form', () => {
  it('starts with the account email and contact details filled in', () => {
    const draft = emptyDraft(user);
    expect(draft.email).toBe('tita@example.ph');
    expect(draft.phone).toBe('9171234567');
    expect(draft.zipCode).toBe('1100');
    expect(draft.kind).toBeNull();
    expect(draft.cuisine).toBeNull();
  });

  it('starts empty for a guest, asking first for the name', () => {
    const draft = emptyDraft(null);
    expect(draft.email).toBe('');
    expect(firstMissingApplicationField(draft)).toBe('name');
  });

  it('asks for the type of seller before the cuisine', () => {
    expect(firstMissingApplicationField(emptyDraft(user))).toBe('type of seller');
  });
});

describe('applying again after a decline', () => {
  it('starts from what was sent the first time', () => {
    const draft = draftFromSent(
      {
        name: 'tita baby',
        email: 'tita@example.ph',
        phone: '9171234567',
        address: '12 Mabini St',
        zipCode: '1100',
        cuisine: ['Filipino'],
        cook: true,
        baker: false,
        pantry: false,
        pantryA: [],
        vegetarian: true,
        pickup: false,
        socialMedia: 'https://facebook.com/titababy',
      },
      user,
    );
    expect(draft.kind).toBe('cook');
    expect(draft.cuisine).toEqual(['Filipino']);
    expect(draft.vegetarian).toBe(true);
    expect(draft.pickup).toBe(false);
    expect(firstMissingApplicationField(draft)).toBeNull();
  });

  it('keeps only known pantry categories for a pantry seller', () => {
    const draft = draftFromSent({ pantry: true, pantryA: ['Dairy', 'Gadgets'], cuisine: [] }, user);
    expect(draft.kind).toBe('pantry');
    expect(draft.pantryA).toEqual(['Dairy']);
    expect(draft.cuisine).toBeNull();
  });

  it('leaves the kind unanswered when no flag was sent', () => {
    expect(draftFromSent({}, user).kind).toBeNull();
  });
});

describe('pantry categories', () => {
  it('allow at most 2 picks', () => {
    expect(togglePantryPick(['Dairy', 'Fresh'], 'Drinks')).toEqual(['Dairy', 'Fresh']);
    expect(togglePantryPick(['Dairy'], 'Drinks')).toEqual(['Dairy', 'Drinks']);
  });

  it('remove a chosen one when picked again, and clear with Yes/No', () => {
    expect(togglePantryPick(['Dairy', 'Fresh'], 'Dairy')).toEqual(['Fresh']);
    expect(togglePantryPick(['Dairy', 'Fresh'], null)).toEqual([]);
  });
});

describe('application dates', () => {
  it('are shown as the Manila day', () => {
    expect(applicationDate('2026-03-03T17:30:00.000Z')).toBe('March 4, 2026');
  });

  it('are blank when missing or broken', () => {
    expect(applicationDate(null)).toBe('');
    expect(applicationDate('not a date')).toBe('');
  });
});
