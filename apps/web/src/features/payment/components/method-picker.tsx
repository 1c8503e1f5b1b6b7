import { useId } from 'react';
import { SERVICE_FEES, type PaymentMethod } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { methodChoices, peso } from '../utils/payment-flow';

type MethodPickerProps = {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
};

/** product §2.8 Payment: GCash, GrabPay, Visa or Mastercard, each with its service fee (§11). */
export function MethodPicker({ value, onChange, disabled }: MethodPickerProps) {
  const { t } = useTexts('payment');
  const id = useId();
  return (
    <fieldset className="order-panel" data-testid="pay-methods" disabled={disabled}>
      <legend className="order-panel__title">{t('howPay')}</legend>
      <div className="pay-methods">
        {methodChoices.map((choice) => (
          <label
            key={choice.method}
            className={`pay-method pay-method--${choice.method.replace('_', '-')}`}
          >
            <input
              type="radio"
              name="method"
              value={choice.method}
              checked={value === choice.method}
              onChange={() => onChange(choice.method)}
              aria-labelledby={`${id}-${choice.method}`}
              aria-describedby={`${id}-${choice.method}-fee`}
            />
            <span className="pay-method__mark" aria-hidden="true">
              {choice.kind === 'card' ? <CardMark /> : <WalletMark />}
            </span>
            <span className="pay-method__text">
              <span id={`${id}-${choice.method}`} className="pay-method__name">
                {choice.label}
              </span>
              <span className="pay-method__kind">
                {choice.kind === 'card' ? t('kindCard') : t('kindEwallet')}
              </span>
            </span>
            <span id={`${id}-${choice.method}-fee`} className="pay-method__fee">
              {t('methodFee', { fee: peso(SERVICE_FEES[choice.method]) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CardMark() {
  return (
    <svg viewBox="0 0 32 24" width="32" height="24" focusable="false">
      <rect x="1" y="1" width="30" height="22" rx="4" fill="currentColor" opacity="0.15" />
      <rect x="1" y="1" width="30" height="22" rx="4" fill="none" stroke="currentColor" />
      <rect x="1" y="6" width="30" height="4" fill="currentColor" />
      <rect x="5" y="15" width="9" height="3" rx="1" fill="currentColor" />
    </svg>
  );
}

function WalletMark() {
  return (
    <svg viewBox="0 0 32 24" width="32" height="24" focusable="false">
      <rect x="5" y="1" width="22" height="22" rx="5" fill="currentColor" opacity="0.15" />
      <rect x="5" y="1" width="22" height="22" rx="5" fill="none" stroke="currentColor" />
      <rect x="11" y="4" width="10" height="13" rx="1.5" fill="currentColor" />
      <circle cx="16" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}
