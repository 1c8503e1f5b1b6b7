import { Link } from 'react-router';
import {
  discountLabel,
  displayName,
  isNewSeller,
  paths,
  photoSrcSet,
  type SellerCard,
} from '@lutong/shared';
import { FavouriteHeart } from '../../../components/favourite-heart';
import { StarRating } from '../../../components/star-rating';
import { Tag } from '../../../components/tag';
import { DishCarousel } from './dish-carousel';
import { useTexts } from '../../../i18n/use-texts';

/**
 * product §2 Seller card; the whole card opens /menu/{id}; the whole name shows, wrapping (decision
 * 040). `priority` for the cards on the first screen: their first photo is the
 * page's largest paint, so it is fetched first.
 */
export function SellerCardView({
  seller,
  priority = false,
}: {
  seller: SellerCard;
  priority?: boolean;
}) {
  const { t } = useTexts('bazaar');
  return (
    <article className="seller-card" data-testid="seller-card">
      <div className="seller-card__media">
        <DishCarousel dishes={seller.dishes} href={paths.menu(seller.id)} priority={priority} />
        {seller.promo > 0 ? (
          <p className="seller-card__promo" data-testid="seller-discount">
            {discountLabel(seller.promo)}
          </p>
        ) : null}
        <div className="seller-card__heart">
          <FavouriteHeart seller={seller} />
        </div>
        {seller.userPhoto ? (
          <img
            className="seller-card__avatar"
            src={seller.userPhoto}
            srcSet={photoSrcSet(seller.userPhoto)}
            sizes={photoSrcSet(seller.userPhoto) ? '56px' : undefined}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="seller-card__body">
        <h2 className="seller-card__name">
          <Link className="seller-card__link" to={paths.menu(seller.id)} data-testid="seller-link">
            {displayName(seller.name)}
          </Link>
          {isNewSeller(seller) ? <Tag tone="new">{t('newSeller')}</Tag> : null}
        </h2>
        {isNewSeller(seller) ? null : (
          <StarRating average={seller.ratingsAverage} count={seller.ratingsQuantity} />
        )}
        {seller.cuisine.length > 0 ? (
          <p className="seller-card__cuisines" data-testid="seller-cuisines">
            {seller.cuisine.join(', ')}
          </p>
        ) : null}
        <p className="seller-card__place">{seller.miniAddress}</p>
        <p className="seller-card__distance" data-testid="seller-distance">
          {t('kmAway', { distance: seller.distance.toFixed(2) })}
        </p>
      </div>
    </article>
  );
}
