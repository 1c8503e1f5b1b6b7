import { useEffect, useState } from 'react';
import './rewards-banner.css';
import { useTexts } from '../i18n/use-texts';

type RewardsBannerProps = { message: string; durationMs: number };

/**
 * product §2: a dismissible banner about the user's reward points, shown for a while (5 s on
 * the landing page, 8 s on the bazaar, product §11). Ube purple: rewards and loyalty (BRAND.md).
 * The coin is drawn by CSS so the banner's text is exactly the spec's message.
 */
export function RewardsBanner({ message, durationMs }: RewardsBannerProps) {
  const [shown, setShown] = useState(true);
  const { t } = useTexts('common');

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
        aria-label={t('dismissMessage')}
        onClick={() => setShown(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The banner with the spec's rewards message (`landingRewards` or `bazaarRewards`) in the
 * visitor's language: its namespace is fetched only for a user who has points.
 */
export function RewardsMessageBanner({
  messageKey,
  points,
  durationMs,
}: {
  messageKey: 'landingRewards' | 'bazaarRewards';
  points: number;
  durationMs: number;
}) {
  const { t } = useTexts('messages');
  return <RewardsBanner message={t(messageKey, { points })} durationMs={durationMs} />;
}
