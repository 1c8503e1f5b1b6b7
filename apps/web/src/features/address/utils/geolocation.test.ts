import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { GeolocationError, currentPosition, locateFailureMessage } from './geolocation';

type Success = Parameters<Geolocation['getCurrentPosition']>[0];
type Failure = Parameters<Geolocation['getCurrentPosition']>[1];

const granted = (lat: number, lng: number) => ({
  getCurrentPosition: (success: Success) =>
    success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
});
const denied = {
  getCurrentPosition: (_success: Success, failure: Failure) =>
    failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
};

describe('Locate Me', () => {
  it('reads the device position as latitude and longitude', async () => {
    await expect(currentPosition(granted(14.5547, 121.0244))).resolves.toEqual({
      lat: 14.5547,
      lng: 121.0244,
    });
  });

  it('turns a denial or a browser without geolocation into a GeolocationError', async () => {
    await expect(currentPosition(denied)).rejects.toBeInstanceOf(GeolocationError);
    await expect(currentPosition(undefined)).rejects.toBeInstanceOf(GeolocationError);
  });

  it('shows the location-services message for a browser failure and the other one for a failed lookup', () => {
    expect(locateFailureMessage(new GeolocationError('denied'))).toBe('geolocationFailed');
    expect(locateFailureMessage(new ApiError(404, 'NOT_FOUND', 'nothing here'))).toBe(
      'reverseGeocodeFailed',
    );
  });
});
