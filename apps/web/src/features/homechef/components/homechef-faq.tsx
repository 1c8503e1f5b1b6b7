import { messages } from '@lutong/shared';

// product §1: the facts stated to applicants, as an accordion of native <details> (keyboard
// and screen-reader friendly without any script).
const questions = [
  {
    q: 'How are sellers vetted?',
    a: 'Every seller goes through a taste test and a safety clearance before their first order.',
  },
  {
    q: 'Can I skip the taste test?',
    a: "Yes. The taste test is skipped when your social media shows an existing customer base, so add your page's link to the form.",
  },
  {
    q: 'How much is the commission?',
    a: 'The commission is 5% of your sales. You keep the rest.',
  },
  {
    q: 'When and how do I get paid?',
    a: 'Payout is weekly, on Monday around 8pm, by bank transfer or e-wallet.',
  },
  {
    q: 'Who delivers the food?',
    a: 'Deliveries use a courier service: a driver picks up the order from your kitchen and brings it to the buyer.',
  },
  {
    q: 'Do buyers pick up or get delivery?',
    a: 'Orders can be pickup or delivery. You choose whether you offer pickup.',
  },
  {
    q: 'What are immediate orders?',
    a: 'Immediate orders are orders cooked within 1 hour. You decide whether you take orders for today.',
  },
  {
    q: 'I have another question.',
    a: `Email us at ${messages.supportContact} and we will get back to you.`,
  },
];

export function HomechefFaq() {
  return (
    <section className="hc-section" aria-labelledby="hc-faq-title">
      <h2 id="hc-faq-title">Frequently asked questions</h2>
      <div className="hc-faq" data-testid="homechef-faq">
        {questions.map((item) => (
          <details key={item.q} className="hc-faq__item">
            <summary className="hc-faq__question">{item.q}</summary>
            <p className="hc-faq__answer">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
