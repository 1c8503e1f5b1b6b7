import { useTexts } from '../../../i18n/use-texts';

// product §1: the facts stated to applicants, as an accordion of native <details> (keyboard
// and screen-reader friendly without any script).
const questions = [
  { q: 'faqVettedQ', a: 'faqVettedA' },
  { q: 'faqSkipQ', a: 'faqSkipA' },
  { q: 'faqCommissionQ', a: 'faqCommissionA' },
  { q: 'faqPaidQ', a: 'faqPaidA' },
  { q: 'faqDeliverQ', a: 'faqDeliverA' },
  { q: 'faqPickupQ', a: 'faqPickupA' },
  { q: 'faqImmediateQ', a: 'faqImmediateA' },
  { q: 'faqOtherQ', a: 'faqOtherA' },
] as const;

export function HomechefFaq() {
  const { t } = useTexts('homechef');
  const { t: m } = useTexts('messages');
  const support = m('supportContact');
  return (
    <section className="hc-section" aria-labelledby="hc-faq-title">
      <h2 id="hc-faq-title">{t('faqTitle')}</h2>
      <div className="hc-faq" data-testid="homechef-faq">
        {questions.map((item) => (
          <details key={item.q} className="hc-faq__item">
            <summary className="hc-faq__question">{t(item.q)}</summary>
            <p className="hc-faq__answer">{t(item.a, { support })}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
