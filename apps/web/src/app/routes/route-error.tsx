import { PalayokIcon } from '../../components/palayok-loader';
import './status-page.css';
import { useTexts } from '../../i18n/use-texts';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new deploy). */
export function RouteError() {
  const { t } = useTexts('common');
  return (
    <section className="page status-page" role="alert">
      <title>{t('errorTitle')}</title>
      <PalayokIcon className="status-page__icon" />
      <h1>{t('errorHeading')}</h1>
      <p>{t('errorText')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('reloadPage')}
      </button>
    </section>
  );
}
