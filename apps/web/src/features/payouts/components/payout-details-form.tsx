import { useState, type FormEvent } from 'react';
import {
  E_WALLETS,
  eWalletLabels,
  payoutDestinationText,
  payoutDetailsBody,
  payoutRuleKeyOf,
  type EWallet,
  type PayoutDetailsView,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../i18n/use-texts';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useSavePayoutDetails } from '../api/payout-details';

type Draft = {
  method: 'bank' | 'ewallet';
  bankName: string;
  accountName: string;
  accountNumber: string;
  wallet: EWallet;
  walletNumber: string;
};

const draftOf = (saved: PayoutDetailsView | null): Draft => ({
  method: saved?.method ?? 'ewallet',
  bankName: saved?.bankName ?? '',
  accountName: saved?.accountName ?? '',
  accountNumber: saved?.accountNumber ?? '',
  wallet: saved?.wallet ?? 'gcash',
  walletNumber: saved?.walletNumber ?? '',
});

const methods = [
  { value: 'ewallet', label: 'methodEwallet' },
  { value: 'bank', label: 'methodBank' },
] as const;

/**
 * Issue 19: where the chef's weekly payout goes (product §1: bank transfer or e-wallet). The
 * shared schema checks the form as the server does; the server answers in the same words.
 */
export function PayoutDetailsForm({ saved }: { saved: PayoutDetailsView | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const save = useSavePayoutDetails();
  const banner = useTimedAlert();
  const { t } = useTexts('payouts');
  const { t: rule } = useTexts('payoutRules');
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input =
      draft.method === 'bank'
        ? {
            method: 'bank',
            bankName: draft.bankName,
            accountName: draft.accountName,
            accountNumber: draft.accountNumber,
          }
        : {
            method: 'ewallet',
            wallet: draft.wallet,
            accountName: draft.accountName,
            walletNumber: draft.walletNumber,
          };
    const parsed = payoutDetailsBody.safeParse(input);
    if (!parsed.success) {
      // the schema's refusal, worded again by its key in the visitor's language
      const refusal = payoutRuleKeyOf(parsed.error.issues[0]?.message);
      banner.show(rule(refusal ?? 'methodRequired'), 'error');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => banner.show(rule('saved'), 'success'),
      onError: (error) => banner.show(error.message, 'error'),
    });
  };

  return (
    <form
      id="payout-details"
      className="payouts-card payouts-details"
      onSubmit={onSubmit}
      noValidate
    >
      <h2>{t('detailsTitle')}</h2>
      {saved ? (
        <p className="payouts-details__current" data-testid="payout-destination">
          {t('payoutsGoTo', { destination: payoutDestinationText(saved) })}
        </p>
      ) : null}
      <fieldset className="payouts-fieldset">
        <legend className="field__label">{t('paidBy')}</legend>
        <div className="choice-row">
          {methods.map((m) => (
            <label key={m.value} className="choice-chip">
              <input
                type="radio"
                name="payout-method"
                value={m.value}
                checked={draft.method === m.value}
                onChange={() => set({ method: m.value })}
              />
              <span>{t(m.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.method === 'ewallet' ? (
        <>
          <fieldset className="payouts-fieldset">
            <legend className="field__label">{t('ewallet')}</legend>
            <div className="choice-row">
              {E_WALLETS.map((wallet) => (
                <label key={wallet} className="choice-chip">
                  <input
                    type="radio"
                    name="payout-wallet"
                    value={wallet}
                    checked={draft.wallet === wallet}
                    onChange={() => set({ wallet })}
                  />
                  <span>{eWalletLabels[wallet]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <PhoneField
            label={t('walletNumber', { wallet: eWalletLabels[draft.wallet] })}
            value={draft.walletNumber}
            onChange={(walletNumber) => set({ walletNumber })}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('bank')}
            placeholder="BDO, BPI, Metrobank…"
            value={draft.bankName}
            maxLength={100}
            onChange={(e) => set({ bankName: e.target.value })}
          />
          <TextField
            label={t('accountNumber')}
            inputMode="numeric"
            value={draft.accountNumber}
            maxLength={30}
            onChange={(e) => set({ accountNumber: e.target.value })}
          />
        </>
      )}
      <TextField
        label={t('accountName')}
        hint={t('accountNameHint')}
        autoComplete="name"
        value={draft.accountName}
        maxLength={100}
        onChange={(e) => set({ accountName: e.target.value })}
      />
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <Button type="submit" pending={save.isPending} pendingLabel={t('saving')}>
        {t('save')}
      </Button>
      <p className="payouts-note">{t('changeNote')}</p>
    </form>
  );
}
