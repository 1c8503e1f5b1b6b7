import { sortLabels } from './bazaar-texts';
import { sortOrders, type SortOrder } from './filter-state';
import { useTexts } from '../../../i18n/use-texts';

type SortSelectProps = { order: SortOrder; onChange: (order: SortOrder) => void };

/** product §2: 'Sort by distance' (near, default) or 'Sort by weighted ratings' (ratings). */
export function SortSelect({ order, onChange }: SortSelectProps) {
  const { t } = useTexts('bazaar');
  return (
    <label className="toolbar__select">
      <span className="visually-hidden">{t('sortLabel')}</span>
      <select
        value={order}
        data-testid="sort-select"
        onChange={(event) => {
          const next = sortOrders.find((o) => o === event.target.value);
          if (next) onChange(next);
        }}
      >
        {sortOrders.map((o) => (
          <option key={o} value={o}>
            {t(sortLabels[o])}
          </option>
        ))}
      </select>
    </label>
  );
}
