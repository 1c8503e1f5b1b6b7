import type { MenuDayOption } from './menu-days';

type DaySelectorProps = {
  options: readonly MenuDayOption[];
  selected: MenuDayOption;
  onSelect: (key: string) => void;
};

/** product §2 day selector: TODAY and 'MENU FOR: {Day}, {date}' entries. */
export function DaySelector({ options, selected, onSelect }: DaySelectorProps) {
  return (
    <div className="menu-days" role="group" aria-label="Menu day" data-testid="menu-days">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className="menu-day"
          aria-pressed={option.key === selected.key}
          onClick={() => onSelect(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
