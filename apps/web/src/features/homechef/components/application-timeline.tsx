import { useTexts } from '../../../i18n/use-texts';

// product §3.1: the application timeline, Form Review, Taste Test, Safety Clearance (§1).
const steps = [
  {
    title: 'stepReview',
    text: 'stepReviewText',
  },
  {
    title: 'stepTaste',
    text: 'stepTasteText',
  },
  {
    title: 'stepSafety',
    text: 'stepSafetyText',
  },
] as const;

export function ApplicationTimeline() {
  const { t } = useTexts('homechef');
  return (
    <section className="hc-section" aria-labelledby="hc-timeline-title">
      <h2 id="hc-timeline-title">{t('timelineTitle')}</h2>
      <ol className="hc-timeline" data-testid="homechef-timeline">
        {steps.map((step, index) => (
          <li key={step.title} className="hc-timeline__step">
            <span className="hc-timeline__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="hc-timeline__title">{t(step.title)}</h3>
              <p className="hc-timeline__text">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
