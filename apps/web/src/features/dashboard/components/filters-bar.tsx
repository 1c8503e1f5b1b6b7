import { useId } from 'react';
import type { WeekdayCode } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import {
  deliveryDayOptions,
  dispatchTimeOptions,
  type DashboardFilters,
} from '../utils/dashboard-filters';

export type PendingView = 'table' | 'cards';

type FiltersBarProps = {
  filters: DashboardFilters;
  onFilters: (filters: DashboardFilters) => void;
  view: PendingView;
  onView: (view: PendingView) => void;
};

/** product §3.2: delivery-day and dispatch-time filters, table/card views, zip/oldest sort. */
export function FiltersBar({ filters, onFilters, view, onView }: FiltersBarProps) {
  const dayId = useId();
  const timeId = useId();
  const { t } = useTexts('dashboard');
  return (
    <div className="dash-filters" id="tour-filters">
      <label className="dash-select" htmlFor={dayId}>
        <span>{t('deliveryDay')}</span>
        <select
          id={dayId}
          value={filters.day}
          onChange={(event) =>
            onFilters({ ...filters, day: event.target.value as WeekdayCode | 'All' })
          }
        >
          {deliveryDayOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="dash-select" htmlFor={timeId}>
        <span>{t('dispatchTime')}</span>
        <select
          id={timeId}
          value={String(filters.hour)}
          onChange={(event) =>
            onFilters({
              ...filters,
              hour: event.target.value === 'All' ? 'All' : Number(event.target.value),
            })
          }
        >
          {dispatchTimeOptions.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.value === 'All' ? t('all') : o.label}
            </option>
          ))}
        </select>
      </label>
      <div className="dash-toggles">
        <div className="dash-segment" role="group" aria-label={t('sortLabel')}>
          <button
            type="button"
            aria-pressed={!filters.sortByZip}
            onClick={() => onFilters({ ...filters, sortByZip: false })}
          >
            {t('sortOldest')}
          </button>
          <button
            type="button"
            aria-pressed={filters.sortByZip}
            onClick={() => onFilters({ ...filters, sortByZip: true })}
          >
            {t('sortZip')}
          </button>
        </div>
        <div className="dash-segment" role="group" aria-label={t('viewLabel')}>
          <button type="button" aria-pressed={view === 'table'} onClick={() => onView('table')}>
            {t('viewTable')}
          </button>
          <button type="button" aria-pressed={view === 'cards'} onClick={() => onView('cards')}>
            {t('viewCards')}
          </button>
        </div>
      </div>
    </div>
  );
}
