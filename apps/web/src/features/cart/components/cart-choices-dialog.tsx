import { useId, useState, type FormEvent } from 'react';
import { needsAssortmentNote, needsSpiceLevel, type MenuDish, type TextKey } from '@lutong/shared';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTexts } from '../../../i18n/use-texts';
import { choicesError, noChoices, spiceOptions, type CartChoices } from '../utils/cart-rules';

type CartChoicesDialogProps = {
  dish: MenuDish | null;
  quantity: number;
  pending: boolean;
  /** a refusal from the server, shown inside the dialog */
  error: string | null;
  onSubmit: (choices: CartChoices) => void;
  onClose: () => void;
};

/**
 * product §2 and §7: the assortment/spice modal before adding. The chef's assortment note is the
 * prompt for the buyer's answer; spice is 0-4, or only no spice / standard for standardSpice.
 */
export function CartChoicesDialog({
  dish,
  quantity,
  pending,
  error,
  onSubmit,
  onClose,
}: CartChoicesDialogProps) {
  const { t } = useTexts('cart');
  return (
    <SheetDialog
      open={dish !== null}
      onClose={onClose}
      title={dish ? t('beforeWeAdd', { dish: dish.name }) : ''}
      testId="cart-choices"
    >
      {dish ? (
        // Keyed by dish so every opening starts from empty answers.
        <ChoicesForm
          key={`${dish.id}-${quantity}`}
          dish={dish}
          quantity={quantity}
          pending={pending}
          error={error}
          onSubmit={onSubmit}
        />
      ) : null}
    </SheetDialog>
  );
}

type ChoicesFormProps = Omit<CartChoicesDialogProps, 'dish' | 'onClose'> & { dish: MenuDish };

function ChoicesForm({ dish, quantity, pending, error, onSubmit }: ChoicesFormProps) {
  const { t, locale } = useTexts('cart');
  const { t: m } = useTexts('messages');
  const id = useId();
  const [choices, setChoices] = useState<CartChoices>(noChoices);
  const [problem, setProblem] = useState<TextKey<'messages'> | null>(null);
  const shown = problem ? m(problem) : error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = choicesError(dish, choices);
    setProblem(refused);
    if (!refused) onSubmit(choices);
  };

  return (
    <form className="cart-choices" onSubmit={submit} noValidate>
      <p className="cart-choices__count">
        {quantity} × {dish.name}
      </p>
      {needsAssortmentNote(dish) ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {dish.note}
          </label>
          <textarea
            id={`${id}-note`}
            className="cart-choices__note"
            data-testid="assortment-note"
            rows={3}
            maxLength={500}
            value={choices.chefNote}
            onChange={(event) => setChoices({ ...choices, chefNote: event.target.value })}
          />
          <p className="field__hint">{t('noteHint')}</p>
        </div>
      ) : null}
      {needsSpiceLevel(dish) ? (
        <fieldset className="cart-choices__spice">
          <legend className="field__label">{t('howSpicy')}</legend>
          <div className="cart-choices__levels">
            {spiceOptions(dish, locale).map((option) => (
              <label key={option.value} className="choice-chip">
                <input
                  type="radio"
                  name={`${id}-spice`}
                  value={option.value}
                  checked={choices.spiceRating === option.value}
                  onChange={() => setChoices({ ...choices, spiceRating: option.value })}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {shown ? (
        <p className="cart-choices__error" role="alert">
          {shown}
        </p>
      ) : null}
      <Button type="submit" block pending={pending} pendingLabel={t('adding')}>
        {t('addToCart')}
      </Button>
    </form>
  );
}
