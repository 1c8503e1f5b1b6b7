import { messages, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { Tag } from '../../../components/tag';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

// Issue 20 (decision 025): whether the account's address is verified, and a new link if not.
export function EmailStatus({ user }: { user: PublicUser }) {
  const resend = useResendVerification();
  const banner = useTimedAlert();

  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(undefined, {
      onSuccess: (message) => banner.show(message, 'success'),
      onError: (error) =>
        banner.show(isApiError(error) ? error.message : messages.internal, 'error'),
    });
  };

  return (
    <div className="profile__verification" data-testid="email-status">
      {user.emailVerified ? (
        <Tag tone="info">E-mail verified</Tag>
      ) : (
        <>
          <Tag tone="closed">E-mail not verified</Tag>
          <p className="profile__verification-note">
            {messages.emailNotVerified} Open the link we e-mailed you, or ask for a new one.
          </p>
          <Button
            variant="secondary"
            onClick={onResend}
            pending={resend.isPending}
            pendingLabel="Sending…"
          >
            Send the link again
          </Button>
        </>
      )}
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
    </div>
  );
}
