import { errorCodes, type ErrorCode } from '@lutong/shared';
import { messageKeyOf, translate, type MessageText } from './i18n.js';

export type { MessageText } from './i18n.js';

/** A message of the catalogue by key, for an error or an answer (issue 23). */
export const text = (key: MessageText['key'], values?: MessageText['values']): MessageText => ({
  key,
  ...(values ? { values } : {}),
});

/**
 * The one error type services throw; the error handler maps `code` to the HTTP status and words
 * `text` in the request's language (issue 23). `message` stays the English, for logs and callers.
 * A plain English string that is one of the spec's messages carries its key too; any other
 * string (a provider's own words) is answered as is.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: MessageText | null;

  constructor(
    code: ErrorCode,
    message?: string | MessageText,
    options: { headers?: Record<string, string> } = {},
  ) {
    const named = textOf(code, message);
    super(named ? translate('en', 'messages', named.key, named.values) : (message as string));
    this.code = code;
    this.status = errorCodes[code];
    this.headers = options.headers ?? {};
    this.text = named;
  }
}

function textOf(code: ErrorCode, message: string | MessageText | undefined): MessageText | null {
  if (message === undefined) return text(defaultKey(code));
  if (typeof message !== 'string') return message;
  const key = messageKeyOf(message);
  return key ? text(key) : null;
}

function defaultKey(code: ErrorCode): MessageText['key'] {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'signedOut';
    case 'FORBIDDEN':
      return 'forbidden';
    case 'CROSS_SITE':
      return 'crossSite';
    case 'NOT_FOUND':
      return 'notFound';
    case 'RATE_LIMITED':
      return 'tooManyRequests';
    default:
      return 'internal';
  }
}
