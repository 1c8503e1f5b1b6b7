import { useSyncExternalStore } from 'react';
import { OFFLINE_CACHE_HEADER } from '../sw/cached-routes';

// Which API answers the page shows are the service worker's stored copies (decision 046): the
// API client notes, for each path it reads, whether the last answer came from the network or the
// cache (the worker's x-lb-offline-cache header, with the time the server sent it); pages read it
// to say so and to refuse what needs the network.

const shownCopies = new Map<string, string>();
const listeners = new Set<() => void>();

const pathOf = (path: string) => path.split('?')[0] ?? path;

/** The API client's note of a GET's answer: a stored copy (with its header) or a fresh one. */
export function noteApiAnswer(path: string, headers: Headers): void {
  const key = pathOf(path);
  const cachedAt = headers.get(OFFLINE_CACHE_HEADER);
  if ((shownCopies.get(key) ?? null) === cachedAt) return;
  if (cachedAt === null) shownCopies.delete(key);
  else shownCopies.set(key, cachedAt);
  listeners.forEach((listener) => listener());
}

/** When the server sent the stored copy last read for `path` (no query), or null if it was fresh. */
export function offlineCopyOf(path: string): Date | null {
  const cachedAt = shownCopies.get(pathOf(path));
  return cachedAt ? new Date(cachedAt) : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** offlineCopyOf(path), following the answers as they come. */
export function useOfflineCopy(path: string): Date | null {
  const cachedAt = useSyncExternalStore(
    subscribe,
    () => shownCopies.get(pathOf(path)) ?? null,
    () => null,
  );
  return cachedAt ? new Date(cachedAt) : null;
}

/** Whether the browser knows it has no connection (false when it cannot tell). */
export const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const subscribeToConnection = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** knownOffline(), following the browser's online and offline events. */
export function useKnownOffline(): boolean {
  return useSyncExternalStore(subscribeToConnection, knownOffline, () => false);
}
