import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { useTexts } from '../../../i18n/use-texts';
import { useUser } from '../../../lib/auth';
import { useLogout } from '../api/logout';
import { ChefSettings } from '../components/chef-settings';
import { ContactDetailsForm } from '../components/contact-details-form';
import { EmailStatus } from '../components/email-status';
import { FavouriteEmailsSwitch } from '../components/favourite-emails-switch';
import './profile.css';

// product §2 Profile: contact details and logout; product §3.4: the chef part for chefs.
export function ProfilePage() {
  const { t } = useTexts('account');
  const { t: m } = useTexts('messages');
  const user = useUser();
  const logout = useLogout();
  const banner = useTimedAlert();
  if (!user) return null;

  const onLogout = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, { onError: () => banner.show(m('internal'), 'error') });
  };

  return (
    <section className="page profile">
      <title>{t('pageTitle')}</title>
      <header className="profile__header">
        <h1>{t('heading')}</h1>
        <p className="profile__email">
          {t('signedInAs')} <strong>{user.email}</strong>
        </p>
        <EmailStatus user={user} />
      </header>
      <div className="card profile__card">
        <ContactDetailsForm key={user.id} user={user} />
      </div>
      <FavouriteEmailsSwitch user={user} />
      {user.role === 'chef' ? <ChefSettings user={user} /> : null}
      <section className="card profile__card" aria-labelledby="profile-language-title">
        <h2 id="profile-language-title">{t('language')}</h2>
        <LanguageSwitch />
      </section>
      <div className="card profile__card profile__account">
        <h2>{t('account')}</h2>
        <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
        <Button
          variant="danger"
          onClick={onLogout}
          pending={logout.isPending}
          pendingLabel={t('loggingOut')}
        >
          {t('logout')}
        </Button>
      </div>
    </section>
  );
}
