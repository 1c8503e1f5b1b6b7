import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CARD_PHOTO_SIZES, photoSrcSet, type SellerCard } from '@lutong/shared';
import { PalayokIcon } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';

type DishPhoto = { _id: string; name: string; photo: string };

const withPhoto = (dishes: SellerCard['dishes']): DishPhoto[] =>
  dishes.filter((d): d is DishPhoto => typeof d.photo === 'string' && d.photo !== '');

/**
 * product §2 Seller card: a carousel of dish photos, or a placeholder if none. Swipe on
 * phones (scroll snap), arrow buttons where a pointer can hover; photos keep a 4:3 box.
 *
 * Only the photos up to the one after the furthest reached are fetched (issue 10): the browser's
 * lazy loading counts slides beside the visible one as near the screen, so a page of twelve
 * cards would otherwise download sixty photos at once over mobile data, the first card's first
 * photo (the page's largest paint) among them. `priority` fetches that first photo first.
 */
export function DishCarousel({
  dishes,
  href,
  priority = false,
}: {
  dishes: SellerCard['dishes'];
  href: string;
  priority?: boolean;
}) {
  const { t } = useTexts('bazaar');
  const photos = withPhoto(dishes);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [furthest, setFurthest] = useState(0);

  if (photos.length === 0) {
    return (
      <div className="carousel carousel--empty" data-testid="carousel-placeholder">
        <PalayokIcon className="carousel__placeholder-icon" />
        <span>{t('photosSoon')}</span>
      </div>
    );
  }

  const go = (step: number) => {
    const el = track.current;
    if (!el) return;
    const next = (index + step + photos.length) % photos.length;
    // the photo the arrow goes to is fetched now, not once the scroll reaches it
    setFurthest((seen) => Math.max(seen, next));
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="carousel" data-testid="dish-carousel">
      <div
        ref={track}
        className="carousel__track"
        onScroll={(event) => {
          const el = event.currentTarget;
          const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          setIndex(at);
          setFurthest((seen) => Math.max(seen, at));
        }}
      >
        {photos.map((dish, i) => (
          // The card's own link is the one announced; each photo also opens the menu on a tap.
          <Link
            key={dish._id}
            className="carousel__slide"
            to={href}
            tabIndex={-1}
            aria-hidden="true"
          >
            {i <= Math.max(furthest, index) + 1 ? (
              <img
                className="carousel__photo"
                src={dish.photo}
                srcSet={photoSrcSet(dish.photo)}
                sizes={photoSrcSet(dish.photo) ? CARD_PHOTO_SIZES : undefined}
                alt={dish.name}
                width={640}
                height={480}
                loading={priority && i === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            ) : null}
          </Link>
        ))}
      </div>
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={t('previousPhoto')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={t('nextPhoto')}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <span className="carousel__dots" aria-hidden="true">
            {photos.map((dish, i) => (
              <span key={dish._id} className={i === index ? 'is-current' : undefined} />
            ))}
          </span>
        </>
      ) : null}
    </div>
  );
}
