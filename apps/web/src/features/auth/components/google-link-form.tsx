import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { messages, paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { useGoogleLink } from '../api/google-sign-in';

type GoogleLinkFormProps = { tokenId: string; onCancel: () => void };

/**
 * Decision 025's link step: Google's e-mail belongs to an account whose address is not verified,
 * so its password proves the account is this person's before Google is attached to it.
 */
export function GoogleLinkForm({ tokenId, onCancel }: GoogleLinkFormProps) {
  const link = useGoogleLink();
  const banner = useTimedAlert();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (link.isPending) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    link.mutate(
      { tokenId, password },
      {
        onError: (error) =>
          banner.show(
            isApiError(error, 'WRONG_CREDENTIALS')
              ? messages.loginWrongCredentials
              : messages.googleSignupFailed,
            'error',
          ),
      },
    );
  };

  return (
    <form className="auth__form auth__link" onSubmit={onSubmit} aria-label="Connect Google">
      <p role="status" className="auth__intro">
        {messages.googleLinkRequired}
      </p>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <TextField
        label="Your Lutong Bahay password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" block pending={link.isPending} pendingLabel="Connecting…">
        Connect Google and log in
      </Button>
      <p className="auth__link-actions">
        <Link to={paths.forgotPassword()}>Forgot your password?</Link>{' '}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </p>
    </form>
  );
}
