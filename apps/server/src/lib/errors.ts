import {
  catalogues,
  errorCodes,
  type ErrorCode,
  type Namespace,
  type TextKey,
  type TextValues,
} from '@lutong/shared';
import { translate, type MessageText } from './i18n.js';

export type { MessageText } from './i18n.js';

/** A message of the catalogue by key, for an error or an answer (issue 23). */
export const text = (key: MessageText['key'], values?: MessageText['values']): MessageText => ({
  key,
  ...(values ? { values } : {}),
});

/** A text of any namespace of the catalogue, by key: what an error or an answer words (issue 23). */
export interface CatalogueText<N extends Namespace = Namespace> {
  namespace: N;
  key: TextKey<N>;
  values?: TextValues;
}

/** A text of `namespace` by key: `textIn('sellerRules', 'vanityAdded', { word })`. */
export function textIn<N extends Namespace>(
  namespace: N,
  key: TextKey<N>,
  values?: TextValues,
): CatalogueText {
  return { namespace, key, ...(values ? { values } : {}) } as CatalogueText;
}

/** A catalogue text in `locale` (the request's, from `requestLocale`). */
export const wordText = (locale: Parameters<typeof translate>[0], named: CatalogueText) =>
  translate(locale, named.namespace, named.key, named.values);

// The namespaces whose English a rule or a service may still throw as a plain string (zod's
// messages, the rule files' English objects): the spec's messages first, then the rules' refusals
// (decision 044). Their English, back to namespace and key, so the answer is worded in the
// request's language whichever way it was thrown.
const WORDED_FROM_ENGLISH = [
  'messages',
  'sellerRules',
  'dishForm',
  'payoutRules',
  'rating',
  'favourites',
  'push',
  // the shared wording functions' refusals (pinMoveProblem), after the rules' own
  'words',
] as const satisfies readonly Namespace[];

const byEnglish = new Map<string, CatalogueText>();
for (const namespace of WORDED_FROM_ENGLISH) {
  const entries = catalogues[namespace] as Record<string, { en: string }>;
  for (const [key, entry] of Object.entries(entries)) {
    if (entry.en.includes('{')) continue;
    const english = translate('en', namespace, key as never);
    if (!byEnglish.has(english)) byEnglish.set(english, textIn(namespace, key as never));
  }
}

/** The catalogue text whose English is exactly `english` (placeholders aside), if one is. */
export function catalogueTextOf(english: string): CatalogueText | null {
  return byEnglish.get(english) ?? null;
}

/**
 * The one error type services throw; the error handler maps `code` to the HTTP status and words
 * `text` in the request's language (issue 23). `message` stays the English, for logs and callers.
 * The text is a spec message (`text('x')`), a text of any namespace (`textIn(ns, 'x')`), or a
 * plain English string: one of the catalogue's carries its namespace and key too; any other
 * string (a provider's own words) is answered as is.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: CatalogueText | null;

  constructor(
    code: ErrorCode,
    message?: string | MessageText | CatalogueText,
    options: { headers?: Record<string, string> } = {},
  ) {
    const named = textOf(code, message);
    super(named ? wordText('en', named) : (message as string));
    this.code = code;
    this.status = errorCodes[code];
    this.headers = options.headers ?? {};
    this.text = named;
  }
}

function textOf(
  code: ErrorCode,
  message: string | MessageText | CatalogueText | undefined,
): CatalogueText | null {
  if (message === undefined) return textIn('messages', defaultKey(code));
  if (typeof message === 'string') return catalogueTextOf(message);
  if ('namespace' in message) return message;
  return textIn('messages', message.key, message.values);
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
