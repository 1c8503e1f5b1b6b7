import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyBytes, turnPushOff, turnPushOn } from './browser-push';

// Decision 047: the switch subscribes only with permission, tells the server, and never stays
// subscribed in the browser when the server did not keep the subscription.

const KEY =
  'BEurMBiTIAvBEF9V-RAZYiQqkrmGh2x9_XoVvC2GZHVGsdxgBkf-0PnTu6j4ifGRJZyh-vZvmikBIl_Ml-yaJo4';

function fakeRegistration(existing: { endpoint: string } | null = null) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: {} }),
    unsubscribe: vi.fn(async () => true),
  };
  const current = existing ? { ...subscription, ...existing } : null;
  const pushManager = {
    subscribe: vi.fn(async () => subscription),
    getSubscription: vi.fn(async () => current),
  };
  return {
    registration: { pushManager } as unknown as ServiceWorkerRegistration,
    subscription,
    current,
    pushManager,
  };
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const permission = (answer: NotificationPermission) =>
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => answer) });

afterEach(() => vi.unstubAllGlobals());

describe('browser push', () => {
  it('reads the base64url public key as its 65 bytes', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('subscribes nothing when permission is refused', async () => {
    permission('denied');
    const fetch = answer(200, { status: 'success', data: {} });
    const { registration, pushManager } = fakeRegistration();
    expect(await turnPushOn(registration, KEY)).toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the subscription with the server key, and unsubscribes when the server refuses', async () => {
    permission('granted');
    const ok = answer(200, { status: 'success', data: { subscribed: true } });
    const first = fakeRegistration();
    expect(await turnPushOn(first.registration, KEY)).toBe('on');
    expect(first.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(KEY),
    });
    expect(ok).toHaveBeenCalledWith('/api/v1/push/subscriptions', expect.anything());

    answer(500, { status: 'error', message: 'down' });
    const second = fakeRegistration();
    await expect(turnPushOn(second.registration, KEY)).rejects.toThrow();
    expect(second.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('turns off at the server and in the browser, even when the server forgot it already', async () => {
    answer(404, { status: 'fail', code: 'NOT_FOUND', message: 'gone' });
    const { registration, current } = fakeRegistration({ endpoint: 'https://x.example/1' });
    expect(await turnPushOff(registration)).toBe('off');
    expect(current?.unsubscribe).toHaveBeenCalled();
  });
});
