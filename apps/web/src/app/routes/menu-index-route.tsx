import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PalayokLoader } from '../../components/palayok-loader';
import { historyQueryOptions } from '../../features/orders/api/order-history';
import { useUser } from '../../lib/auth';
import { localStore } from '../../lib/browser-storage';
import { lastMenuChef, menuEntryPath } from '../../lib/last-menu';
import { useTexts } from '../../i18n/use-texts';

/**
 * /menu (issue 22): the menu entry, for a signed-in user: the menu they opened last, else their
 * newest order's seller (asked for only then), else the bazaar.
 */
export function MenuIndexRoute() {
  const { t } = useTexts('common');
  const remembered = lastMenuChef(localStore(), useUser()?.id ?? '');
  const history = useQuery({ ...historyQueryOptions(1), enabled: remembered === null });
  if (remembered === null && history.isPending) {
    return <PalayokLoader label={t('openingLastMenu')} />;
  }
  const chef = remembered ?? history.data?.orders[0]?.chef ?? null;
  return <Navigate to={menuEntryPath(chef)} replace />;
}
