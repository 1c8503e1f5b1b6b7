import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { messages, paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
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
            isApiError(error, 'WRONG_CREDENTIALS')
              ? messages.loginWrongCredentials
              : messages.loginIssue,
            'error',
          ),
      },
    );
  };

  return (
    <AuthCard
      title="Login"
      intro="Welcome back! Your neighbourhood's home cooking is waiting."
      footer={
        <>
          <p>
            New to Lutong Bahay?{' '}
            <Link to={withReturnLink(paths.signup(), next)}>Create an account</Link>
          </p>
          <p>
            <Link to={paths.forgotPassword()}>Forgot your password?</Link>
          </p>
        </>
      }
    >
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <GoogleSignInButton
        context="login"
        onFailure={() => banner.show(messages.googleLoginFailed, 'error')}
      />
      <OrDivider />
      <form className="auth__form" onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" block pending={login.isPending} pendingLabel="Logging in…">
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
