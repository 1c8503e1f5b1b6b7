import { useState } from 'react';
import { localStore } from '../../../lib/browser-storage';
import { readFilters, writeFilters, type BazaarFilters } from './filter-state';

/** The bazaar filters, read from this browser once and written back on every change. */
export function useBazaarFilters() {
  const [filters, setFilters] = useState<BazaarFilters>(() => readFilters(localStore()));
  const update = (next: BazaarFilters) => {
    writeFilters(localStore(), next);
    setFilters(next);
  };
  return [filters, update] as const;
}
