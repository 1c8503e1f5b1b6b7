import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { AUTHENTICATION_COMPLETE } from '../utils/payment-flow';
import '../components/payment.css';

const framed = () => window.parent !== window;

/**
 * /pay/{id}/authenticated: PayMongo's return_url after the 3-D Secure page. It runs inside the
 * pay page's frame and tells the page, on our own origin only, that the check is over (spec
 * product §6). Opened on its own, it goes back to the pay page.
 */
export function ThreeDsReturnPage() {
  const { t } = useTexts('payment');
  const { id = '' } = useParams();
  useEffect(() => {
    if (framed()) window.parent.postMessage(AUTHENTICATION_COMPLETE, window.location.origin);
  }, []);
  if (!framed()) return <Navigate to={paths.pay(id)} replace />;
  return (
    <p className="three-ds-return" data-testid="three-ds-return">
      {t('verificationFinished')}
    </p>
  );
}
