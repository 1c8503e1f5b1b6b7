import { normalisePhoneInput, PHONE_DIGITS, PHONE_PREFIX } from '@lutong/shared';
import { TextField } from './text-field';
import { useTexts } from '../i18n/use-texts';

/**
 * product §7: a phone number is 10 digits after +63; the input keeps only those
 * digits (a pasted "+63 917 …" or "0917 …" is cleaned, not cut).
 */
export function PhoneField(props: {
  value: string;
  onChange: (digits: string) => void;
  id?: string;
  label?: string;
}) {
  const { t } = useTexts('common');
  return (
    <TextField
      {...(props.id ? { id: props.id } : {})}
      label={props.label ?? t('phoneNumber')}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={PHONE_PREFIX}
      placeholder="9171234567"
      hint={t('phoneHint', { digits: String(PHONE_DIGITS), prefix: PHONE_PREFIX })}
      value={props.value}
      onChange={(e) => props.onChange(normalisePhoneInput(e.target.value))}
    />
  );
}
