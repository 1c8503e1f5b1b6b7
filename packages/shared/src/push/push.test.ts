import { describe, expect, it } from 'vitest';
import { newOrderPush, pushEndpointAllowed, type PushWords } from './push.js';
import { pushSubscriptionBody } from './push-schemas.js';
import catalogue from '../i18n/catalogue/push.json' with { type: 'json' };

/** The catalogue's English words of a push, its `{name}` placeholders filled. */
const english: PushWords = (key, values) =>
  catalogue[key].en.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const order = {
  number: 'K7MQ3PXD',
  name: 'Maria',
  createdFor: '2026-11-28',
  selectedTime: 14,
  deliveryMode: 'delivery' as const,
};

describe('newOrderPush', () => {
  it('names the order, the buyer and the chef window, and opens the dashboard', () => {
    expect(newOrderPush(order, 'https://x.ph/dashboard', english)).toEqual({
      title: 'New order #K7MQ-3PXD',
      body: 'Maria: delivery, Sat, Nov 28, 2:30pm - 3:30pm. Confirm it on your dashboard.',
      url: 'https://x.ph/dashboard',
      tag: 'order-K7MQ3PXD',
    });
  });

  it('keeps the payload small whatever the name', () => {
    const push = newOrderPush(
      { ...order, name: 'M'.repeat(500) },
      'https://x.ph/dashboard',
      english,
    );
    expect(JSON.stringify(push).length).toBeLessThan(400);
  });
});

describe('pushSubscriptionBody', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  it('accepts an https endpoint with its keys', () => {
    expect(
      pushSubscriptionBody.safeParse({ endpoint: 'https://fcm.example/x', keys }).success,
    ).toBe(true);
  });
  it('refuses other schemes and missing keys', () => {
    for (const endpoint of ['javascript:alert(1)', 'ftp://x/y', 'not a url']) {
      expect(pushSubscriptionBody.safeParse({ endpoint, keys }).success).toBe(false);
    }
    const noKeys = { endpoint: 'https://fcm.example/x', keys: { auth: keys.auth } };
    expect(pushSubscriptionBody.safeParse(noKeys).success).toBe(false);
  });
});

describe('pushEndpointAllowed', () => {
  it('takes https, and http only under the simulator base', () => {
    const sim = 'http://127.0.0.1:3000/_sim/push';
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', null)).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', null)).toBe(false);
    expect(pushEndpointAllowed(`${sim}/send/abc`, null)).toBe(false);
    expect(pushEndpointAllowed(`${sim}/send/abc`, sim)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:3000/_sim/pushy', sim)).toBe(false);
  });
});

describe('push catalogue', () => {
  it('has English and Filipino for every key, with the same placeholders', () => {
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.en, key).not.toBe('');
      expect(text.fil, key).not.toBe('');
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(text.fil), key).toEqual(holes(text.en));
    }
  });
});
