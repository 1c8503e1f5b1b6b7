import './star-rating.css';
import { useTexts } from '../i18n/use-texts';

type StarRatingProps = { average: number; count: number; className?: string };

const STAR_SCALE = 5;

/** Five stars filled to the average (product §11: star scale 0 to 5), then '4.7 (23)'. */
export function StarRating({ average, count, className }: StarRatingProps) {
  const clamped = Math.min(STAR_SCALE, Math.max(0, average));
  const shown = clamped.toFixed(1);
  const { t } = useTexts('common');
  return (
    <span
      className={['stars', className ?? ''].filter(Boolean).join(' ')}
      role="img"
      aria-label={t('starsLabel', { average: shown, scale: STAR_SCALE, count })}
      data-testid="star-rating"
    >
      <span className="stars__track" aria-hidden="true">
        ★★★★★
        <span className="stars__fill" style={{ width: `${(clamped / STAR_SCALE) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="stars__text" aria-hidden="true">
        {shown} ({count})
      </span>
    </span>
  );
}
