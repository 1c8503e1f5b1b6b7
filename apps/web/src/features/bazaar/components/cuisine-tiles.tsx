import { ALL_CUISINES, cuisineTiles, type MainCategory } from './filter-state';
import { useTexts } from '../../../i18n/use-texts';

type CuisineTilesProps = {
  main: MainCategory;
  selected: string;
  onSelect: (cuisine: string) => void;
};

/** product §2 cuisine, baker and pantry tiles (for All, the lists combined). */
export function CuisineTiles({ main, selected, onSelect }: CuisineTilesProps) {
  const { t } = useTexts('bazaar');
  return (
    <div
      className="cuisine-tiles"
      role="group"
      aria-label={t('cuisineGroup')}
      data-testid="cuisine-tiles"
    >
      {cuisineTiles(main).map((cuisine) => (
        <button
          key={cuisine}
          type="button"
          className="cuisine-tile"
          aria-pressed={selected === cuisine}
          onClick={() => onSelect(cuisine)}
        >
          {cuisine === ALL_CUISINES ? t('categoryAll') : cuisine}
        </button>
      ))}
    </div>
  );
}
