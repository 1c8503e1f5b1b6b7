import { favouritesText, messages, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Switch } from '../../../components/switch';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateMe } from '../api/update-me';

// decision 048: the opt-in "e-mail me when a favourite opens a new menu day" (off by default).
export function FavouriteEmailsSwitch({ user }: { user: PublicUser }) {
  const save = useUpdateMe();
  const banner = useTimedAlert();

  const onChange = (on: boolean) => {
    if (save.isPending) return;
    save.mutate(
      { favouriteMenuEmails: on },
      {
        onSuccess: () => banner.show(messages.profileUpdated, 'success'),
        onError: () => banner.show(messages.internal, 'error'),
      },
    );
  };

  return (
    <div className="card profile__card">
      <h2>{favouritesText('filterChip')}</h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <Switch
        label={favouritesText('optInLabel')}
        checked={user.favouriteMenuEmails}
        pending={save.isPending}
        onChange={onChange}
        testId="favourite-emails-switch"
      />
    </div>
  );
}
