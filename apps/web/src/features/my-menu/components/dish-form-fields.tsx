import {
  DISH_NAME_MAX,
  DISH_TEXT_MAX,
  dishTags,
  toggleDeliveryDate,
  weekdayCodes,
  weekdayName,
  type DishDraft,
} from '@lutong/shared';
import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../i18n/use-texts';
import { toggleDishTag, type DishFormMode } from '../utils/dish-draft';
import { TextAreaField } from './text-area-field';

type DishFormFieldsProps = {
  draft: DishDraft;
  mode: DishFormMode;
  onChange: (draft: DishDraft) => void;
};

// product §3.3 Dish form: name, description, price, serving size, unit, tags, delivery dates,
// allergy description, assortment note and group promo (the photo has its own field).
export function DishFormFields({ draft, mode, onChange }: DishFormFieldsProps) {
  const set = <K extends keyof DishDraft>(key: K, value: DishDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const { t, locale } = useTexts('myMenu');
  const { t: dishRule } = useTexts('dishForm');
  const { t: tagWord } = useTexts('dishTags'); // keyed by the tag's value (decision 052)
  return (
    <>
      <TextField
        label={t('dishName')}
        name="name"
        maxLength={DISH_NAME_MAX}
        placeholder={t('dishNamePlaceholder')}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextAreaField
        label={t('description')}
        name="description"
        rows={3}
        maxLength={DISH_TEXT_MAX}
        placeholder={t('descriptionPlaceholder')}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <TextField
        label={t('price')}
        name="price"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        prefix="P"
        disabled={mode === 'edit'}
        hint={mode === 'edit' ? dishRule('priceLocked') : t('priceHint')}
        value={draft.price}
        onChange={(e) => set('price', e.target.value)}
      />
      <div className="dish-form__pair">
        <TextField
          label={t('servingSize')}
          name="servingSize"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="2"
          value={draft.servingSize}
          onChange={(e) => set('servingSize', e.target.value)}
        />
        <TextField
          label={t('unit')}
          name="unit"
          maxLength={40}
          placeholder={t('unitPlaceholder')}
          value={draft.unit}
          onChange={(e) => set('unit', e.target.value)}
        />
      </div>
      <fieldset className="dish-form__set">
        <legend>{t('cookingDays')}</legend>
        <div className="choice-row">
          {weekdayCodes.map((code, i) => (
            <label key={code} className="choice-chip">
              <input
                type="checkbox"
                name="deliveryDates"
                value={code}
                checked={draft.deliveryDates[i] === code}
                onChange={() => set('deliveryDates', toggleDeliveryDate(draft.deliveryDates, i))}
              />
              <span>{weekdayName(code, locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="dish-form__set">
        <legend>{t('tags')}</legend>
        <div className="choice-row">
          {dishTags.map((tag) => (
            <label key={tag} className="choice-chip">
              <input
                type="checkbox"
                name="tags"
                value={tag}
                checked={draft.tags.includes(tag)}
                onChange={() => set('tags', toggleDishTag(draft.tags, tag))}
              />
              <span>{tagWord(tag)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('allergyInfo')}
        name="allergyDescription"
        rows={2}
        maxLength={DISH_TEXT_MAX}
        placeholder={t('allergyPlaceholder')}
        value={draft.allergyDescription}
        onChange={(e) => set('allergyDescription', e.target.value)}
      />
      <TextAreaField
        label={t('assortmentNote')}
        name="note"
        rows={2}
        maxLength={DISH_TEXT_MAX}
        hint={t('assortmentHint')}
        value={draft.note}
        onChange={(e) => set('note', e.target.value)}
      />
      <label className="my-menu-check">
        <input
          type="checkbox"
          name="groupPromo"
          checked={draft.groupPromo}
          onChange={(e) => set('groupPromo', e.target.checked)}
        />
        <span>{t('groupPromo')}</span>
      </label>
    </>
  );
}
