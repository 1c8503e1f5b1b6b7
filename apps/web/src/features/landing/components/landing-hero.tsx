import type { ReactNode } from 'react';
import { LazyChefIllustration } from '../../../components/chef-illustration-lazy';
import type { SampleDish } from './landing-picks';

type LandingHeroProps = { addressEntry: ReactNode; dishes: SampleDish[] };

/** product §2: the hero with the address search and a service blurb. */
export function LandingHero({ addressEntry, dishes }: LandingHeroProps) {
  const collage = dishes.slice(0, 3);
  return (
    <div className="landing-hero">
      <div className="landing-hero__text">
        <p className="landing-hero__eyebrow">Home cooking from your neighbours</p>
        <h1 className="landing-hero__title">
          Home-cooked meals from <span className="landing-hero__accent">kitchens near you</span>
        </h1>
        <p className="landing-hero__blurb">
          Adobo, sinigang, bibingka and ube halaya, cooked in small batches by vetted home chefs,
          bakers and pantry suppliers in your barangay. Order for pickup or delivery, pay by card or
          e-wallet, and eat like you are at Lola&apos;s.
        </p>
        <div className="landing-hero__address">{addressEntry}</div>
        <ul className="landing-hero__promises">
          <li>Vetted home chefs</li>
          <li>Pickup or delivery</li>
          <li>Card, GCash or GrabPay</li>
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
            <span className="landing-collage__badge">Cooked today</span>
          </div>
        ) : (
          <LazyChefIllustration className="landing-hero__chef" />
        )}
      </div>
    </div>
  );
}
