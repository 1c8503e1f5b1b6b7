import { useEffect } from 'react';

/** spec seller §8 Analytics: errors are only logged, with no user message. */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Analytics: could not load ${what}`, error);
  }, [error, what]);
}
