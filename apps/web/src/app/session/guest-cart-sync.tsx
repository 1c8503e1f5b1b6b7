import { useEffect, useRef } from 'react';
import type { PublicUser } from '@lutong/shared';
import { Toast } from '../../components/toast';
import { useResubmitGuestCart } from '../../features/cart/components/resubmit-guest-cart';
import { useTimedAlert } from '../../hooks/use-timed-alert';
import { useTexts } from '../../i18n/use-texts';

/**
 * product §6 Cart add and §10: the orders a guest put in the cart are added once they log in or
 * sign up, with 'We have added the previous order you tried to add to cart already...'.
 */
export function GuestCartSync({ user }: { user: PublicUser }) {
  const resubmit = useResubmitGuestCart();
  const { alert, show, dismiss } = useTimedAlert();
  const started = useRef(false);
  const { t } = useTexts('messages');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void resubmit(user).then(({ added, failure }) => {
      if (added > 0) show(t('storedOrderResubmitted'), 'info');
      else if (failure) show(failure, 'error');
    });
  }, [resubmit, user, show, t]);

  return <Toast alert={alert} onDismiss={dismiss} />;
}
