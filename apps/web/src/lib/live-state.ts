import { useSyncExternalStore } from 'react';

// Decision 045: what the live event stream tells the rest of the app, kept small because the top
// navigation (in every first download) reads it: whether the stream is open, so the pages poll
// slowly meanwhile, and how many new orders the chef has not seen yet (the badge, the tab title).

export type LiveState = { open: boolean; unseen: number };

/** While the stream is open the pages still poll, this slowly, in case an event was missed. */
export const LIVE_POLL_MS = 120_000;

let state: LiveState = { open: false, unseen: 0 };
const listeners = new Set<() => void>();

export function setLiveState(change: Partial<LiveState>): void {
  const next = { ...state, ...change };
  if (next.open === state.open && next.unseen === state.unseen) return;
  state = next;
  for (const listener of listeners) listener();
}

export const getLiveState = (): LiveState => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, getLiveState, getLiveState);
}

/** A query's refetchInterval: `ms` while the stream is closed, LIVE_POLL_MS while it is open. */
export const pollEvery = (ms: number) => () => (state.open ? Math.max(ms, LIVE_POLL_MS) : ms);

/** The chef has seen the new orders: the badge and the title count go. */
export const markOrdersSeen = (): void => setLiveState({ unseen: 0 });
