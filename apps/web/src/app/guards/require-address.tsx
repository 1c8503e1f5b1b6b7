import { Navigate, Outlet } from 'react-router';
import { paths } from '@lutong/shared';
import { textNow } from '../../i18n/i18n';
import { useUser } from '../../lib/auth';
import { localStore } from '../../lib/browser-storage';
import { flashState } from '../../lib/flash';
import { hasBazaarLocation, readSavedAddress } from '../../lib/saved-address';

/**
 * product §2: /bazaar needs a saved location or an entered address with coordinates, else it
 * redirects to / with the alert 'Please enter an address first'.
 */
export function RequireAddress() {
  const user = useUser();
  if (hasBazaarLocation(user, readSavedAddress(localStore()))) return <Outlet />;
  return (
    <Navigate
      to={paths.home()}
      replace
      state={flashState(textNow('common', 'enterAddressFirst'))}
    />
  );
}
