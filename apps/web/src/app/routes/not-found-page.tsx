import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { PalayokIcon } from '../../components/palayok-loader';
import './status-page.css';
import { useTexts } from '../../i18n/use-texts';

export function NotFoundPage() {
  const { t } = useTexts('common');
  return (
    <section className="page status-page" data-testid="not-found">
      <title>{t('notFoundTitle')}</title>
      <PalayokIcon className="status-page__icon" />
      <h1>{t('notFoundHeading')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="btn btn--primary" to={paths.home()}>
        {t('backHome')}
      </Link>
    </section>
  );
}
