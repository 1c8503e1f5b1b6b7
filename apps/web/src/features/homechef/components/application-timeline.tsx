// product §3.1: the application timeline, Form Review, Taste Test, Safety Clearance (§1).
const steps = [
  {
    title: 'Form Review',
    text: 'Send the form below. Our team reads every application and gets back to you by email.',
  },
  {
    title: 'Taste Test',
    text: 'We taste a few of your dishes. If your social media already shows an existing customer base, we skip this step.',
  },
  {
    title: 'Safety Clearance',
    text: 'A check of how you prepare, store and pack food, so buyers can order with confidence.',
  },
];

export function ApplicationTimeline() {
  return (
    <section className="hc-section" aria-labelledby="hc-timeline-title">
      <h2 id="hc-timeline-title">How the application works</h2>
      <ol className="hc-timeline" data-testid="homechef-timeline">
        {steps.map((step, index) => (
          <li key={step.title} className="hc-timeline__step">
            <span className="hc-timeline__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="hc-timeline__title">{step.title}</h3>
              <p className="hc-timeline__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
