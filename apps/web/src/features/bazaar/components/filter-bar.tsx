import { featureLabels, mainCategoryLabels } from './bazaar-texts';
import {
  mainCategories,
  visibleFeatures,
  type BazaarFeature,
  type BazaarFilters,
  type MainCategory,
  type SearchMode,
} from './filter-state';
import { useTexts } from '../../../i18n/use-texts';

type FilterBarProps = {
  filters: BazaarFilters;
  mode: SearchMode;
  onMainChange: (main: MainCategory) => void;
  onFeatureToggle: (feature: BazaarFeature) => void;
  /** decision 048: the Favourites chip, for a signed-in user only */
  favourites: { only: boolean; onToggle: () => void } | null;
};

/**
 * product §2 filter bar: the main category buttons and the feature toggles (sticky on phones,
 * so it is a direct child of the page), then the note on immediate orders.
 */
export function FilterBar({
  filters,
  mode,
  onMainChange,
  onFeatureToggle,
  favourites,
}: FilterBarProps) {
  const { t } = useTexts('bazaar');
  const { t: message } = useTexts('messages');
  const { t: favouriteText } = useTexts('favourites');
  const featureText = (label: (typeof featureLabels)[BazaarFeature]) =>
    typeof label === 'string' ? t(label) : t(label.key, label.values);
  return (
    <>
      <div className="filter-bar" data-testid="filter-bar">
        <div className="filter-bar__row" role="group" aria-label={t('categoryGroup')}>
          {mainCategories.map((main) => (
            <button
              key={main}
              type="button"
              className="chip chip--category"
              aria-pressed={filters.main === main}
              onClick={() => onMainChange(main)}
            >
              {t(mainCategoryLabels[main])}
            </button>
          ))}
        </div>
        <div className="filter-bar__row" role="group" aria-label={t('featuresGroup')}>
          {favourites ? (
            <button
              type="button"
              className="chip"
              aria-pressed={favourites.only}
              data-testid="feature-favourites"
              onClick={favourites.onToggle}
            >
              {favouriteText('filterChip')}
            </button>
          ) : null}
          {visibleFeatures(mode).map((feature) => (
            <button
              key={feature}
              type="button"
              className="chip"
              aria-pressed={filters.features.includes(feature)}
              data-testid={`feature-${feature}`}
              onClick={() => onFeatureToggle(feature)}
            >
              {featureText(featureLabels[feature])}
            </button>
          ))}
        </div>
      </div>
      <p className="filter-note">{message('immediateOrdersNote')}</p>
    </>
  );
}
