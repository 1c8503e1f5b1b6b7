import { DECLINE_REASONS, declineReason, type TextKey, type TextValues } from '@lutong/shared';

// The pay page's failures as keys (issue 23, decision 044): the utils say which text, the page
// words it in the visitor's language. A spec message goes by its key; a payment the provider
// declined is the spec's sentence around the reason: one of PayMongo's codes we word ourselves
// (decision 042, catalogue payment.json), else the provider's own words as it gave them.

export type DeclineCode = keyof typeof DECLINE_REASONS;

/** Each decline code's words in the catalogue; their English is DECLINE_REASONS'. */
export const DECLINE_KEYS = {
  card_expired: 'declineCardExpired',
  cvc_invalid: 'declineCvcInvalid',
  insufficient_funds: 'declineInsufficientFunds',
  processor_blocked: 'declineBankBlocked',
  processor_declined: 'declineBankBlocked',
  blocked: 'declineBankBlocked',
  fraudulent: 'declineBankBlocked',
  lost_card: 'declineBankBlocked',
  stolen_card: 'declineBankBlocked',
  processor_unavailable: 'declineNetworkDown',
  authentication_failed: 'declineAuthenticationFailed',
} as const satisfies Record<DeclineCode, TextKey<'payment'>>;

/** Why a payment failed: a code we word ourselves, or the provider's (or server's) own words. */
export type DeclineText = { code: DeclineCode } | { words: string };

/**
 * A failure as the pay page shows it: a spec message by its key, the spec's provider sentence
 * around a reason, or words already given (our server's answer, which comes in the visitor's
 * language; the provider's error detail, which stays as the provider gave it).
 */
export type PayText =
  | { key: TextKey<'messages'> }
  | { key: 'paymentProviderFailed'; reason: DeclineText }
  | { words: string };

const isDeclineCode = (code: unknown): code is DeclineCode =>
  typeof code === 'string' && Object.hasOwn(DECLINE_KEYS, code);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A non-blank string, else null. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The known code whose English words the server sent (its lastError is already worded). */
const codeOfWords = (words: string): DeclineCode | undefined =>
  (Object.keys(DECLINE_REASONS) as DeclineCode[]).find((code) => DECLINE_REASONS[code] === words);

/**
 * The reason a payment failed, from an intent's `last_payment_error` (PayMongo's sub-code or
 * failure code when we word it, else its `failed_message`: declineReason, decision 042) or the
 * server's `lastError`, which is the same words in English.
 */
export function declineTextOf(lastError: unknown): DeclineText | null {
  if (typeof lastError === 'string') {
    const words = text(lastError);
    if (!words) return null;
    const code = codeOfWords(words.trim());
    return code ? { code } : { words };
  }
  if (!isRecord(lastError)) return null;
  const code = [lastError.sub_code, lastError.failed_code].find(isDeclineCode);
  if (code) return { code };
  const words =
    declineReason(lastError) ??
    text(lastError.detail) ??
    text(lastError.message) ??
    text(lastError.code);
  return words ? { words } : null;
}

type Texts<N extends 'messages' | 'payment'> = (key: TextKey<N>, values?: TextValues) => string;

/** A decline reason in the visitor's language (`p` is useTexts('payment').t). */
export const wordDecline = (reason: DeclineText, p: Texts<'payment'>): string =>
  'code' in reason ? p(DECLINE_KEYS[reason.code]) : reason.words;

/** A pay page text in the visitor's language (`m` and `p`: useTexts of messages and payment). */
export function wordPayText(text: PayText, m: Texts<'messages'>, p: Texts<'payment'>): string {
  if ('words' in text) return text.words;
  if ('reason' in text) {
    return m('paymentProviderFailed', { message: wordDecline(text.reason, p) });
  }
  return m(text.key);
}
