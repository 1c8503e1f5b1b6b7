import type { LatLng } from '@lutong/shared';

// Decision 041: the keyboard alternative to dragging the pin moves it a few metres at a time.
export const PIN_STEP_METRES = 10;
const METRES_PER_DEGREE = 111_320;

export type PinDirection = 'north' | 'south' | 'east' | 'west';

/** The point `metres` towards `direction` (a flat approximation, fine over a few hundred metres). */
export function movedPin(point: LatLng, direction: PinDirection, metres = PIN_STEP_METRES): LatLng {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180));
  switch (direction) {
    case 'north':
      return { lat: point.lat + dLat, lng: point.lng };
    case 'south':
      return { lat: point.lat - dLat, lng: point.lng };
    case 'east':
      return { lat: point.lat, lng: point.lng + dLng };
    case 'west':
      return { lat: point.lat, lng: point.lng - dLng };
  }
}

/** Whether the pin still sits on the geocoded point (within a centimetre). */
export const samePoint = (a: LatLng, b: LatLng) =>
  Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
