import { AddressEntry } from '../../features/address/components/address-entry';
import { LandingPage } from '../../features/landing/routes/landing-page';

/** / : the landing page with the address entry in its hero (features meet here, ARCHITECTURE §7). */
export function HomePage() {
  return <LandingPage addressEntry={<AddressEntry />} />;
}
