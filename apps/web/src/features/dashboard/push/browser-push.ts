import { api, isApiError } from '../../../lib/api-client';

// Web push in the chef's browser (decision 047): the server's VAPID key, this browser's
// subscription through the service worker's registration, and the server's copy of it.

/** The browser can take pushes: a service worker is registered and PushManager is there. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined') return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration && 'pushManager' in registration ? registration : null;
}

/** The server's public key, or null while push is not configured there (404). */
export async function fetchPushKey(): Promise<string | null> {
  try {
    const { publicKey } = await api.get<{ publicKey: string }>('/push/key');
    return publicKey;
  } catch (err) {
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
}

/** A base64url key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushOutcome = 'on' | 'off' | 'denied';

/** Asks permission, subscribes this browser and gives the server its subscription. */
export async function turnPushOn(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    await api.post('/push/subscriptions', subscription.toJSON());
  } catch (err) {
    // not kept by the server: not subscribed here either, so the switch tells the truth
    await subscription.unsubscribe().catch(() => false);
    throw err;
  }
  return 'on';
}

/** Forgets this browser's subscription, at the server and in the browser. */
export async function turnPushOff(registration: ServiceWorkerRegistration): Promise<PushOutcome> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return 'off';
  try {
    await api.delete('/push/subscriptions', { endpoint: subscription.endpoint });
  } catch (err) {
    // already forgotten there (another account, or a 410): still unsubscribe here
    if (!(isApiError(err) && err.status === 404)) throw err;
  }
  await subscription.unsubscribe();
  return 'off';
}
