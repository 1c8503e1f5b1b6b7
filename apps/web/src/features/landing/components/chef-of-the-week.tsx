import { Link } from 'react-router';
import { displayName, type MenuChef, paths, type SellerCard } from '@lutong/shared';
import { StarRating } from '../../../components/star-rating';
import { storyExcerpt } from './landing-picks';
import { useTexts } from '../../../i18n/use-texts';

type ChefOfTheWeekProps = { chef: SellerCard | null; menu: MenuChef | undefined };

/** The best weighted-rated kitchen near the visitor (or Makati), from real ratings. */
export function ChefOfTheWeek({ chef, menu }: ChefOfTheWeekProps) {
  const { t } = useTexts('landing');
  if (!chef) return null;
  const place = [chef.cuisine.join(', '), chef.miniAddress].filter(Boolean).join(' · ');
  return (
    <section
      className="landing-section chef-week landing-reveal"
      aria-labelledby="chef-week-title"
      data-testid="chef-of-the-week"
    >
      <div className="chef-week__portrait">
        {chef.userPhoto ? (
          <img
            src={chef.userPhoto}
            alt={t('chefPortraitAlt', { name: displayName(chef.name) })}
            width={320}
            height={320}
          />
        ) : null}
        <span className="chef-week__ribbon">{t('chefOfTheWeek')}</span>
      </div>
      <div className="chef-week__text">
        <p className="landing-eyebrow">{t('chefWeekEyebrow')}</p>
        <h2 id="chef-week-title" className="chef-week__name">
          {displayName(chef.name)}
        </h2>
        <StarRating
          className="chef-week__rating"
          average={chef.ratingsAverage}
          count={chef.ratingsQuantity}
        />
        {place ? <p className="chef-week__place">{place}</p> : null}
        {menu?.description ? (
          <p className="chef-week__bio">{storyExcerpt(menu.description, 260)}</p>
        ) : null}
        <ul
          className="chef-week__dishes"
          aria-label={t('chefDishesLabel', { name: displayName(chef.name) })}
        >
          {chef.dishes
            .filter((dish) => dish.photo)
            .slice(0, 3)
            .map((dish) => (
              <li key={dish._id}>
                <img
                  src={dish.photo ?? ''}
                  alt={dish.name}
                  width={160}
                  height={120}
                  loading="lazy"
                />
              </li>
            ))}
        </ul>
        <Link className="btn btn--primary" to={paths.menu(chef.id)}>
          {t('seeMenu')}
        </Link>
      </div>
    </section>
  );
}
