import type { LiveEvent } from '@lutong/shared';
import { localStore } from './browser-storage';
import { i18n, loadNamespaces, textNow } from '../i18n/i18n';

// Decision 045: how a chef hears of a new order. A short two-tone beep made with WebAudio (no file
// to download), played only once the chef turned sound on: browsers keep audio silent until the
// page had a click, and the toggle is that click. Each beep played is counted on <html>
// (data-live-sounds), which the browser tests read. A browser notification only with the chef's
// permission, asked from a button, never on load.

const SOUND_KEY = 'lb-live-sound';
let context: AudioContext | null = null;
let played = 0;

export const soundWanted = (): boolean => localStore().getItem(SOUND_KEY) === 'on';

/** Called from the toggle's click: the user's gesture lets the audio start. */
export function setSoundWanted(on: boolean): void {
  localStore().setItem(SOUND_KEY, on ? 'on' : 'off');
  if (on) void audio()?.resume();
}

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

/** Two short rising tones; answers whether they were played. */
export function playNewOrderSound(): boolean {
  if (!soundWanted()) return false;
  const ctx = audio();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime;
  for (const [i, frequency] of [660, 880].entries()) {
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(gain).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  }
  played += 1;
  document.documentElement.dataset.liveSounds = String(played);
  return true;
}

export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

/** 'granted', 'denied' or 'default' (not asked yet); 'denied' where there are none. */
export const notificationPermission = (): NotificationPermission =>
  notificationsSupported() ? Notification.permission : 'denied';

export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (!notificationsSupported()) return 'denied';
  return Notification.requestPermission();
}

/** A browser notification for a new order, when the chef allowed them. */
export function notifyNewOrder(event: LiveEvent): void {
  if (notificationPermission() !== 'granted') return;
  // its texts in the app's language: the `live` namespace may not be held on this page yet
  const locale = i18n.locale === 'fil' ? 'fil' : 'en';
  void loadNamespaces(locale, ['live'])
    .catch(() => {})
    .then(() => showNotification(event));
}

function showNotification(event: LiveEvent): void {
  const title = textNow('live', 'notificationTitle', { number: event.number });
  const options = { body: textNow('live', 'notificationBody'), tag: `order-${event.orderId}` };
  try {
    new Notification(title, options);
  } catch {
    // Android's Chrome shows notifications only through a service worker
    void navigator.serviceWorker?.ready.then((registration) =>
      registration.showNotification(title, options),
    );
  }
}
