import { useState } from 'react';
import { LANDING_REWARDS_BANNER_MS } from './landing-settings';
import { rewardsEarnedMessage } from './landing-picks';
import { useShownFor } from './use-landing-timing';

/** spec buyer §2: a user with reward points sees this for 5 seconds. */
export function RewardsBanner({ rewards }: { rewards: number }) {
  const shown = useShownFor(LANDING_REWARDS_BANNER_MS);
  const [dismissed, setDismissed] = useState(false);
  if (!shown || dismissed) return null;
  return (
    <div className="rewards-banner" data-testid="rewards-banner">
      <span className="rewards-banner__coin" aria-hidden="true">
        P
      </span>
      <p className="rewards-banner__text" role="status">
        {rewardsEarnedMessage(rewards)}
      </p>
      <button
        type="button"
        className="rewards-banner__close"
        aria-label="Dismiss message"
        onClick={() => setDismissed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
