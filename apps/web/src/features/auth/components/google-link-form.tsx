import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
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
  const { t } = useTexts('auth');
  const { t: m } = useTexts('messages');
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
              ? m('loginWrongCredentials')
              : m('googleSignupFailed'),
            'error',
          ),
      },
    );
  };

  return (
    <form className="auth__form auth__link" onSubmit={onSubmit} aria-label={t('connectGoogle')}>
      <p role="status" className="auth__intro">
        {m('googleLinkRequired')}
      </p>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <TextField
        label={t('yourPassword')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" block pending={link.isPending} pendingLabel={t('connecting')}>
        {t('connectAndLogin')}
      </Button>
      <p className="auth__link-actions">
        <Link to={paths.forgotPassword()}>{t('forgotPassword')}</Link>{' '}
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </p>
    </form>
  );
}
