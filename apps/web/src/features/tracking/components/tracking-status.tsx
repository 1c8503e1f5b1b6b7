import { trackingStepIndex, trackingSteps, trackingText, type TrackingState } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';

// product §6: the tracking states, drawn as steps so a buyer sees how far along the order is;
// a pickup order has its own steps, with no courier in them (issue 18 defect 6).
export function TrackingStatus({
  state,
  deliveryMode,
}: {
  state: TrackingState;
  deliveryMode: 'delivery' | 'pickup';
}) {
  const { t, locale } = useTexts('tracking');
  const steps = trackingSteps(deliveryMode, locale);
  const current = trackingStepIndex(state, deliveryMode);
  const stopped = state === 'rejected' || state === 'cancelled';
  return (
    <section
      className={`tracking-status${stopped ? ' tracking-status--stopped' : ''}`}
      aria-labelledby="tracking-status-title"
    >
      <h2 id="tracking-status-title" className="visually-hidden">
        {deliveryMode === 'pickup' ? t('pickupStatus') : t('deliveryStatus')}
      </h2>
      <p className="tracking-status__text" data-testid="tracking-status" aria-live="polite">
        {trackingText(state, locale)}
      </p>
      {stopped ? null : (
        <ol className="tracking-steps" aria-hidden="true" data-testid="tracking-steps">
          {steps.map((step, i) => (
            <li
              key={step.state}
              className={`tracking-steps__step${i <= current ? ' tracking-steps__step--done' : ''}${
                i === current ? ' tracking-steps__step--current' : ''
              }`}
            >
              <span className="tracking-steps__dot" />
              <span className="tracking-steps__label">{step.label}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
