import { useEffect, useState } from 'react';
import './rewards-banner.css';

type RewardsBannerProps = { message: string; durationMs: number };

/**
 * product §2: a dismissible banner about the user's reward points, shown for a while (5 s on
 * the landing page, 8 s on the bazaar, product §11). Ube purple: rewards and loyalty (BRAND.md).
 * The coin is drawn by CSS so the banner's text is exactly the spec's message.
 */
export function RewardsBanner({ message, durationMs }: RewardsBannerProps) {
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  if (!shown) return null;
  return (
    <div className="rewards-banner" data-testid="rewards-banner">
      <p className="rewards-banner__text" role="status">
        {message}
      </p>
      <button
        type="button"
        className="rewards-banner__close"
        aria-label="Dismiss message"
        onClick={() => setShown(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
