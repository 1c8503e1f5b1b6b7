import { useId, useState } from 'react';
import { todayPortions, type MenuDish } from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';

type TodayOfferProps = {
  dish: MenuDish;
  pending: boolean;
  /** Another dish is being saved (one save at a time). */
  disabled: boolean;
  onOffer: (todayStock: number) => void;
  onStop: () => void;
  onRefuse: (message: string) => void;
};

/**
 * Issue 18 defect 2 (decision 019): a dish offered for same-day orders with its portions for
 * today, until Manila midnight.
 */
export function TodayOffer({
  dish,
  pending,
  disabled,
  onOffer,
  onStop,
  onRefuse,
}: TodayOfferProps) {
  const id = useId();
  const [portions, setPortions] = useState('');
  const { t } = useTexts('myMenu');
  const { t: dishRule } = useTexts('dishForm');
  if (dish.now) {
    return (
      <div className="my-dish__today" data-testid="today-offer" data-offered="true">
        <p className="my-dish__today-text">
          <strong>{t('offeredToday')}</strong>
          {dish.todayStock !== null ? t('left', { count: dish.todayStock }) : null}
        </p>
        <Button
          variant="secondary"
          pending={pending}
          disabled={disabled}
          onClick={onStop}
          aria-label={t('stopOfferingLabel', { name: dish.name })}
        >
          {t('stopOffering')}
        </Button>
      </div>
    );
  }
  const offer = () => {
    const count = todayPortions(portions);
    if (count === null) onRefuse(dishRule('todayStock'));
    else onOffer(count);
  };
  return (
    <div className="my-dish__today" data-testid="today-offer" data-offered="false">
      <label className="my-dish__today-label" htmlFor={id}>
        {t('portionsToday')}
      </label>
      <span className="field__control my-dish__today-control">
        <input
          id={id}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={portions}
          onChange={(e) => setPortions(e.target.value)}
          data-testid="today-portions"
        />
      </span>
      <Button
        variant="secondary"
        pending={pending}
        disabled={disabled}
        onClick={offer}
        aria-label={t('offerTodayLabel', { name: dish.name })}
      >
        {t('offerToday')}
      </Button>
    </div>
  );
}
