import { trackingTexts, type TrackingState } from '@lutong/shared';

// spec buyer §4: the tracking states, drawn as steps so a buyer sees how far along the order is.
const steps: { state: TrackingState; label: string }[] = [
  { state: 'waiting', label: 'Waiting' },
  { state: 'confirmed', label: 'Confirmed' },
  { state: 'cookingComplete', label: 'Cooked' },
  { state: 'onTheWay', label: 'On the way' },
];

const stepIndex = (state: TrackingState): number =>
  state === 'completed' ? steps.length : steps.findIndex((step) => step.state === state);

export function TrackingStatus({ state }: { state: TrackingState }) {
  const current = stepIndex(state);
  const stopped = state === 'rejected' || state === 'cancelled';
  return (
    <section
      className={`tracking-status${stopped ? ' tracking-status--stopped' : ''}`}
      aria-labelledby="tracking-status-title"
    >
      <h2 id="tracking-status-title" className="visually-hidden">
        Delivery status
      </h2>
      <p className="tracking-status__text" data-testid="tracking-status" aria-live="polite">
        {trackingTexts[state]}
      </p>
      {stopped ? null : (
        <ol className="tracking-steps" aria-hidden="true">
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
