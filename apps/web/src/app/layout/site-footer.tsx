import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { BrandMark } from './brand-mark';
import { useTexts } from '../../i18n/use-texts';
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
  const { t } = useTexts('common');
  return (
    <footer className="site-footer" data-testid="footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <Link to={paths.home()} className="site-footer__brand">
            <BrandMark className="site-footer__mark" />
            <span id="footer-about">{t('brandName')}</span>
          </Link>
          <p>{t('footerAim')}</p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footerJoin')}</h2>
          <ul className="site-footer__list">
            <li>
              <a href={contact.careers} type="application/pdf">
                {t('footerCareers')}
              </a>
            </li>
            <li>
              <a href={contact.facebook} target="_blank" rel="noopener noreferrer">
                Facebook<span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footerContact')}</h2>
          <ul className="site-footer__list">
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={contact.phoneHref}>{contact.phoneDisplay}</a>
            </li>
            <li>{t('footerHours')}</li>
          </ul>
          <p className="site-footer__note">{t('footerNote')}</p>
        </section>
      </div>
    </footer>
  );
}
