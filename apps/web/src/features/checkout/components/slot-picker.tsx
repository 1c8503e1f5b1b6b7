import { slotWindow } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import type { DeliveryMode } from '../utils/checkout-form';

type SlotPickerProps = {
  hours: readonly number[];
  mode: DeliveryMode;
  value: number | null;
  onChange: (hour: number) => void;
};

/** product §11: 2-hour windows from the chef's slot hours; delivery starts one hour later. */
export function SlotPicker({ hours, mode, value, onChange }: SlotPickerProps) {
  const { t } = useTexts('checkout');
  return (
    <fieldset className="order-panel" data-testid="slot-picker">
      <legend className="order-panel__title">
        {mode === 'delivery' ? t('deliverBetween') : t('pickupBetween')}
      </legend>
      {hours.length === 0 ? (
        <p className="order-muted">{t('noSlots')}</p>
      ) : (
        <div className="choice-row">
          {hours.map((hour) => (
            <label key={hour} className="choice-chip">
              <input
                type="radio"
                name="selectedTime"
                value={hour}
                checked={value === hour}
                onChange={() => onChange(hour)}
              />
              <span>{slotWindow(hour, mode).label}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
