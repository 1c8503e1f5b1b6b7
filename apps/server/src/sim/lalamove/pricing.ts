/**
 * How the simulator prices a Lalamove PH motorcycle delivery. Real quotes come from Lalamove's rate
 * card plus demand surcharges; the simulator keeps the shape of that card (a base fare covering
 * the first kilometres, then a rate per kilometre) and no surcharges, so a price depends on
 * distance alone and tests can reason about it. See docs/decisions/008-courier-quotes.md.
 */

/** Base fare of a motorcycle delivery in Metro Manila, pesos; it covers BASE_DISTANCE_KM. */
export const MOTORCYCLE_BASE_FARE_PHP = 49;
export const MOTORCYCLE_BASE_DISTANCE_KM = 5;
/** Every kilometre past the base distance, pesos (charged by the metre, to the centavo). */
export const MOTORCYCLE_PER_KM_PHP = 6;
/**
 * Roads are longer than the great circle: Lalamove quotes the driving distance, the simulator the
 * great-circle distance times this (a typical detour factor for Metro Manila's streets).
 */
export const ROAD_DETOUR_FACTOR = 1.3;

const EARTH_RADIUS_M = 6_371_008.8;

export type Point = { lat: number; lng: number };

/** Great-circle (haversine) distance in metres. */
export function greatCircleMeters(from: Point, to: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The simulated driving distance through the stops in order, whole metres. */
export function routeMeters(stops: Point[]): number {
  let meters = 0;
  for (let i = 1; i < stops.length; i += 1) {
    const from = stops[i - 1];
    const to = stops[i];
    if (from && to) meters += greatCircleMeters(from, to);
  }
  return Math.round(meters * ROAD_DETOUR_FACTOR);
}

/** Pesos as Lalamove writes them: "49", "55.30". */
const amount = (centavos: number) =>
  centavos % 100 === 0 ? String(centavos / 100) : (centavos / 100).toFixed(2);

/** A priceBreakdown for a motorcycle over `meters`, amounts as decimal strings in PHP. */
export function motorcyclePriceBreakdown(meters: number) {
  const base = MOTORCYCLE_BASE_FARE_PHP * 100;
  const extraMeters = Math.max(0, meters - MOTORCYCLE_BASE_DISTANCE_KM * 1000);
  // integer centavos, so the total is exact
  const extraMileage = Math.round((extraMeters * MOTORCYCLE_PER_KM_PHP * 100) / 1000);
  const total = base + extraMileage;
  return {
    base: amount(base),
    ...(extraMileage > 0 ? { extraMileage: amount(extraMileage) } : {}),
    totalExcludePriorityFee: amount(total),
    total: amount(total),
    currency: 'PHP' as const,
  };
}
