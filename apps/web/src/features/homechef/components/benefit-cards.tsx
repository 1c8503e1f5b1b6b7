// product §3.1 benefit cards; the facts behind them are the FAQ's (§1).
const benefits = [
  {
    icon: 'M3 11l9-8 9 8v10H3zM9 21v-6h6v6',
    title: 'Convenience',
    text: 'Cook from your own kitchen. Buyers choose pickup or delivery, and a courier service picks up delivery orders at your door.',
  },
  {
    icon: 'M4 7h16v11H4zM4 11h16M8 15h3',
    title: 'Earn Money',
    text: 'Keep 95% of every order: our commission is 5%. Payouts arrive weekly, on Monday around 8pm, by bank transfer or e-wallet.',
  },
  {
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
    title: 'Marketing & Analytics',
    text: 'Your menu page, share links and the bazaar bring you buyers nearby. Ratings and charts show which dishes they love.',
  },
  {
    icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
    title: "You're the Boss",
    text: 'Choose your dishes, prices, cooking days, working hours and preparation time. Confirm only the orders you can cook.',
  },
];

export function BenefitCards() {
  return (
    <section className="hc-section" aria-labelledby="hc-benefits-title">
      <h2 id="hc-benefits-title">Why sell on Lutong Bahay</h2>
      <ul className="hc-benefits" data-testid="homechef-benefits">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="hc-benefit">
            <svg
              className="hc-benefit__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={benefit.icon} />
            </svg>
            <h3 className="hc-benefit__title">{benefit.title}</h3>
            <p className="hc-benefit__text">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
