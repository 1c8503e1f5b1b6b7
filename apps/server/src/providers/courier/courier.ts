import type { CourierStatus } from './courier-status.js';

export {
  COURIER_STATUSES,
  isCourierStatus,
  isForwardMove,
  isTerminalCourierStatus,
  PAST_PICKUP_STATUSES,
  TERMINAL_COURIER_STATUSES,
  type CourierStatus,
} from './courier-status.js';

/** A place a courier picks up from or drops off at. */
export type Stop = { lat: number; lng: number; address: string };

/**
 * A courier's price for one delivery, valid until `expiresAt` (Lalamove keeps a quotation for five
 * minutes). `price` is whole pesos, rounded up from the provider's total; what the buyer sees is
 * derived from it by the orders module (product §11), not here.
 */
export type CourierQuote = {
  quotationId: string;
  price: number;
  currency: 'PHP';
  expiresAt: string;
  distanceMeters: number;
  /** The quotation's stops in order (the pickup first), whose ids a booking names. */
  stops: { stopId: string; address: string }[];
};

/** A contact at a stop of a booking; phones in E.164 (+63...), local PH numbers are converted. */
export type CourierContact = { stopId: string; name: string; phone: string };

/** What booking a quotation needs: who hands the food over and who receives it at each drop-off. */
export type PlaceCourierOrder = {
  quotationId: string;
  sender: CourierContact;
  recipients: (CourierContact & { remarks?: string })[];
  /** Our references, echoed back by the provider (Lalamove `metadata`). */
  metadata?: Record<string, string>;
};

/**
 * A booked delivery as the provider reports it. `priceTotal` is whole pesos rounded up like a
 * quote; `driverId` is null until a driver accepts.
 */
export type CourierOrder = {
  orderId: string;
  status: CourierStatus;
  shareLink: string;
  priceTotal: number;
  driverId: string | null;
  /** Our references given at booking (PlaceCourierOrder.metadata), as the provider keeps them. */
  metadata?: Record<string, string>;
};

/** The driver of a booking, as the buyer's tracking page shows them (spec: Courier info). */
export type CourierDriver = { name: string; phone: string; photo: string | null };

/**
 * The courier provider port (ARCHITECTURE §6, decision 008): quotes (one drop-off, or several in one
 * route), booking a quotation, the booking's status, its driver, cancelling. A provider that
 * fails, refuses, times out or answers nonsense throws CourierError.
 */
export type Courier = {
  /**
   * `dropoffs`, when given and not empty, wins over `dropoff` (one route through all of them).
   * `scheduleAt` (ISO UTC, decision 018) books the pickup for that time; without it, for now.
   */
  quote(input: {
    pickup: Stop;
    dropoff?: Stop;
    dropoffs?: Stop[];
    scheduleAt?: string;
  }): Promise<CourierQuote>;
  placeOrder(input: PlaceCourierOrder): Promise<CourierOrder>;
  getOrder(orderId: string): Promise<CourierOrder>;
  getDriver(orderId: string, driverId: string): Promise<CourierDriver>;
  /** Cancels a booking; the provider refuses once the driver picked the food up. */
  cancelOrder(orderId: string): Promise<void>;
};

/**
 * Why a courier call failed: our own reasons, or the provider's error id ('ERR_UNAUTHORIZED',
 * 'ERR_OUT_OF_SERVICE_AREA', 'ERR_INVALID_FIELD', ...).
 */
export type CourierFailure =
  'TIMEOUT' | 'NETWORK' | 'HTTP_ERROR' | 'BAD_RESPONSE' | 'BAD_REQUEST' | (string & {});

/** The typed error of the courier port. Its message never carries the API key or secret. */
export class CourierError extends Error {
  readonly reason: CourierFailure;

  constructor(reason: CourierFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CourierError';
    this.reason = reason;
  }
}
