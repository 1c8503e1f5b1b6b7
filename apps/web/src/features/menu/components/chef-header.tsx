import { displayName, isMenuRatingShown, type MenuChef, paths } from '@lutong/shared';
import { FavouriteHeart } from '../../../components/favourite-heart';
import { ShareLinks } from '../../../components/share-links';
import { StarRating } from '../../../components/star-rating';
import { Tag } from '../../../components/tag';
import { usePageOrigin } from '../../../lib/drawn-page';
import type { SearchPoint } from '../../../lib/search-point';
import { ChefDistance } from './chef-distance';
import { useTexts } from '../../../i18n/use-texts';

type ChefHeaderProps = { chef: MenuChef; point: SearchPoint | null; signedIn: boolean };

/** product §2 menu page: photo, brand photo, name, cuisines, bio, rating, distance, share. */
export function ChefHeader({ chef, point, signedIn }: ChefHeaderProps) {
  const menuUrl = `${usePageOrigin()}${paths.menu(chef.id)}`;
  const { t } = useTexts('menu');
  return (
    <header className="chef-header" data-testid="chef-header">
      <div className={`chef-header__brand${chef.contain ? ' chef-header__brand--contain' : ''}`}>
        {chef.brandPhoto ? (
          <img src={chef.brandPhoto} alt="" width={1200} height={400} decoding="async" />
        ) : null}
      </div>
      <div className="chef-header__profile">
        {chef.userPhoto ? (
          <img
            className="chef-header__photo"
            src={chef.userPhoto}
            alt={t('portraitAlt', { name: displayName(chef.name) })}
            width={112}
            height={112}
          />
        ) : null}
        <div className="chef-header__who">
          <div className="chef-header__title">
            <h1 className="chef-header__name">{displayName(chef.name)}</h1>
            <FavouriteHeart seller={chef} />
          </div>
          {chef.cuisine.length > 0 ? (
            <p className="chef-header__cuisines">{chef.cuisine.join(', ')}</p>
          ) : null}
          <div className="chef-header__meta">
            {isMenuRatingShown(chef) ? (
              <StarRating average={chef.ratingsAverage} count={chef.ratingsQuantity} />
            ) : (
              <Tag tone="new" testId="new-chef">
                {t('newChef')}
              </Tag>
            )}
            {chef.finishedUpdating ? null : (
              <Tag tone="closed" testId="temporarily-closed">
                {t('temporarilyClosed')}
              </Tag>
            )}
          </div>
          {chef.miniAddress ? <p className="chef-header__place">{chef.miniAddress}</p> : null}
          <ChefDistance chefId={chef.id} point={point} signedIn={signedIn} />
        </div>
      </div>
      {chef.description ? <p className="chef-header__bio">{chef.description}</p> : null}
      <ShareLinks url={menuUrl} name={chef.name} />
    </header>
  );
}
