import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { PalayokLoader } from '../../../components/palayok-loader';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

// Issue 20 (decision 025): the page the verification e-mail links to. The token is sent once
// (a link works once), whoever is signed in on this browser.
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { t } = useTexts('auth');
  const { t: m } = useTexts('messages');
  const verify = useVerifyEmail();
  const user = useUser();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const failure = verify.isError
    ? isApiError(verify.error) && verify.error.status < 500
      ? verify.error.message
      : m('emailVerifyFailed')
    : null;

  return (
    <AuthCard
      title={t('verifyTitle')}
      footer={
        <p>
          {user ? (
            <Link to={paths.profile()}>{t('goToProfile')}</Link>
          ) : (
            <Link to={paths.login()}>{t('loginButton')}</Link>
          )}
        </p>
      }
    >
      {verify.isPending || verify.isIdle ? <PalayokLoader label={t('verifying')} /> : null}
      {verify.data ? (
        <AlertBanner alert={{ id: 0, message: verify.data.message, tone: 'success' }} />
      ) : null}
      {failure ? <AlertBanner alert={{ id: 1, message: failure, tone: 'error' }} /> : null}
    </AuthCard>
  );
}
