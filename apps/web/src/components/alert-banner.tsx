import type { TimedAlert } from '../hooks/use-timed-alert';
import { useTexts } from '../i18n/use-texts';

type AlertBannerProps = { alert: TimedAlert | null; onDismiss?: () => void };

/**
 * The spec's alert and error banners, timed by the caller. The role="alert" element holds the
 * message text only, so it is announced (and matched by tests) exactly as the spec words it.
 */
export function AlertBanner({ alert, onDismiss }: AlertBannerProps) {
  const { t } = useTexts('common');
  if (!alert) return null;
  return (
    <div key={alert.id} className={`alert alert--${alert.tone}`}>
      <p role="alert" className="alert__text" data-testid={`alert-${alert.tone}`}>
        {alert.message}
      </p>
      {onDismiss ? (
        <button
          type="button"
          className="alert__close"
          aria-label={t('dismissMessage')}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
