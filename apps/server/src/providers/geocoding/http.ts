import { observeProviderCall } from '../../lib/metrics.js';
import { GeocodingError } from './geocoder.js';

/** A provider's answer: its HTTP status and its JSON body (null when a failure had none). */
export type JsonAnswer = { status: number; body: unknown };

/**
 * One call to a Google Maps Platform endpoint with a timeout. A timeout, a network failure or a
 * successful answer that is not JSON throws GeocodingError; any HTTP status comes back with its
 * body, for the caller to read Google's error. `what` names the call in messages (never the key).
 */
export function callJson(
  url: URL,
  init: RequestInit,
  what: string,
  timeoutMs: number,
): Promise<JsonAnswer> {
  return observeProviderCall('geocoding', () => callJsonOnce(url, init, what, timeoutMs));
}

async function callJsonOnce(
  url: URL,
  init: RequestInit,
  what: string,
  timeoutMs: number,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (!response.ok) {
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // an error page that is not JSON: the status says enough
      }
      return { status: response.status, body };
    }
    return { status: response.status, body: JSON.parse(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new GeocodingError('TIMEOUT', `${what} gave no answer in ${timeoutMs} ms`, {
        cause: error,
      });
    }
    if (name === 'SyntaxError') {
      throw new GeocodingError('BAD_RESPONSE', `${what} answered something not JSON`);
    }
    throw new GeocodingError('NETWORK', `${what} could not be reached`, { cause: error });
  }
}
