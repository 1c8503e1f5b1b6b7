import { Outlet } from 'react-router';
import { useKnownOffline } from '../../lib/offline-copy';
import { offlineText } from '../../lib/offline-text';

/**
 * Pages that order, pay or sign in (checkout, payment, login, signup): offline they say they need
 * a connection rather than show stored prices or send what cannot arrive (decision 046).
 */
export function NeedsConnection() {
  if (!useKnownOffline()) return <Outlet />;
  return (
    <section className="page" data-testid="needs-connection">
      <div className="alert alert--error">
        <p role="alert" className="alert__text">
          {offlineText('needsConnection')}
        </p>
      </div>
    </section>
  );
}
