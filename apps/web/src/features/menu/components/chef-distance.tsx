import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { withReturnLink } from '../../../lib/return-link';
import type { SearchPoint } from '../../../lib/search-point';
import { useDistance } from '../api/get-distance';
import { useTexts } from '../../../i18n/use-texts';

type ChefDistanceProps = { chefId: string; point: SearchPoint | null; signedIn: boolean };

/** product §2: the exact distance (2 decimals) when logged in, otherwise a login prompt. */
export function ChefDistance({ chefId, point, signedIn }: ChefDistanceProps) {
  const distance = useDistance(chefId, point, signedIn);
  const { t } = useTexts('menu');
  if (!signedIn) {
    return (
      <Link
        className="chef-header__login"
        to={withReturnLink(paths.login(), paths.menu(chefId))}
        data-testid="distance-login"
      >
        {t('loginForDistance')}
      </Link>
    );
  }
  if (typeof distance.data !== 'number') return null;
  return (
    <p className="chef-header__distance" data-testid="chef-distance">
      {t('kmAway', { distance: distance.data.toFixed(2) })}
    </p>
  );
}
