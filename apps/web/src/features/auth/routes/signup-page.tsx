import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, signupBody, PASSWORD_MIN } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { ChefSplash } from '../../../components/chef-splash';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { returnLinkFromSearch, withReturnLink } from '../../../lib/return-link';
import { useSignup } from '../api/signup';
import { AuthCard, OrDivider } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';

// product §2 and §7: Google signup button, then email (type email), password and confirm
// password and a Signup button; the two passwords must be equal; full-screen chef image while loading.
export function SignupPage() {
  const { t } = useTexts('auth');
  const { t: m } = useTexts('messages');
  const signup = useSignup();
  const banner = useTimedAlert();
  const next = returnLinkFromSearch(useLocation().search);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const form = new FormData(event.currentTarget);
    const input = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      passwordConfirm: String(form.get('passwordConfirm') ?? ''),
    };
    if (input.password !== input.passwordConfirm) {
      banner.show(m('signupPasswordsMismatch'), 'error');
      return;
    }
    // The server's own schema, so the client says exactly what the server would.
    const checked = signupBody.safeParse(input);
    if (!checked.success) {
      banner.show(checked.error.issues[0]?.message ?? m('signupIssue'), 'error');
      return;
    }
    signup.mutate(input, {
      onError: (error) =>
        banner.show(isApiError(error, 'VALIDATION') ? error.message : m('signupIssue'), 'error'),
    });
  };

  return (
    <AuthCard
      title={t('signupTitle')}
      intro={t('signupIntro')}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <Link to={withReturnLink(paths.login(), next)}>{t('loginButton')}</Link>
        </p>
      }
    >
      {signup.isPending ? <ChefSplash label={t('creatingAccount')} /> : null}
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <GoogleSignInButton
        context="signup"
        onFailure={() => banner.show(m('googleSignupFailed'), 'error')}
      />
      <OrDivider />
      <form className="auth__form" onSubmit={onSubmit}>
        <TextField label={t('email')} name="email" type="email" autoComplete="email" required />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('passwordHint', { min: PASSWORD_MIN })}
        />
        <TextField
          label={t('confirmPassword')}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" block pending={signup.isPending} pendingLabel={t('signingUp')}>
          {t('signupButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
