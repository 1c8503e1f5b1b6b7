import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../i18n/use-texts';
import {
  CARD_NUMBER_MAX_CHARS,
  CVC_DIGITS,
  cvcInput,
  EXPIRY_PART_DIGITS,
  expiryPartInput,
  formatCardNumber,
  type CardForm,
} from '../utils/card-form';

type CardFieldsProps = {
  label: string;
  card: CardForm;
  onChange: (patch: Partial<CardForm>) => void;
  disabled: boolean;
};

/**
 * product §2 and §7: the card number up to 19 characters shown in groups of 4, the CVV 3
 * digits, month and year 2 digits each. The digits go to the provider, never to our server.
 */
export function CardFields({ label, card, onChange, disabled }: CardFieldsProps) {
  const { t } = useTexts('payment');
  return (
    <fieldset className="order-panel" data-testid="card-form" disabled={disabled}>
      <legend className="order-panel__title">{t('cardDetails', { method: label })}</legend>
      <div className="pay-card">
        <TextField
          label={t('cardNumber')}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={CARD_NUMBER_MAX_CHARS}
          value={card.number}
          onChange={(event) => onChange({ number: formatCardNumber(event.target.value) })}
        />
        <div className="pay-card-row">
          <TextField
            label={t('month')}
            name="expMonth"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={EXPIRY_PART_DIGITS}
            value={card.month}
            onChange={(event) => onChange({ month: expiryPartInput(event.target.value) })}
          />
          <TextField
            label={t('year')}
            name="expYear"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YY"
            maxLength={EXPIRY_PART_DIGITS}
            value={card.year}
            onChange={(event) => onChange({ year: expiryPartInput(event.target.value) })}
          />
          <TextField
            label={t('cvv')}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={CVC_DIGITS}
            value={card.cvc}
            onChange={(event) => onChange({ cvc: cvcInput(event.target.value) })}
          />
        </div>
      </div>
      <p className="order-muted">{t('cardPrivacy')}</p>
    </fieldset>
  );
}
