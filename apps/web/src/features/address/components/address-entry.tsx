import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@lutong/shared';
import { Button } from '../../../components/button';
import { storeEnteredAddress, useSavedAddress } from '../../../hooks/use-saved-address';
import { useUser } from '../../../lib/auth';
import { hasBazaarLocation, type SavedAddress } from '../../../lib/saved-address';
import { AddressSearch } from './address-search';
import './address.css';
import { useTexts } from '../../../i18n/use-texts';
import { lazyCode } from '../../../lib/lazy-code';

// The confirmation popup (a dialog with a map) is loaded once an address is chosen, not with the
// landing page.
const ConfirmAddressDialog = lazyCode(async () => ({
  default: (await import('./confirm-address-dialog')).ConfirmAddressDialog,
}));

/**
 * product §2 and §6 address flow: no location -> address typed or chosen -> confirmation popup
 * -> /bazaar. Once a location exists (an entered address or the user's saved one) the box gives
 * way to an Explore the Bazaar link and an Update Location button that brings it back.
 */
export function AddressEntry() {
  const user = useUser();
  const saved = useSavedAddress();
  const navigate = useNavigate();
  const { t } = useTexts('address');
  const [updating, setUpdating] = useState(false);
  const [candidate, setCandidate] = useState<SavedAddress | null>(null);
  // kept mounted after its first use, so that closing it hands focus back to the search box
  const [dialogUsed, setDialogUsed] = useState(false);
  const located = hasBazaarLocation(user, saved);

  const confirm = (confirmed: SavedAddress) => {
    // The saved-location sync (app/session) also stores it on the account of a signed-in user
    // who has no location yet (product §6), with the landmark note (decision 041).
    storeEnteredAddress(confirmed);
    void navigate(paths.bazaar());
  };

  const choose = (point: SavedAddress) => {
    setCandidate(point);
    setDialogUsed(true);
  };
  const dialog = dialogUsed ? (
    <Suspense fallback={null}>
      <ConfirmAddressDialog
        point={candidate}
        onConfirm={confirm}
        onClose={() => setCandidate(null)}
      />
    </Suspense>
  ) : null;

  if (located && !updating) {
    const current = saved?.address || user?.address || '';
    return (
      <div className="address-entry address-entry--located" data-testid="address-located">
        {current ? (
          <p className="address-entry__current">
            <span className="address-entry__current-label">{t('deliveringTo')}</span>
            <strong>{current}</strong>
          </p>
        ) : null}
        <div className="address-entry__actions">
          <Link className="btn btn--primary" to={paths.bazaar()} data-testid="explore-bazaar">
            {t('exploreBazaar')}
          </Link>
          <Button variant="secondary" onClick={() => setUpdating(true)}>
            {t('updateLocation')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="address-entry">
      <AddressSearch onFound={choose} autoFocus={updating} />
      {updating ? (
        <Button variant="ghost" className="address-entry__keep" onClick={() => setUpdating(false)}>
          {t('keepAddress')}
        </Button>
      ) : null}
      {dialog}
    </div>
  );
}
