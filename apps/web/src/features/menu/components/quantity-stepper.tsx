/** spec buyer §5: the menu stepper stops at 6 per dish. */
export const MENU_STEPPER_MAX = 6;

type QuantityStepperProps = {
  value: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
  onLimit: () => void;
};

/** A 0..max stepper; trying to pass the top calls `onLimit` (the spec's 'max order exceeded'). */
export function QuantityStepper({ value, max, label, onChange, onLimit }: QuantityStepperProps) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label="One less"
        disabled={value <= 0}
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
        aria-label="One more"
        onClick={() => (value >= max ? onLimit() : onChange(value + 1))}
      >
        +
      </button>
    </div>
  );
}
