import { useCallback } from 'react';

/**
 * A ref for a sentinel after a list: `onReach` runs when the sentinel comes within `marginPx` of
 * the bottom of the viewport (product §6: the next page loads within 20px of the bottom). While
 * `enabled` is false nothing is observed; re-enabling observes again, so a list still too short to
 * scroll keeps filling.
 */
export function useNearBottom(onReach: () => void, enabled: boolean, marginPx: number) {
  return useCallback(
    (sentinel: HTMLElement | null) => {
      if (!sentinel || !enabled) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onReach();
        },
        { rootMargin: `0px 0px ${marginPx}px 0px` },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    },
    [onReach, enabled, marginPx],
  );
}
