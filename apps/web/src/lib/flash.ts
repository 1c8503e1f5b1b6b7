// A one-off alert handed to the next page through navigation state, e.g. the landing page's
// 'Please enter an address first' after a redirect from /bazaar (product §2).
export type FlashTone = 'info' | 'success' | 'error';
export type FlashState = { flash: { message: string; tone: FlashTone } };

export function flashState(message: string, tone: FlashTone = 'info'): FlashState {
  return { flash: { message, tone } };
}

export function readFlash(state: unknown): FlashState['flash'] | null {
  if (typeof state !== 'object' || state === null) return null;
  const flash = (state as Record<string, unknown>).flash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { message, tone } = flash as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return null;
  const safeTone: FlashTone = tone === 'success' || tone === 'error' ? tone : 'info';
  return { message, tone: safeTone };
}
