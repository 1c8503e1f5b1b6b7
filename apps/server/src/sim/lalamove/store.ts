import { randomInt } from 'node:crypto';

/** A quotation as the simulator keeps and answers it (Lalamove's `data` object). */
export type SimQuotation = {
  quotationId: string;
  scheduleAt: string;
  expiresAt: string;
  serviceType: string;
  specialRequests: string[];
  language: string;
  stops: { stopId: string; coordinates: { lat: string; lng: string }; address: string }[];
  isRouteOptimized: boolean;
  priceBreakdown: Record<string, string>;
  distance: { value: string; unit: 'm' };
};

/** Enough for any development session or test run; the oldest are forgotten first. */
export const MAX_QUOTATIONS = 5000;

/**
 * The simulator's memory. Quotations only for now; orders and drivers join it when booking does
 * (later issues), and an order will look its quotation up here.
 */
export type LalamoveSimStore = {
  saveQuotation: (quotation: SimQuotation) => void;
  findQuotation: (quotationId: string) => SimQuotation | undefined;
};

export function createLalamoveSimStore(): LalamoveSimStore {
  const quotations = new Map<string, SimQuotation>();
  return {
    saveQuotation(quotation) {
      quotations.set(quotation.quotationId, quotation);
      // a Map iterates in insertion order: the first key is the oldest
      while (quotations.size > MAX_QUOTATIONS) {
        const oldest = quotations.keys().next().value;
        if (oldest === undefined) break;
        quotations.delete(oldest);
      }
    },
    findQuotation: (quotationId) => quotations.get(quotationId),
  };
}

/** Lalamove ids are long digit strings ("1514140994227007571"). */
export const lalamoveId = (): string =>
  `${randomInt(1, 10)}${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`;
