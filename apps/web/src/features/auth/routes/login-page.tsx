import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { returnLinkFromSearch, withReturnLink } from '../../../lib/return-link';
import { useLogin } from '../api/login';
import { AuthCard, OrDivider } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';

// product §2.11 Account screens: email and password, third-party sign-in, links to /signup and
// /forgotPasswordStageOne. On success the /login guard returns the user to the remembered link.
export function LoginPage() {
  const { t } = useTexts('auth');
  const { t: m } = useTexts('messages');
  const login = useLogin();
  const banner = useTimedAlert();
  const next = returnLinkFromSearch(useLocation().search);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const form = new FormData(event.currentTarget);
    login.mutate(
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      {
        onError: (error) =>
          banner.show(
            isApiError(error, 'WRONG_CREDENTIALS') ? m('loginWrongCredentials') : m('loginIssue'),
            'error',
          ),
      },
    );
  };

  return (
    <AuthCard
      title={t('loginTitle')}
      intro={t('loginIntro')}
      footer={
        <>
          <p>
            {t('newHere')}{' '}
            <Link to={withReturnLink(paths.signup(), next)}>{t('createAccount')}</Link>
          </p>
          <p>
            <Link to={paths.forgotPassword()}>{t('forgotPassword')}</Link>
          </p>
        </>
      }
    >
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <GoogleSignInButton
        context="login"
        onFailure={() => banner.show(m('googleLoginFailed'), 'error')}
      />
      <OrDivider />
      <form className="auth__form" onSubmit={onSubmit}>
        <TextField label={t('email')} name="email" type="email" autoComplete="email" required />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" block pending={login.isPending} pendingLabel={t('loggingIn')}>
          {t('loginButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
