import { useEffect, useRef } from 'react';
import type { PublicUser } from '@lutong/shared';
import { useUpdateMe } from '../../features/account/api/update-me';
import { localStore } from '../../lib/browser-storage';
import { readSavedAddress } from '../../lib/saved-address';

/**
 * spec buyer §4: if the signed-in user has no location and an entered address with coordinates
 * exists in this browser, the location is saved automatically (once per sign-in). A failure is
 * not shown: the bazaar still works from the entered address.
 */
export function SavedLocationSync({ user }: { user: PublicUser }) {
  const { mutate } = useUpdateMe();
  const attempted = useRef(false);
  const needsLocation = user.location === null;

  useEffect(() => {
    if (!needsLocation || attempted.current) return;
    const saved = readSavedAddress(localStore());
    if (!saved) return;
    attempted.current = true;
    mutate({
      location: { type: 'Point', coordinates: [saved.lng, saved.lat] },
      address: saved.address,
    });
  }, [needsLocation, mutate]);

  return null;
}
