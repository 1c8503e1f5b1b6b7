import { useId, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { STAR_CHOICES, type Stars } from '../utils/rating-payload';

type StarInputProps = {
  /** The visible legend: names the group ('Your overall rating', or the dish's photo and name). */
  legend: ReactNode;
  value: Stars;
  onChange: (stars: Stars) => void;
  /** Each star's accessible name, e.g. '4 stars for Kare-kare' or '4 stars overall'. */
  starLabel: (stars: number) => string;
  /** The clear button's accessible name, e.g. 'Clear rating for Kare-kare'. */
  clearLabel: string;
  className?: string;
};

/**
 * Five stars as a native radio group (arrow keys move between stars, each star labelled; each
 * transparent radio lies over its drawn star, so a tap or a test's check() hits it), inside
 * a fieldset whose legend names what is rated. Unset is null; the Clear button takes a rating
 * back, since every rating is optional (product §6).
 */
export function StarInput({
  legend,
  value,
  onChange,
  starLabel,
  clearLabel,
  className,
}: StarInputProps) {
  const { t } = useTexts('rating');
  const name = useId();
  return (
    <fieldset className={['star-input', className ?? ''].filter(Boolean).join(' ')}>
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__row">
        <div className="star-input__stars" data-value={value ?? ''}>
          {STAR_CHOICES.map((stars) => {
            const id = `${name}-${stars}`;
            const filled = value !== null && stars <= value;
            return (
              <span key={stars} className="star-input__choice">
                <input
                  id={id}
                  className="star-input__radio"
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                />
                <label
                  htmlFor={id}
                  className={
                    filled ? 'star-input__star star-input__star--filled' : 'star-input__star'
                  }
                >
                  <StarIcon />
                  <span className="visually-hidden">{starLabel(stars)}</span>
                </label>
              </span>
            );
          })}
        </div>
        <button
          type="button"
          className="star-input__clear"
          aria-label={clearLabel}
          disabled={value === null}
          onClick={() => onChange(null)}
        >
          {t('clear')}
        </button>
      </div>
    </fieldset>
  );
}

/** A five-point star; its fill and outline come from CSS (filled or not). */
function StarIcon() {
  return (
    <svg className="star-input__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.6l2.9 6 6.5.8-4.8 4.5 1.2 6.5L12 17.2l-5.8 3.2 1.2-6.5-4.8-4.5 6.5-.8z" />
    </svg>
  );
}
