import { errorCodes, messages, type ErrorCode } from '@lutong/shared';

/** The one error type services throw; the error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { headers?: Record<string, string> } = {},
  ) {
    super(message ?? defaultMessage(code));
    this.code = code;
    this.status = errorCodes[code];
    this.headers = options.headers ?? {};
  }
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return messages.signedOut;
    case 'FORBIDDEN':
      return messages.forbidden;
    case 'CROSS_SITE':
      return messages.crossSite;
    case 'NOT_FOUND':
      return messages.notFound;
    case 'RATE_LIMITED':
      return messages.tooManyRequests;
    default:
      return messages.internal;
  }
}
