import type { MenuDayOption } from './menu-days';
import { useTexts } from '../../../i18n/use-texts';

type DaySelectorProps = {
  options: readonly MenuDayOption[];
  selected: MenuDayOption;
  onSelect: (key: string) => void;
};

/** product §2 day selector: TODAY and 'MENU FOR: {Day}, {date}' entries. */
export function DaySelector({ options, selected, onSelect }: DaySelectorProps) {
  const { t } = useTexts('menu');
  return (
    <div className="menu-days" role="group" aria-label={t('menuDays')} data-testid="menu-days">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className="menu-day"
          aria-pressed={option.key === selected.key}
          onClick={() => onSelect(option.key)}
        >
          {option.today ? t('today') : option.label}
        </button>
      ))}
    </div>
  );
}
