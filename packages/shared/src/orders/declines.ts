// Why a payment was declined, in plain words for the buyer (issue 22, decision 042). PayMongo puts
// the reason of a failed payment in its codes (an intent's last_payment_error and a payment's
// failed_code / sub_code: card_expired, insufficient_funds, ...) while failed_message is often its
// generic 'unknown reasons' text. Known codes get our words; an unknown code keeps the provider's
// message; 'unknown reasons' stays only when no reason is given.

/** PayMongo's generic decline text: the payment failed and the provider gave no reason. */
export const UNKNOWN_DECLINE_MESSAGE = 'The payment failed to be processed due to unknown reasons.';

const blockedByBank = 'Your bank declined this card. Please contact your bank or use another card.';

/** PayMongo's decline sub-codes and the words the buyer reads. */
export const DECLINE_REASONS = {
  card_expired: 'Your card has expired. Please use another card.',
  cvc_invalid: 'The CVC (the 3 digits on the back of your card) was wrong. Please check it.',
  insufficient_funds:
    'Your card does not have enough funds for this order. Please use another card.',
  processor_blocked: blockedByBank,
  processor_declined: blockedByBank,
  blocked: blockedByBank,
  fraudulent: blockedByBank,
  lost_card: blockedByBank,
  stolen_card: blockedByBank,
  processor_unavailable:
    "Your bank's card network did not answer. Please try again in a few minutes.",
  authentication_failed: "Your card's 3-D Secure check was not completed. Please try again.",
} as const satisfies Record<string, string>;

const reasonOf = (code: string): string | undefined =>
  (DECLINE_REASONS as Readonly<Record<string, string | undefined>>)[code];

type ProviderError = {
  failed_code?: unknown;
  sub_code?: unknown;
  failed_message?: unknown;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The buyer's words for a provider's failure (last_payment_error, or a payment's failed_code,
 * sub_code and failed_message), or null when it gives no reason at all.
 */
export function declineReason(error: ProviderError | string | null | undefined): string | null {
  if (typeof error === 'string') return text(error);
  if (!error) return null;
  for (const code of [text(error.sub_code), text(error.failed_code)]) {
    const words = code ? reasonOf(code) : undefined;
    if (words) return words;
  }
  return text(error.failed_message) ?? text(error.sub_code) ?? text(error.failed_code);
}
