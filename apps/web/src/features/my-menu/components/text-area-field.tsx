import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shows 'n/max' under the box when set together with maxLength. */
  showCount?: boolean;
};

/** A labelled multi-line field in the look of the shared text fields. */
export function TextAreaField({
  label,
  hint,
  showCount = false,
  id,
  className,
  value,
  maxLength,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint || showCount ? `${fieldId}-hint` : undefined;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          {...rest}
          id={fieldId}
          className="field__input my-menu-textarea"
          value={value}
          maxLength={maxLength}
          aria-describedby={hintId}
        />
      </div>
      {hintId ? (
        <p className="field__hint my-menu-textarea__hint" id={hintId}>
          <span>{hint}</span>
          {showCount && maxLength ? (
            <span>
              {length}/{maxLength}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
