import { useEffect } from 'react';

/** product §10 Analytics: errors are only logged, with no user message. */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Analytics: could not load ${what}`, error);
  }, [error, what]);
}
