import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Lalamove API v3 request signing, used by the adapter to sign and by the simulator to verify, so
 * there is one implementation of the scheme: HMAC-SHA256 (hex) with the API secret over
 * `${timestamp}\r\n${METHOD}\r\n${path}\r\n\r\n${body}`, sent as
 * `Authorization: hmac ${apiKey}:${timestamp}:${signature}` (timestamp in milliseconds; the body is
 * the exact JSON text sent, or '' for a GET).
 */
export type SignedRequest = { method: string; path: string; body: string; timestamp: number };

export function lalamoveSignature(secret: string, request: SignedRequest): string {
  const raw = `${request.timestamp}\r\n${request.method.toUpperCase()}\r\n${request.path}\r\n\r\n${request.body}`;
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/** The Authorization header value for a request. */
export function lalamoveAuthorization(
  credentials: { apiKey: string; apiSecret: string },
  request: SignedRequest,
): string {
  const signature = lalamoveSignature(credentials.apiSecret, request);
  return `hmac ${credentials.apiKey}:${request.timestamp}:${signature}`;
}

/** `hmac key:timestamp:signature` split into its parts, or null when it is not that shape. */
export function parseLalamoveAuthorization(
  header: string | undefined,
): { apiKey: string; timestamp: number; signature: string } | null {
  const match = /^hmac ([^:\s]+):(\d{1,16}):([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, apiKey = '', timestamp = '', signature = ''] = match;
  return { apiKey, timestamp: Number(timestamp), signature: signature.toLowerCase() };
}

/** Whether `signature` is the one `secret` gives for the request (compared in constant time). */
export function isValidLalamoveSignature(
  secret: string,
  request: SignedRequest,
  signature: string,
): boolean {
  const expected = Buffer.from(lalamoveSignature(secret, request), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A Lalamove webhook event as the provider POSTs it: the credentials and signature travel inside
 * the JSON body, `{ apiKey, timestamp, signature, eventId, eventType, eventVersion, data }`, and the
 * signature is the request signature above for `POST` to the webhook's own path with the `data`
 * object's JSON text as the body: HMAC-SHA256(secret,
 * `${timestamp}\r\nPOST\r\n${path}\r\n\r\n${JSON.stringify(data)}`). The timestamp is in seconds.
 */
export type LalamoveWebhookEvent = {
  eventId: string;
  eventType: string;
  eventVersion: string;
  data: unknown;
};

/** The body text of a signed webhook event (the simulator sends it; tests forge with it). */
export function signedLalamoveWebhookBody(
  credentials: { apiKey: string; apiSecret: string },
  input: { path: string; timestampSeconds: number; event: LalamoveWebhookEvent },
): string {
  const { path, timestampSeconds, event } = input;
  const signature = lalamoveSignature(credentials.apiSecret, {
    method: 'POST',
    path,
    body: JSON.stringify(event.data),
    timestamp: timestampSeconds,
  });
  return JSON.stringify({
    apiKey: credentials.apiKey,
    timestamp: timestampSeconds,
    signature,
    eventId: event.eventId,
    eventType: event.eventType,
    eventVersion: event.eventVersion,
    data: event.data,
  });
}
