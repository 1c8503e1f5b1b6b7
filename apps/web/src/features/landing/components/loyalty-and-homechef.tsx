import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';

const STAMPS = 8;
const STAMPED = 3;

/** product §1: a loyalty card displayed marked COMING SOON. */
export function LoyaltyCard() {
  const { t } = useTexts('landing');
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-title" data-testid="loyalty-card">
      <span className="loyalty-card__soon">{t('comingSoon')}</span>
      <p className="loyalty-card__brand">Lutong Bahay</p>
      <h2 id="loyalty-title" className="loyalty-card__title">
        {t('sukiCard')}
      </h2>
      <p className="loyalty-card__text">{t('sukiText')}</p>
      <ol className="loyalty-card__stamps" aria-hidden="true">
        {Array.from({ length: STAMPS }, (_, i) => (
          <li
            key={i}
            className={i < STAMPED ? 'loyalty-card__stamp is-stamped' : 'loyalty-card__stamp'}
          />
        ))}
      </ol>
    </section>
  );
}

/** product §1: sellers go through an application process; a path to become one. */
export function HomechefInvite() {
  const { t } = useTexts('landing');
  return (
    <section className="homechef-invite" aria-labelledby="homechef-title">
      <p className="landing-eyebrow">{t('homechefEyebrow')}</p>
      <h2 id="homechef-title">{t('homechefTitle')}</h2>
      <p>{t('homechefText')}</p>
      <Link className="btn btn--secondary" to={paths.homechef()}>
        {t('homechefLink')}
      </Link>
    </section>
  );
}
