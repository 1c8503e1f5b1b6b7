import { useTexts } from '../../../i18n/use-texts';

// product §3.1 benefit cards; the facts behind them are the FAQ's (§1).
const benefits = [
  {
    icon: 'M3 11l9-8 9 8v10H3zM9 21v-6h6v6',
    title: 'benefitConvenience',
    text: 'benefitConvenienceText',
  },
  {
    icon: 'M4 7h16v11H4zM4 11h16M8 15h3',
    title: 'benefitEarn',
    text: 'benefitEarnText',
  },
  {
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
    title: 'benefitMarketing',
    text: 'benefitMarketingText',
  },
  {
    icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
    title: 'benefitBoss',
    text: 'benefitBossText',
  },
] as const;

export function BenefitCards() {
  const { t } = useTexts('homechef');
  return (
    <section className="hc-section" aria-labelledby="hc-benefits-title">
      <h2 id="hc-benefits-title">{t('benefitsTitle')}</h2>
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
            <h3 className="hc-benefit__title">{t(benefit.title)}</h3>
            <p className="hc-benefit__text">{t(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
