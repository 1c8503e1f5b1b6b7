import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage, pickLocale } from './locales.js';

describe('localeFromAcceptLanguage', () => {
  it('reads the first of our languages by quality, then order', () => {
    expect(localeFromAcceptLanguage('fil-PH,fil;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fil');
    expect(localeFromAcceptLanguage('en-PH,en;q=0.9,fil;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5, tl;q=0.8')).toBe('fil');
    expect(localeFromAcceptLanguage('ja, fil')).toBe('fil');
  });
  it('skips refused ranges and languages we do not have', () => {
    expect(localeFromAcceptLanguage('fil;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('ja, ko;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
  });
});

describe('pickLocale', () => {
  it('prefers the account, then the cookie, then the browser, then English', () => {
    expect(pickLocale({ account: 'fil', cookie: 'en', acceptLanguage: 'en' })).toBe('fil');
    expect(pickLocale({ account: null, cookie: 'fil', acceptLanguage: 'en' })).toBe('fil');
    expect(pickLocale({ cookie: 'xx', acceptLanguage: 'tl-PH' })).toBe('fil');
    expect(pickLocale({})).toBe('en');
  });
  it('knows its languages', () => {
    expect(isLocale('fil')).toBe(true);
    expect(isLocale('tl')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});
