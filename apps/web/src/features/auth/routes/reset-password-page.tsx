import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { resetPasswordBody, PASSWORD_MIN } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

// product §2: two password inputs, heading 'Create your new password', button 'Create Password
// and Sign in' showing 'loading...' while waiting. Unlike the existing app (§7) we do check that
// the two passwords match. Success signs the user in and goes to / with the success alert.
export function ResetPasswordPage() {
  const { tokenId = '' } = useParams();
  const { t } = useTexts('auth');
  const { t: m } = useTexts('messages');
  const reset = useResetPassword();
  const banner = useTimedAlert();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const form = new FormData(event.currentTarget);
    const input = {
      password: String(form.get('password') ?? ''),
      passwordConfirm: String(form.get('passwordConfirm') ?? ''),
    };
    if (input.password !== input.passwordConfirm) {
      banner.show(m('resetPasswordsMismatch'), 'error');
      return;
    }
    const checked = resetPasswordBody.safeParse(input);
    if (!checked.success) {
      banner.show(checked.error.issues[0]?.message ?? m('resetFailed'), 'error');
      return;
    }
    reset.mutate({ tokenId, ...input }, { onError: () => banner.show(m('resetFailed'), 'error') });
  };

  return (
    <AuthCard title={t('resetTitle')}>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <form className="auth__form" onSubmit={onSubmit}>
        <TextField
          label={t('newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('passwordHint', { min: PASSWORD_MIN })}
        />
        <TextField
          label={t('confirmNewPassword')}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" block pending={reset.isPending} pendingLabel={t('resetLoading')}>
          {t('resetButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
