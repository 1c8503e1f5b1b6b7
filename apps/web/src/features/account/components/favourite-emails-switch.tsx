import type { PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Switch } from '../../../components/switch';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateMe } from '../api/update-me';
import { useTexts } from '../../../i18n/use-texts';

// decision 048: the opt-in "e-mail me when a favourite opens a new menu day" (off by default).
export function FavouriteEmailsSwitch({ user }: { user: PublicUser }) {
  const { t: favouritesTextOf } = useTexts('favourites');
  const { t: message } = useTexts('messages');
  const save = useUpdateMe();
  const banner = useTimedAlert();

  const onChange = (on: boolean) => {
    if (save.isPending) return;
    save.mutate(
      { favouriteMenuEmails: on },
      {
        onSuccess: () => banner.show(message('profileUpdated'), 'success'),
        onError: () => banner.show(message('internal'), 'error'),
      },
    );
  };

  return (
    <div className="card profile__card">
      <h2>{favouritesTextOf('filterChip')}</h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <Switch
        label={favouritesTextOf('optInLabel')}
        checked={user.favouriteMenuEmails}
        pending={save.isPending}
        onChange={onChange}
        testId="favourite-emails-switch"
      />
    </div>
  );
}
