/**
 * A provider's call limit over a sliding window ("120 calls a minute"), kept by one process for
 * every caller in it. `take()` answers 0 and counts the call when it may go now, or how many ms
 * until a call may go (nothing counted). `pauseFor` honours a provider's Retry-After: no call goes
 * before it passes, whatever the window says. `now` is a monotonic clock in ms (tests pass theirs).
 */
export type CallWindow = {
  take: () => number;
  pauseFor: (ms: number) => void;
};

export function createCallWindow(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): CallWindow {
  const { limit, windowMs } = options;
  const now = options.now ?? (() => performance.now());
  // when each call of the window went, oldest first
  const calls: number[] = [];
  let pausedUntil = 0;
  return {
    take() {
      const at = now();
      while (calls.length > 0 && (calls[0] as number) <= at - windowMs) calls.shift();
      if (at < pausedUntil) return Math.ceil(pausedUntil - at);
      if (calls.length >= limit)
        return Math.max(1, Math.ceil((calls[0] as number) + windowMs - at));
      calls.push(at);
      return 0;
    },
    pauseFor(ms) {
      pausedUntil = Math.max(pausedUntil, now() + Math.max(0, ms));
    },
  };
}
