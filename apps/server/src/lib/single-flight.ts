/**
 * Concurrent calls with the same key share the first call's promise (its result or its error);
 * the next call after it settles starts afresh. Per process: what must hold across processes is
 * guarded by the database.
 */
export function createSingleFlight<T>() {
  const flights = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const running = flights.get(key);
    if (running) return running;
    const started = work().finally(() => flights.delete(key));
    flights.set(key, started);
    return started;
  };
}
