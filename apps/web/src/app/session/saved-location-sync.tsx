import { useEffect, useRef } from 'react';
import type { PublicUser } from '@lutong/shared';
import { useUpdateMe } from '../../features/account/api/update-me';
import { useSavedAddress } from '../../hooks/use-saved-address';

/**
 * product §6: if the signed-in user has no location and an entered address with coordinates
 * exists in this browser, the location is saved automatically (once per address and sign-in),
 * also when the address is confirmed while signed in. A failure is not shown: the bazaar still
 * works from the entered address.
 */
export function SavedLocationSync({ user }: { user: PublicUser }) {
  const { mutate } = useUpdateMe();
  const saved = useSavedAddress();
  const attemptedFor = useRef<string | null>(null);
  const needsLocation = user.location === null;

  useEffect(() => {
    if (!needsLocation || !saved) return;
    const key = `${saved.lat},${saved.lng},${saved.address}`;
    if (attemptedFor.current === key) return;
    attemptedFor.current = key;
    mutate({
      location: { type: 'Point', coordinates: [saved.lng, saved.lat] },
      address: saved.address,
      // decision 041: the landmark or unit note travels with the point
      ...(saved.note ? { addressNote: saved.note } : {}),
    });
  }, [needsLocation, saved, mutate]);

  return null;
}
