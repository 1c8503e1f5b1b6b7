import { z } from 'zod';
import { formatPhone, PHONE_DIGITS } from '../phone.js';

// Issue 19: where a chef is paid (product §1: weekly, by bank transfer or e-wallet). Validated
// here once, for the settings form and for the server that stores it. Decision 022.

/** Not worded by the spec: the refusals of the payout settings form. */
export const payoutMessages = {
  methodRequired: 'Please choose bank transfer or e-wallet.',
  bankRequired: 'Please enter the name of your bank.',
  accountNameRequired: 'Please enter the account name, as your bank or e-wallet shows it.',
  accountNumberInvalid: 'Please enter the account number: 6 to 20 digits.',
  walletRequired: 'Please choose GCash or Maya.',
  walletNumberInvalid: 'Please enter your GCash or Maya number: 10 digits after +63.',
  detailsMissing:
    'Add your payout details so we can send your money. Until then your payouts are held for you, not lost.',
  saved: 'Your payout details are saved.',
  alreadySent: 'This payout was already marked as sent.',
  heldNoDetails: 'This payout is held until the chef adds payout details.',
  referenceRequired: 'Please enter the transfer reference.',
} as const;
/** A payout refusal by its key in the catalogue's `payoutRules` namespace (issue 23), as above. */
export type PayoutRuleKey = keyof typeof payoutMessages;

/** The key of a payout rule whose English a zod refusal carries (to word it again), if one is. */
export const payoutRuleKeyOf = (english: string | undefined): PayoutRuleKey | undefined =>
  (Object.keys(payoutMessages) as PayoutRuleKey[]).find((key) => payoutMessages[key] === english);

export const PAYOUT_METHODS = ['bank', 'ewallet'] as const;
export const E_WALLETS = ['gcash', 'maya'] as const;
export type EWallet = (typeof E_WALLETS)[number];
export const eWalletLabels: Record<EWallet, string> = { gcash: 'GCash', maya: 'Maya' };

const NAME_MAX = 100;
const required = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(NAME_MAX, { message });

/** PUT /api/v1/payouts/details: bank transfer (bank, name, number) or e-wallet (+63 number). */
export const payoutDetailsBody = z.discriminatedUnion(
  'method',
  [
    z
      .object({
        method: z.literal('bank'),
        bankName: required(payoutMessages.bankRequired),
        accountName: required(payoutMessages.accountNameRequired),
        accountNumber: z
          .string({ message: payoutMessages.accountNumberInvalid })
          .transform((s) => s.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{6,20}$/, { message: payoutMessages.accountNumberInvalid })),
      })
      .strict(),
    z
      .object({
        method: z.literal('ewallet'),
        wallet: z.enum(E_WALLETS, { message: payoutMessages.walletRequired }),
        accountName: required(payoutMessages.accountNameRequired),
        walletNumber: z
          .string({ message: payoutMessages.walletNumberInvalid })
          .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), {
            message: payoutMessages.walletNumberInvalid,
          }),
      })
      .strict(),
  ],
  { message: payoutMessages.methodRequired },
);
export type PayoutDetailsInput = z.infer<typeof payoutDetailsBody>;

export const payoutDetailsView = z.object({
  method: z.enum(PAYOUT_METHODS),
  bankName: z.string().nullable(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
  wallet: z.enum(E_WALLETS).nullable(),
  walletNumber: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutDetailsView = z.infer<typeof payoutDetailsView>;

/** One line naming where the money goes: 'BDO, Maria Santos, 001234567890' or 'GCash +63 9171234567, Maria Santos'. */
export function payoutDestinationText(details: Omit<PayoutDetailsView, 'updatedAt'>): string {
  if (details.method === 'ewallet' && details.wallet && details.walletNumber) {
    return `${eWalletLabels[details.wallet]} ${formatPhone(details.walletNumber)}, ${details.accountName}`;
  }
  return `${details.bankName ?? ''}, ${details.accountName}, ${details.accountNumber ?? ''}`;
}
