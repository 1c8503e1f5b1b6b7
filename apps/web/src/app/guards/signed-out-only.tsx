import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@lutong/shared';
import { PalayokLoader } from '../../components/palayok-loader';
import { useUser } from '../../lib/auth';
import { sessionStore } from '../../lib/browser-storage';
import { forgetReturnLink, returnLinkAfterSignIn } from '../../lib/return-link';
import { useTexts } from '../../i18n/use-texts';

/** Takes a user who just signed in (or arrived signed in) to ?next=, the remembered link, or /. */
function ReturnAfterSignIn() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTexts('common');
  const [target] = useState(() => returnLinkAfterSignIn(sessionStore(), search));
  useEffect(() => {
    forgetReturnLink(sessionStore());
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <PalayokLoader label={t('takingYouBack')} />;
}

/** product §2: /login and /signup redirect signed-in users to the remembered link or /. */
export function GuestOnly() {
  return useUser() ? <ReturnAfterSignIn /> : <Outlet />;
}

/** product §2: the forgot-password screens redirect signed-in users to /. */
export function SignedOutOnly() {
  return useUser() ? <Navigate to={paths.home()} replace /> : <Outlet />;
}
