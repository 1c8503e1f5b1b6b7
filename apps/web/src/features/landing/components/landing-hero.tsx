import type { ReactNode } from 'react';
import { LazyChefIllustration } from '../../../components/chef-illustration-lazy';
import type { SampleDish } from './landing-picks';
import { useTexts } from '../../../i18n/use-texts';

type LandingHeroProps = { addressEntry: ReactNode; dishes: SampleDish[] };

/** product §2: the hero with the address search and a service blurb. */
export function LandingHero({ addressEntry, dishes }: LandingHeroProps) {
  const collage = dishes.slice(0, 3);
  const { t } = useTexts('landing');
  return (
    <div className="landing-hero">
      <div className="landing-hero__text">
        <p className="landing-hero__eyebrow">{t('heroEyebrow')}</p>
        <h1 className="landing-hero__title">
          {t('heroTitle')} <span className="landing-hero__accent">{t('heroTitleAccent')}</span>
        </h1>
        <p className="landing-hero__blurb">{t('heroBlurb')}</p>
        <div className="landing-hero__address">{addressEntry}</div>
        <ul className="landing-hero__promises">
          <li>{t('promiseVetted')}</li>
          <li>{t('promisePickup')}</li>
          <li>{t('promisePayment')}</li>
        </ul>
      </div>
      <div className="landing-hero__art">
        {collage.length === 3 ? (
          <div className="landing-collage">
            {collage.map((dish, index) => (
              <figure
                key={dish.dishId}
                className={`landing-collage__item landing-collage__item--${index}`}
              >
                <img src={dish.photo} alt={dish.name} width={480} height={360} />
              </figure>
            ))}
            <span className="landing-collage__badge">{t('cookedToday')}</span>
          </div>
        ) : (
          <LazyChefIllustration className="landing-hero__chef" />
        )}
      </div>
    </div>
  );
}
