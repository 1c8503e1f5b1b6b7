import { Link } from 'react-router';
import { paths, photoSrcSet, type MenuChef } from '@lutong/shared';
import { dishPrice, peso, type SampleDish } from './landing-picks';
import { useTexts } from '../../../i18n/use-texts';

// Shown once the best-rated kitchens have come (the landing's mascot shows until then).
type SampleDishesProps = { dishes: SampleDish[]; menus: Map<string, MenuChef> };

/** product §2: five sample dishes, each linking to its seller's menu. */
export function SampleDishes({ dishes, menus }: SampleDishesProps) {
  const { t } = useTexts('landing');
  return (
    <section className="landing-section" aria-labelledby="sample-dishes-title">
      <div className="landing-section__head">
        <h2 id="sample-dishes-title">{t('sampleTitle')}</h2>
        <p>{t('sampleIntro')}</p>
      </div>
      {dishes.length === 0 ? <p className="landing-empty">{t('sampleEmpty')}</p> : null}
      {dishes.length > 0 ? (
        <ul className="sample-dishes" data-testid="sample-dishes">
          {dishes.map((dish) => (
            <li key={dish.dishId} className="sample-dish">
              <Link
                to={paths.menu(dish.sellerId)}
                className="sample-dish__link"
                data-testid="sample-dish"
              >
                <img
                  className="sample-dish__photo"
                  src={dish.photo}
                  srcSet={photoSrcSet(dish.photo)}
                  sizes={photoSrcSet(dish.photo) ? '(min-width: 720px) 300px, 72vw' : undefined}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                />
                <span className="sample-dish__body">
                  <span className="sample-dish__name">{dish.name}</span>
                  <span className="sample-dish__seller">
                    {t('dishBy', { seller: dish.sellerName })}
                  </span>
                  <DishPriceTag menu={menus.get(dish.sellerId)} dishId={dish.dishId} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DishPriceTag({ menu, dishId }: { menu: MenuChef | undefined; dishId: string }) {
  const price = dishPrice(menu, dishId);
  const { t } = useTexts('landing');
  if (!price) return <span className="sample-dish__price sample-dish__price--pending" />;
  if (price.promoPrice === null) {
    return <span className="sample-dish__price">{peso(price.price)}</span>;
  }
  return (
    <span className="sample-dish__price">
      <s className="sample-dish__was">
        <span className="visually-hidden">{t('priceWas')} </span>
        {peso(price.price)}
      </s>{' '}
      <span className="sample-dish__promo">
        <span className="visually-hidden">{t('priceNow')} </span>
        {peso(price.promoPrice)}
      </span>
    </span>
  );
}
