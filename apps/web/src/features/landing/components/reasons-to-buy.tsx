import type { TextKey } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';

// product §2: a list of reasons to buy. The facts behind them: vetting (§1), pickup or delivery
// and card or e-wallet payment (§1, §2), the 5% commission of the FAQ, ratings after each order.
const reasons: { icon: string; title: TextKey<'landing'>; text: TextKey<'landing'> }[] = [
  {
    icon: 'M7 3c-2 2 2 3 0 5M12 2c-2 2 2 3 0 5M17 3c-2 2 2 3 0 5M3 11h18a9 8 0 0 1-18 0z',
    title: 'reasonFreshTitle',
    text: 'reasonFreshText',
  },
  {
    icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
    title: 'reasonVettedTitle',
    text: 'reasonVettedText',
  },
  {
    icon: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
    title: 'reasonPricesTitle',
    text: 'reasonPricesText',
  },
  {
    icon: 'M5 8h14l-1.2 13H6.2zM9 8a3 3 0 0 1 6 0',
    title: 'reasonPickupTitle',
    text: 'reasonPickupText',
  },
  {
    icon: 'M3 11l9-8 9 8v10H3zM12 18s-4-2.4-4-5a2 2 0 0 1 4-1 2 2 0 0 1 4 1c0 2.6-4 5-4 5z',
    title: 'reasonBarangayTitle',
    text: 'reasonBarangayText',
  },
  {
    icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
    title: 'reasonRatedTitle',
    text: 'reasonRatedText',
  },
];

export function ReasonsToBuy() {
  const { t } = useTexts('landing');
  return (
    <section className="landing-section landing-reveal" aria-labelledby="reasons-title">
      <div className="landing-section__head">
        <h2 id="reasons-title">{t('reasonsTitle')}</h2>
      </div>
      <ul className="reasons" data-testid="reasons-to-buy">
        {reasons.map((reason) => (
          <li key={reason.title} className="reason">
            <svg className="reason__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={reason.icon} />
            </svg>
            <h3 className="reason__title">{t(reason.title)}</h3>
            <p className="reason__text">{t(reason.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
