import { describe, expect, it } from 'vitest';
import { isFooterShown, paths, safeReturnPath } from './paths.js';
import { navigationLinks } from './users/roles.js';
import { checkoutPhoneProblem, normalisePhoneInput, isValidPhone } from './phone.js';
import { messages } from './messages.js';
import { catalogues } from './i18n/catalogues.js';

describe('footer rule (product §2)', () => {
  it('shows on every page when signed in', () => {
    for (const p of ['/', '/profile', '/checkout/abc', '/dashboard', '/login'])
      expect(isFooterShown(p, true)).toBe(true);
  });
  it('shows only on /, /bazaar, /homechef, /menu and /cart when signed out', () => {
    for (const p of ['/', '/bazaar', '/homechef', '/menu', '/menu/abc', '/cart'])
      expect(isFooterShown(p, false)).toBe(true);
    for (const p of [
      '/login',
      '/signup',
      '/forgotPasswordStageOne',
      '/forgotPassword/t',
      '/pay/1',
      '/track/1',
      '/menus',
      '/cartx',
    ]) {
      expect(isFooterShown(p, false)).toBe(false);
    }
  });
});

describe('navigation links (product §2)', () => {
  const labels = (role: 'user' | 'chef' | 'admin' | null) =>
    navigationLinks(role ? { role } : null).map((l) => l.label);
  it('a guest sees the homechef link and LOGIN', () => {
    expect(labels(null)).toEqual(['BECOME A HOMECHEF/SUPPLIER', 'LOGIN']);
  });
  it('a guest holding a cart in the browser sees CART before LOGIN (decision 040)', () => {
    expect(navigationLinks(null, true).map((l) => l.label)).toEqual([
      'BECOME A HOMECHEF/SUPPLIER',
      'CART',
      'LOGIN',
    ]);
    expect(navigationLinks({ role: 'user' }, true).map((l) => l.label)).toEqual(labels('user'));
  });
  it('a buyer sees the homechef link, PROFILE, CART and ORDERS', () => {
    expect(labels('user')).toEqual(['BECOME A HOMECHEF/SUPPLIER', 'PROFILE', 'CART', 'ORDERS']);
  });
  it('a chef sees MY MENU, DASHBOARD, ANALYTICS and never the homechef link', () => {
    expect(labels('chef')).toEqual([
      'MY MENU',
      'DASHBOARD',
      'ANALYTICS',
      'PAYOUTS',
      'PROFILE',
      'CART',
      'ORDERS',
    ]);
  });
  it('names each link by a key of the common catalogue whose English is the spec label', () => {
    for (const role of ['user', 'chef', 'admin', null] as const) {
      for (const link of navigationLinks(role ? { role } : null, true)) {
        expect(catalogues.common[link.key].en).toBe(link.label);
      }
    }
  });
  it('staff also see the staff console', () => {
    expect(labels('admin')).toContain('STAFF');
  });
});

describe('return links', () => {
  it('keeps same-site paths and drops anything that could leave the site', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath(paths.pay('o1', { error: true }))).toBe('/pay/o1?error=true');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'profile',
      '/login',
      null,
      undefined,
      '',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

describe('phone input (product §7: 10 digits after +63)', () => {
  it('keeps at most 10 digits and strips a typed country code or trunk zero', () => {
    expect(normalisePhoneInput('0917 123 4567')).toBe('9171234567');
    expect(normalisePhoneInput('+63 917 123 4567')).toBe('9171234567');
    expect(normalisePhoneInput('91712345678999')).toBe('9171234567');
    expect(isValidPhone('9171234567')).toBe(true);
    expect(isValidPhone('917123456')).toBe(false);
  });

  it('asks for a missing number, and for all 10 digits of a short one (issue 22)', () => {
    expect(checkoutPhoneProblem('')).toBe(messages.phoneRequired);
    expect(checkoutPhoneProblem('917123456')).toBe(messages.phoneIncomplete);
    expect(checkoutPhoneProblem('9')).toBe(messages.phoneIncomplete);
    expect(checkoutPhoneProblem('9171234567')).toBeNull();
  });
});
