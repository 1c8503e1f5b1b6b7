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

/** A driver the simulator made up when an order was accepted. */
export type SimDriver = {
  driverId: string;
  name: string;
  phone: string;
  plateNumber: string;
  photo: string;
  coordinates: { lat: string; lng: string };
};

export type SimOrderStatus =
  'ASSIGNING_DRIVER' | 'ON_GOING' | 'PICKED_UP' | 'COMPLETED' | 'CANCELED' | 'REJECTED' | 'EXPIRED';

/** A booked order: its quotation's route and price, contacts per stop, and where it stands. */
export type SimOrder = {
  orderId: string;
  quotationId: string;
  status: SimOrderStatus;
  driverId: string;
  shareLink: string;
  createdAt: string;
  /** the quotation's pickup time: the booking time, or later for a scheduled pickup */
  scheduleAt: string;
  /** simulated minutes from booking until scheduleAt: the order waits for a driver until then */
  waitMinutes: number;
  /** simulated minutes since the order was placed (POST /_sim/lalamove/clock/advance) */
  ageMinutes: number;
  priceBreakdown: Record<string, string>;
  distance: { value: string; unit: 'm' };
  stops: {
    stopId: string;
    coordinates: { lat: string; lng: string };
    address: string;
    name: string;
    phone: string;
    remarks?: string;
  }[];
  isPODEnabled: boolean;
  metadata: Record<string, string>;
};

/** Enough for any development session or test run; the oldest are forgotten first. */
export const MAX_QUOTATIONS = 5000;
export const MAX_ORDERS = 5000;

/** The simulator's memory: quotations, the orders booked from them, and their drivers. */
export type LalamoveSimStore = {
  saveQuotation: (quotation: SimQuotation) => void;
  findQuotation: (quotationId: string) => SimQuotation | undefined;
  saveOrder: (order: SimOrder) => void;
  findOrder: (orderId: string) => SimOrder | undefined;
  orders: () => SimOrder[];
  saveDriver: (driver: SimDriver) => void;
  findDriver: (driverId: string) => SimDriver | undefined;
};

/** Sets a key, forgetting the oldest entries past `max` (a Map iterates in insertion order). */
function bounded<T>(map: Map<string, T>, key: string, value: T, max: number): void {
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

export function createLalamoveSimStore(): LalamoveSimStore {
  const quotations = new Map<string, SimQuotation>();
  const orders = new Map<string, SimOrder>();
  const drivers = new Map<string, SimDriver>();
  return {
    saveQuotation: (quotation) =>
      bounded(quotations, quotation.quotationId, quotation, MAX_QUOTATIONS),
    findQuotation: (quotationId) => quotations.get(quotationId),
    saveOrder: (order) => bounded(orders, order.orderId, order, MAX_ORDERS),
    findOrder: (orderId) => orders.get(orderId),
    orders: () => [...orders.values()],
    saveDriver: (driver) => bounded(drivers, driver.driverId, driver, MAX_ORDERS),
    findDriver: (driverId) => drivers.get(driverId),
  };
}

/** Lalamove ids are long digit strings ("1514140994227007571"). */
export const lalamoveId = (): string =>
  `${randomInt(1, 10)}${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`;
