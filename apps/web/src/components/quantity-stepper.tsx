import { useTexts } from '../i18n/use-texts';
type QuantityStepperProps = {
  value: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
  /** Called instead of onChange when + is pressed at `max` (the spec's cap messages). */
  onLimit: () => void;
  disabled?: boolean;
  testId?: string;
};

/** A 0..max stepper; trying to pass the top calls `onLimit` (product §7 caps). */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  onLimit,
  disabled = false,
  testId,
}: QuantityStepperProps) {
  const { t } = useTexts('common');
  return (
    <div className="stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('oneLess')}
        disabled={disabled || value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('oneMore')}
        disabled={disabled}
        onClick={() => (value >= max ? onLimit() : onChange(value + 1))}
      >
        +
      </button>
    </div>
  );
}
