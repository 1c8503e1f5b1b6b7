// The reply envelope every /api/v1 call uses (ARCHITECTURE §4).
export type ApiSuccess<T> = { status: 'success'; data: T };
export type ApiFailure = { status: 'fail' | 'error'; code: ErrorCode; message: string };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const errorCodes = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  SOLD_OUT: 409,
  WRONG_STATE: 409,
  INVALID_TOKEN: 400,
  // issue 20 (decision 025): Google sign-in found an unverified account; its password links it
  LINK_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_FAILED: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
