// The service worker's web push handlers (issue 23, decision 047): a push for a new order shows
// its notification; a click focuses the dashboard's tab if one is open, else opens it. The
// service worker (service-worker.ts) imports this file; the server sends the payload of
// newOrderPush (@lutong/shared): {title, body, url, tag}.

type PushPayload = { title: string; body: string; url: string; tag?: string };

type WindowClientLike = { url: string; focus: () => Promise<unknown>; navigate?: unknown };
type ExtendableEventLike = Event & { waitUntil: (work: Promise<unknown>) => void };
type PushEventLike = ExtendableEventLike & { data: { json: () => unknown } | null };
type NotificationEventLike = ExtendableEventLike & {
  notification: { data: unknown; close: () => void };
};

/** The parts of ServiceWorkerGlobalScope the handlers use (the app's types are the page's). */
export type PushScope = {
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  location: { origin: string };
  registration: {
    showNotification: (title: string, options: Record<string, unknown>) => Promise<void>;
  };
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<WindowClientLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
};

/** A payload as the server sends it, else null (a push from elsewhere shows nothing odd). */
export function readPushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null;
  return { title, body, url, ...(typeof tag === 'string' ? { tag } : {}) };
}

/** Only our own pages are opened from a notification. */
function ownUrl(scope: PushScope, url: unknown): string {
  try {
    const parsed = new URL(String(url), scope.location.origin);
    return parsed.origin === scope.location.origin ? parsed.href : `${scope.location.origin}/`;
  } catch {
    return `${scope.location.origin}/`;
  }
}

export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const push = event as PushEventLike;
    let data: unknown = null;
    try {
      data = push.data?.json() ?? null;
    } catch {
      data = null;
    }
    const payload = readPushPayload(data);
    if (!payload) return;
    push.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        data: { url: payload.url },
        icon: '/favicon.svg',
        ...(payload.tag ? { tag: payload.tag } : {}),
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    const click = event as NotificationEventLike;
    click.notification.close();
    const data = click.notification.data as { url?: unknown } | null;
    const url = ownUrl(scope, data?.url);
    click.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => w.url.split('#')[0] === url);
        if (open) return open.focus();
        return scope.clients.openWindow(url);
      })(),
    );
  });
}

declare const self: unknown;
if (
  typeof self !== 'undefined' &&
  typeof (self as { registration?: unknown }).registration === 'object'
) {
  installPushHandlers(self as PushScope);
}
