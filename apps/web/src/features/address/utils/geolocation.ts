/** The browser could not (or was not allowed to) tell where the device is. */
export class GeolocationError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GeolocationError';
  }
}

export type DevicePoint = { lat: number; lng: number };

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** The device's position as a promise; any refusal or failure becomes a GeolocationError. */
export function currentPosition(
  geolocation: GeolocationLike | undefined,
  timeoutMs = 15_000,
): Promise<DevicePoint> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new GeolocationError(error.message || `code ${error.code}`)),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/**
 * product §10: denial or unavailability is one message, a failed address lookup another (the
 * key of the spec's message, worded where it is shown: decision 044).
 */
export function locateFailureMessage(error: unknown): 'geolocationFailed' | 'reverseGeocodeFailed' {
  return error instanceof GeolocationError ? 'geolocationFailed' : 'reverseGeocodeFailed';
}
