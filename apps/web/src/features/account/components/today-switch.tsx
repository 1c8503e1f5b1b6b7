import { isTodayActive, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Switch } from '../../../components/switch';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateToday } from '../api/update-today';

// product §3.4: the today toggle; Tod counts as active only with today and hourPrep set.
export function TodaySwitch({ user }: { user: PublicUser }) {
  const { t } = useTexts('account');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');
  const save = useUpdateToday();
  const banner = useTimedAlert();

  const onChange = (today: boolean) => {
    if (save.isPending) return;
    save.mutate(today, {
      onSuccess: () => banner.show(m('profileUpdated'), 'success'),
      onError: () => banner.show(rule('todayNotSaved'), 'error'),
    });
  };

  return (
    <section className="chef-section" aria-labelledby="today-title">
      <h3 id="today-title">{t('sameDay')}</h3>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <Switch
        label={t('takeToday')}
        checked={user.today}
        pending={save.isPending}
        onChange={onChange}
        testId="today-switch"
        hint={user.today && !isTodayActive(user) ? rule('todayInactive') : undefined}
      />
    </section>
  );
}
