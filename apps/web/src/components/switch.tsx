import { useId, type ReactNode } from 'react';
import './switch.css';

type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** While true the switch is disabled and shows progress, so a save cannot be sent twice. */
  pending?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  testId?: string;
};

/** An on/off setting saved at once: a native checkbox with the switch role, 44px tall. */
export function Switch({
  label,
  checked,
  onChange,
  pending = false,
  disabled = false,
  hint,
  testId,
}: SwitchProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="switch">
      <label className="switch__row" htmlFor={id}>
        <input
          id={id}
          className="switch__input"
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled || pending}
          aria-busy={pending || undefined}
          aria-describedby={hintId}
          data-testid={testId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__label">{label}</span>
        {pending ? <span className="btn__spinner switch__spinner" aria-hidden="true" /> : null}
      </label>
      {hint ? (
        <p className="switch__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
