import { describe, expect, it } from 'vitest';
import {
  applicationFlags,
  applicationKind,
  externalHref,
  listOrNone,
  phoneShown,
  ratingShown,
  staffDate,
} from './admin-format';
import { words } from '../../../test/texts';

const en = words('en', 'admin');
const fil = words('fil', 'admin');

describe('social media links', () => {
  it('are clickable when they are http or https', () => {
    expect(externalHref('https://facebook.com/titababy')).toBe('https://facebook.com/titababy');
    expect(externalHref('http://instagram.com/lola.bakes')).toBe('http://instagram.com/lola.bakes');
  });

  it('read a bare address as https', () => {
    expect(externalHref('facebook.com/titababy')).toBe('https://facebook.com/titababy');
    expect(externalHref('www.instagram.com/lola')).toBe('https://www.instagram.com/lola');
  });

  it('stay text for any other scheme or plain words', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'mailto:tita@example.ph',
      '@titababy on IG',
      'https://localhost',
      '',
      null,
      undefined,
    ]) {
      expect(externalHref(raw)).toBeNull();
    }
  });
});

describe('applications in words', () => {
  it('name the kind of seller from the flags', () => {
    expect(applicationKind({ cook: true, baker: false, pantry: false }, en)).toBe('Cook');
    expect(applicationKind({ cook: false, baker: true, pantry: false }, en)).toBe('Baker');
    expect(applicationKind({ cook: false, baker: false, pantry: true }, en)).toBe('Pantry');
  });

  it('list the flags', () => {
    expect(applicationFlags({ vegetarian: true, pickup: true }, en)).toEqual([
      'Vegetarian',
      'Offers pickup',
    ]);
    expect(applicationFlags({ vegetarian: false, pickup: false }, en)).toEqual(['Delivery only']);
    expect(applicationFlags({ vegetarian: false, pickup: true }, fil)).toEqual(['May pickup']);
    expect(listOrNone([], fil)).toBe('Wala');
  });

  it('show None for an empty cuisine list', () => {
    expect(listOrNone([], en)).toBe('None');
    expect(listOrNone(['Filipino', 'Thai'], en)).toBe('Filipino, Thai');
  });

  it('show the phone with +63', () => {
    expect(phoneShown('9171234567')).toBe('+63 9171234567');
    expect(phoneShown('')).toBe('—');
  });

  it('show dates in Manila time', () => {
    expect(staffDate('2026-03-03T17:30:00.000Z')).toContain('Mar 4, 2026');
    expect(staffDate('2026-11-03T17:30:00.000Z', 'fil')).toContain('Nob 4, 2026');
    expect(staffDate(null)).toBe('—');
  });
});

describe('seller ratings', () => {
  it('show the average with 2 decimals and the count', () => {
    expect(ratingShown(4.254, 12, en)).toBe('4.25 (12 ratings)');
    expect(ratingShown(5, 1, en)).toBe('5.00 (1 rating)');
    expect(ratingShown(0, 0, en)).toBe('No ratings yet');
    expect(ratingShown(4.254, 12, fil)).toBe('4.25 (12 rating)');
    expect(ratingShown(0, 0, fil)).toBe('Wala pang rating');
  });
});
