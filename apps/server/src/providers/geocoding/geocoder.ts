/** A place suggestion for what the buyer is typing (product §2.3 Address entry). */
export type PlacePrediction = {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
};

/** A point with the address the provider writes for it. */
export type GeoPoint = { address: string; lat: number; lng: number; placeId: string | null };

/**
 * One address-entry session (decision 027): the buyer's suggestions and the place they pick carry
 * the same token, and Google bills them as one session. `near` biases suggestions towards a point.
 */
export type AutocompleteOptions = {
  sessionToken?: string | undefined;
  near?: { lat: number; lng: number } | undefined;
};
export type DetailsOptions = { sessionToken?: string | undefined };

/**
 * The geocoding provider port (ARCHITECTURE §6): places autocomplete restricted to the Philippines and
 * geocoding with region ph (product §9). "Nothing found" is an empty list or null; a provider
 * that fails, times out or answers nonsense throws GeocodingError.
 */
export type Geocoder = {
  autocomplete: (input: string, options?: AutocompleteOptions) => Promise<PlacePrediction[]>;
  placeDetails: (placeId: string, options?: DetailsOptions) => Promise<GeoPoint | null>;
  geocode: (address: string) => Promise<GeoPoint | null>;
  reverse: (lat: number, lng: number) => Promise<GeoPoint | null>;
};

/**
 * Why a provider call failed: our own reasons, or the provider's status ('REQUEST_DENIED',
 * 'PERMISSION_DENIED', 'INVALID_ARGUMENT', 'OVER_QUERY_LIMIT', 'UNKNOWN_ERROR', 'INVALID_REQUEST', ...).
 */
export type GeocodingFailure =
  'TIMEOUT' | 'NETWORK' | 'HTTP_ERROR' | 'BAD_RESPONSE' | (string & {});

/** The typed error of the geocoding port. Its message never carries the API key. */
export class GeocodingError extends Error {
  readonly reason: GeocodingFailure;

  constructor(reason: GeocodingFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocodingError';
    this.reason = reason;
  }
}
