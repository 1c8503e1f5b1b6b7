import { useEffect, useState } from 'react';
import { messages } from '@lutong/shared';

/** spec buyer §9: the bazaar rewards banner shows for 8 seconds. */
export const BAZAAR_REWARDS_BANNER_MS = 8_000;

/** spec buyer §2: a dismissible banner about the buyer's reward points. */
export function RewardsBanner({ points }: { points: number }) {
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), BAZAAR_REWARDS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!shown || points <= 0) return null;
  return (
    <div className="alert rewards-banner" data-testid="rewards-banner">
      <p className="alert__text" role="status">
        {messages.bazaarRewards(points)}
      </p>
      <button
        type="button"
        className="alert__close"
        aria-label="Dismiss message"
        onClick={() => setShown(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
