import { Link } from 'react-router';
import { paths } from '@lutong/shared';

const STAMPS = 8;
const STAMPED = 3;

/** product §1: a loyalty card displayed marked COMING SOON. */
export function LoyaltyCard() {
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-title" data-testid="loyalty-card">
      <span className="loyalty-card__soon">COMING SOON</span>
      <p className="loyalty-card__brand">Lutong Bahay</p>
      <h2 id="loyalty-title" className="loyalty-card__title">
        Suki Card
      </h2>
      <p className="loyalty-card__text">
        Every order will earn a stamp. Fill the card and your next meal is on us, our thank-you to
        the suki who keep our cooks busy.
      </p>
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
  return (
    <section className="homechef-invite" aria-labelledby="homechef-title">
      <p className="landing-eyebrow">For cooks, bakers and suppliers</p>
      <h2 id="homechef-title">Cook for your neighbours</h2>
      <p>
        Home chefs, bakers, pantry suppliers and caterers sell on Lutong Bahay. Every seller goes
        through an application process, with a taste test and a safety clearance, before their first
        order, so buyers know who is cooking.
      </p>
      <Link className="btn btn--secondary" to={paths.homechef()}>
        Become a homechef or supplier
      </Link>
    </section>
  );
}
