import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { BrandMark } from './brand-mark';
// its stylesheet comes with the layout (root-layout.tsx), so a drawn page's footer is styled at once

export const contact = {
  email: 'hello@lutongbahay.ph',
  phoneDisplay: '+63 917 555 0134',
  phoneHref: 'tel:+639175550134',
  facebook: 'https://www.facebook.com/lutongbahay.ph',
  careers: '/careers.pdf',
};

// product §2 footer: the aim, careers and social links, contact email and +63 phone, hours,
// and the small-team note.
export function SiteFooter() {
  return (
    <footer className="site-footer" data-testid="footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <Link to={paths.home()} className="site-footer__brand">
            <BrandMark className="site-footer__mark" />
            <span id="footer-about">Lutong Bahay</span>
          </Link>
          <p>
            Our aim is to make affordable, delicious home-cooked meals available to everyone, and to
            build a service-oriented community of home chefs, bakers, pantry suppliers and the
            neighbours they cook for.
          </p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Join us</h2>
          <ul className="site-footer__list">
            <li>
              <a href={contact.careers} type="application/pdf">
                Careers
              </a>
            </li>
            <li>
              <a href={contact.facebook} target="_blank" rel="noopener noreferrer">
                Facebook<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <ul className="site-footer__list">
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={contact.phoneHref}>{contact.phoneDisplay}</a>
            </li>
            <li>Monday to Sunday, 10am to 10pm</li>
          </ul>
          <p className="site-footer__note">
            We are a small team and may not be able to answer every call. If we miss you, please
            email us and we will get back to you.
          </p>
        </section>
      </div>
    </footer>
  );
}
