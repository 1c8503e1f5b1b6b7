import { type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { Tag } from '../../../components/tag';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

// Issue 20 (decision 025): whether the account's address is verified, and a new link if not.
export function EmailStatus({ user }: { user: PublicUser }) {
  const { t } = useTexts('account');
  const { t: m } = useTexts('messages');
  const resend = useResendVerification();
  const banner = useTimedAlert();

  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(undefined, {
      onSuccess: (message) => banner.show(message ?? m('emailVerificationSent'), 'success'),
      onError: (error) => banner.show(isApiError(error) ? error.message : m('internal'), 'error'),
    });
  };

  return (
    <div className="profile__verification" data-testid="email-status">
      {user.emailVerified ? (
        <Tag tone="info">{t('emailVerified')}</Tag>
      ) : (
        <>
          <Tag tone="closed">{t('emailNotVerified')}</Tag>
          <p className="profile__verification-note">
            {m('emailNotVerified')} {t('openLink')}
          </p>
          <Button
            variant="secondary"
            onClick={onResend}
            pending={resend.isPending}
            pendingLabel={t('sending')}
          >
            {t('sendAgain')}
          </Button>
        </>
      )}
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
    </div>
  );
}
