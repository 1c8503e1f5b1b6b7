import { Link } from 'react-router';
import { displayName, type MenuChef, paths, type SellerCard } from '@lutong/shared';
import { storyExcerpt } from './landing-picks';
import { useTexts } from '../../../i18n/use-texts';

type ChefStoriesProps = { chefs: SellerCard[]; menus: Map<string, MenuChef> };

/** product §2: three chef stories, in the cooks' own words, with their portraits. */
export function ChefStories({ chefs, menus }: ChefStoriesProps) {
  const { t } = useTexts('landing');
  if (chefs.length === 0) return null;
  return (
    <section className="landing-section landing-reveal" aria-labelledby="chef-stories-title">
      <div className="landing-section__head">
        <h2 id="chef-stories-title">{t('storiesTitle')}</h2>
        <p>{t('storiesIntro')}</p>
      </div>
      <ul className="chef-stories" data-testid="chef-stories">
        {chefs.map((chef) => {
          const story = menus.get(chef.id)?.description;
          return (
            <li key={chef.id} className="chef-story">
              <img
                className="chef-story__portrait"
                src={chef.userPhoto ?? ''}
                alt={t('chefPortraitAlt', { name: displayName(chef.name) })}
                width={112}
                height={112}
                loading="lazy"
              />
              <h3 className="chef-story__name">{displayName(chef.name)}</h3>
              <p className="chef-story__place">{chef.miniAddress}</p>
              {story ? (
                <blockquote className="chef-story__quote">
                  <p>{storyExcerpt(story)}</p>
                </blockquote>
              ) : (
                <div className="chef-story__quote" aria-hidden="true">
                  <span className="skeleton skeleton--line" />
                  <span className="skeleton skeleton--line" />
                  <span className="skeleton skeleton--line skeleton--short" />
                </div>
              )}
              <Link className="chef-story__link" to={paths.menu(chef.id)}>
                {t('visitChef', { name: displayName(chef.name) })}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
