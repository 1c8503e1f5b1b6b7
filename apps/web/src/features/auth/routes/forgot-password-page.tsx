import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

// product §2: an email input requesting a reset link; §10: the sent message on reply.
export function ForgotPasswordPage() {
  const { t } = useTexts('auth');
  const { t: m } = useTexts('messages');
  const request = useRequestPasswordReset();
  const banner = useTimedAlert();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    request.mutate(email, {
      onSuccess: () => banner.show(m('forgotPasswordSent'), 'success'),
      // The server's messages are written for users (rate limit, invalid email); a network
      // failure carries our generic text.
      onError: (error) => banner.show(isApiError(error) ? error.message : m('internal'), 'error'),
    });
  };

  return (
    <AuthCard
      title={t('forgotPassword')}
      intro={t('forgotIntro')}
      footer={
        <p>
          {t('remembered')} <Link to={paths.login()}>{t('backToLogin')}</Link>
        </p>
      }
    >
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <form className="auth__form" onSubmit={onSubmit}>
        <TextField label={t('email')} name="email" type="email" autoComplete="email" required />
        <Button type="submit" block pending={request.isPending} pendingLabel={t('sending')}>
          {t('sendResetLink')}
        </Button>
      </form>
    </AuthCard>
  );
}
