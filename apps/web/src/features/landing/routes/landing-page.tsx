import { useLocation } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { readFlash } from '../../../lib/flash';
import './landing.css';

// The landing page proper (hero, address search, sample dishes, chef stories) comes with its own
// issue; for now the brand, a tagline and the alerts other pages hand over (e.g. spec buyer §2:
// 'Please enter an address first' after a redirect from /bazaar).
export function LandingPage() {
  const location = useLocation();
  return (
    <section className="page landing">
      <FlashAlert key={location.key} state={location.state} />
      <div className="landing__hero">
        <h1 className="landing__brand">Lutong Bahay</h1>
        <p className="landing__tagline">
          Home-cooked Filipino meals, baked goods and pantry treats from neighbours near you.
        </p>
      </div>
    </section>
  );
}

function FlashAlert({ state }: { state: unknown }) {
  const banner = useTimedAlert(readFlash(state));
  return <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />;
}
