import { knownOffline, noteApiAnswer } from './offline-copy';
import { textNow } from '../i18n/i18n';

// One client for every /api/v1 call (ARCHITECTURE §4, §7): credentials always sent, JSON bodies (or a
// multipart upload), the `{status:'success', data}` envelope unwrapped, and every failure turned
// into one ApiError.

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Status 0 with this code: the request never got an answer (offline, server down, aborted). */
export const NETWORK_ERROR = 'NETWORK';

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns a parsed reply into its data, or throws the ApiError the envelope describes. */
export function unwrapEnvelope<T>(httpStatus: number, body: unknown): T {
  if (isRecord(body) && body.status === 'success' && httpStatus < 400) {
    return body.data as T;
  }
  if (isRecord(body) && (body.status === 'fail' || body.status === 'error')) {
    const code = typeof body.code === 'string' ? body.code : 'INTERNAL';
    const message = typeof body.message === 'string' ? body.message : textNow('common', 'internal');
    throw new ApiError(httpStatus, code, message);
  }
  throw new ApiError(
    httpStatus,
    httpStatus >= 500 ? 'INTERNAL' : 'BAD_REPLY',
    textNow('common', 'internal'),
  );
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RequestOptions = { body?: unknown; signal?: AbortSignal };

/** The HTTP status and parsed body of a call, for the few replies outside the envelope. */
export async function sendRequest(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ httpStatus: number; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers,
    signal: options.signal ?? null,
  };
  if (options.body instanceof FormData) {
    // An upload: the browser writes the multipart/form-data type with its boundary itself.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  } else if (method !== 'GET') {
    // The server's cross-site guard accepts a body-less mutation only with this header.
    headers['X-Requested-With'] = 'XMLHttpRequest';
  }

  // Offline, anything that changes something (adds to the cart, orders, pays, signs in) is not
  // sent: it says it needs the network (decision 046).
  if (method !== 'GET' && knownOffline()) {
    throw new ApiError(0, NETWORK_ERROR, textNow('common', 'offlineNeedsConnection'));
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      NETWORK_ERROR,
      knownOffline()
        ? textNow('common', 'offlineNeedsConnection')
        : textNow('common', 'networkError'),
    );
  }
  if (method === 'GET') noteApiAnswer(path, response.headers);

  const body: unknown = await response.json().catch(() => null);
  return { httpStatus: response.status, body };
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { httpStatus, body } = await sendRequest(method, path, options);
  return unwrapEnvelope<T>(httpStatus, body);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, { body }),
  /** POST multipart/form-data (image uploads); the server's same-origin guard accepts it. */
  upload: <T>(path: string, form: FormData) => apiRequest<T>('POST', path, { body: form }),
};
