import { Outlet } from 'react-router';
import { useKnownOffline } from '../../lib/offline-copy';
import { useTexts } from '../../i18n/use-texts';

/**
 * Pages that order, pay or sign in (checkout, payment, login, signup): offline they say they need
 * a connection rather than show stored prices or send what cannot arrive (decision 046).
 */
export function NeedsConnection() {
  const { t } = useTexts('common');
  if (!useKnownOffline()) return <Outlet />;
  return (
    <section className="page" data-testid="needs-connection">
      <div className="alert alert--error">
        <p role="alert" className="alert__text">
          {t('offlineNeedsConnection')}
        </p>
      </div>
    </section>
  );
}
