import { useState, type FormEvent } from 'react';
import { MINI_ADDRESS_MAX, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useUpdateMyProfile } from '../api/update-my-profile';

// product §3.3: the mini address buyers see (max 200), saved on its own with its own error.
export function MiniAddressForm({ user }: { user: PublicUser }) {
  const save = useUpdateMyProfile();
  const banner = useTimedAlert();
  const { t } = useTexts('myMenu');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');

  const [miniAddress, setMiniAddress] = useState(user.miniAddress);
  const dirty = miniAddress.trim() !== user.miniAddress.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !dirty) return;
    if (miniAddress.trim().length > MINI_ADDRESS_MAX) {
      banner.show(rule('miniAddressTooLong'), 'error');
      return;
    }
    save.mutate(
      { miniAddress: miniAddress.trim() },
      {
        onSuccess: ({ user: saved }) => {
          setMiniAddress(saved.miniAddress);
          banner.show(m('profileUpdated'), 'success');
        },
        onError: () => banner.show(rule('miniAddressNotSaved'), 'error'),
      },
    );
  };

  return (
    <form className="my-menu-form" onSubmit={onSubmit}>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <TextField
        label={t('miniAddress')}
        name="miniAddress"
        maxLength={MINI_ADDRESS_MAX}
        placeholder={t('miniAddressPlaceholder')}
        hint={t('miniAddressFormat')}
        value={miniAddress}
        onChange={(e) => setMiniAddress(e.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={save.isPending}
        pendingLabel={t('saving')}
        disabled={!dirty}
      >
        {t('saveMiniAddress')}
      </Button>
    </form>
  );
}
