/** A place a courier picks up from or drops off at. */
export type Stop = { lat: number; lng: number; address: string };

/**
 * A courier's price for one delivery, valid until `expiresAt` (Lalamove keeps a quotation for five
 * minutes). `price` is whole pesos, rounded up from the provider's total; what the buyer sees is
 * derived from it by the orders module (spec buyer §9), not here.
 */
export type CourierQuote = {
  quotationId: string;
  price: number;
  currency: 'PHP';
  expiresAt: string;
  distanceMeters: number;
};

/**
 * The courier provider port (DESIGN §6). Issue 4 needs quotes only; booking, driver details and
 * cancelling join it in later issues. A provider that fails, refuses, times out or answers
 * nonsense throws CourierError.
 */
export type Courier = {
  quote(input: { pickup: Stop; dropoff: Stop }): Promise<CourierQuote>;
};

/**
 * Why a courier call failed: our own reasons, or the provider's error id ('ERR_UNAUTHORIZED',
 * 'ERR_OUT_OF_SERVICE_AREA', 'ERR_INVALID_FIELD', ...).
 */
export type CourierFailure = 'TIMEOUT' | 'NETWORK' | 'HTTP_ERROR' | 'BAD_RESPONSE' | (string & {});

/** The typed error of the courier port. Its message never carries the API key or secret. */
export class CourierError extends Error {
  readonly reason: CourierFailure;

  constructor(reason: CourierFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CourierError';
    this.reason = reason;
  }
}
