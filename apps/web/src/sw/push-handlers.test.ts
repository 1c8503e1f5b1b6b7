import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, readPushPayload, type PushScope } from './push-handlers';

// Decision 047: the service worker shows the server's push and opens our own page on a click.

function fakeScope(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: Event) => void>();
  const scope = {
    addEventListener: (type: string, listener: (event: Event) => void) =>
      listeners.set(type, listener),
    location: { origin: 'https://lutongbahay.ph' },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  } satisfies PushScope;
  installPushHandlers(scope);
  const fire = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    const event = Object.assign(new Event(type), fields, {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    listeners.get(type)?.(event);
    await Promise.all(waits);
    return waits.length;
  };
  return { scope, fire };
}

const payload = {
  title: 'New order #K7MQ-3PXD',
  body: 'Maria: pickup, Thu, Jan 8, 12pm - 1pm. Confirm it on your dashboard.',
  url: 'https://lutongbahay.ph/dashboard',
  tag: 'order-K7MQ3PXD',
};

describe('push handlers', () => {
  it('shows the notification of a new order', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', { data: { json: () => payload } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(payload.title, {
      body: payload.body,
      data: { url: payload.url },
      icon: '/favicon.svg',
      tag: payload.tag,
    });
  });

  it('shows nothing for a push without our payload', async () => {
    const { scope, fire } = fakeScope();
    expect(await fire('push', { data: null })).toBe(0);
    expect(await fire('push', { data: { json: () => ({ hello: 1 }) } })).toBe(0);
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    expect(readPushPayload('text')).toBeNull();
  });

  it('focuses an open dashboard tab, else opens one, and never another site', async () => {
    const focus = vi.fn(async () => undefined);
    const open = fakeScope([{ url: payload.url, focus }]);
    const notification = (url: string) => ({ data: { url }, close: vi.fn() });
    await open.fire('notificationclick', { notification: notification(payload.url) });
    expect(focus).toHaveBeenCalled();
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const closed = fakeScope();
    await closed.fire('notificationclick', { notification: notification(payload.url) });
    expect(closed.scope.clients.openWindow).toHaveBeenCalledWith(payload.url);
    await closed.fire('notificationclick', { notification: notification('https://evil.example/') });
    expect(closed.scope.clients.openWindow).toHaveBeenLastCalledWith('https://lutongbahay.ph/');
  });
});
