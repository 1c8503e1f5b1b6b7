import { useState } from 'react';
import { weekdayCodes, weekdayName, type WeekdayCode } from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTexts } from '../../../i18n/use-texts';

type DayPickerProps = { days: readonly WeekdayCode[]; onApply: (days: WeekdayCode[]) => void };

/** product §2 day popup 'Select a day': 'Menus for Mon' .. 'Menus for Sun' and Apply. */
export function DayPicker({ days, onApply }: DayPickerProps) {
  const [open, setOpen] = useState(false);
  const { t, locale } = useTexts('bazaar');
  const [draft, setDraft] = useState<WeekdayCode[]>([]);

  const openPicker = () => {
    setDraft([...days]);
    setOpen(true);
  };
  const toggle = (day: WeekdayCode, on: boolean) =>
    setDraft((current) => (on ? [...current, day] : current.filter((d) => d !== day)));

  return (
    <>
      <button
        type="button"
        className="toolbar__button"
        aria-haspopup="dialog"
        data-testid="day-picker-open"
        onClick={openPicker}
      >
        <CalendarIcon />
        {days.length === 0 ? t('selectDay') : t('menusFor', { days: days.join(', ') })}
      </button>
      <SheetDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('selectDay')}
        testId="day-picker"
        footer={
          <Button
            block
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            {t('apply')}
          </Button>
        }
      >
        <fieldset className="day-picker">
          <legend className="visually-hidden">{t('daysWithMenus')}</legend>
          {weekdayCodes.map((day) => (
            <label key={day} className="day-picker__option">
              <input
                type="checkbox"
                checked={draft.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              <span>{t('menusFor', { days: weekdayName(day, locale) })}</span>
            </label>
          ))}
        </fieldset>
      </SheetDialog>
    </>
  );
}

function CalendarIcon() {
  return (
    <svg className="toolbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
