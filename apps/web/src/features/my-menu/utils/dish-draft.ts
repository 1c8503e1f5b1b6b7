import {
  createDishBody,
  dishDraftError,
  dishFormKeyOf,
  dishTags,
  isDishTag,
  updateDishBody,
  weekdayCodes,
  weekdayName,
  type Locale,
  type CreateDishInput,
  type DishFormKey,
  type DishDraft,
  type DishTag,
  type MenuDish,
  type UpdateDishInput,
} from '@lutong/shared';

// product §3.3 and §7 Dish form: what the form holds, the checks it runs, and what it sends.

export type DishFormMode = 'create' | 'edit';

const noDays = (): string[] => weekdayCodes.map(() => '');

export function emptyDishDraft(): DishDraft {
  return {
    name: '',
    description: '',
    price: '',
    servingSize: '',
    unit: '',
    tags: [],
    deliveryDates: noDays(),
    allergyDescription: '',
    note: '',
    groupPromo: false,
    photo: null,
    stockQuantity: weekdayCodes.map(() => true),
  };
}

/** The form filled with a saved dish, for editing. */
export function draftOfDish(dish: MenuDish): DishDraft {
  return {
    name: dish.name,
    description: dish.description,
    price: String(dish.price),
    servingSize: String(dish.servingSize),
    unit: dish.unit,
    tags: dish.tags.filter(isDishTag),
    deliveryDates: weekdayCodes.map((code, i) => (dish.deliveryDates[i] === code ? code : '')),
    allergyDescription: dish.allergyDescription,
    note: dish.note,
    groupPromo: dish.groupPromo,
    photo: dish.photo,
    stockQuantity: weekdayCodes.map((_, i) => dish.stockQuantity[i] ?? true),
  };
}

/** Adds or removes one tag, keeping the spec's order of the seven tags. */
export function toggleDishTag(tags: readonly DishTag[], tag: DishTag): DishTag[] {
  const on = tags.includes(tag);
  return dishTags.filter((t) => (t === tag ? !on : tags.includes(t)));
}

function commonFields(draft: DishDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    servingSize: Number(draft.servingSize),
    unit: draft.unit.trim(),
    tags: draft.tags,
    deliveryDates: weekdayCodes.map((code, i) => (draft.deliveryDates[i] === code ? code : '')),
    allergyDescription: draft.allergyDescription.trim(),
    note: draft.note.trim(),
    groupPromo: draft.groupPromo,
    photo: draft.photo,
    // issue 18: the stock the chef sees goes back as it is (an edit never resets sold-out days)
    stockQuantity: draft.stockQuantity,
  };
}

/** POST /dishes {dish}: the whole form. */
export function createDishInput(draft: DishDraft): CreateDishInput {
  return { ...commonFields(draft), price: Number(draft.price) };
}

/** PATCH /dishes/{id} {dish}: every field but the price (product §3.3: price is locked). */
export function updateDishInput(draft: DishDraft): UpdateDishInput {
  return commonFields(draft);
}

/**
 * The refusal to show (a `dishForm` key, or a limit's own words), or null when the dish can be
 * sent: the spec's checks in its order first, then the limits the server checks too (lengths, the
 * largest price).
 */
export function dishFormError(
  draft: DishDraft,
  mode: DishFormMode,
): DishFormKey | { said: string } | null {
  const first = dishDraftError(draft, mode);
  if (first) return first;
  const checked =
    mode === 'create'
      ? createDishBody.safeParse({ dish: createDishInput(draft) })
      : updateDishBody.safeParse({ dish: updateDishInput(draft) });
  const said = checked.success ? undefined : checked.error.issues[0]?.message;
  if (said === undefined) return null;
  return dishFormKeyOf(said) ?? { said };
}

/** 'Mon, Wed, Fri': the days a dish is cooked, for its card; null when none is chosen. */
export function deliveryDaysText(
  deliveryDates: readonly string[],
  locale: Locale = 'en',
): string | null {
  const days = weekdayCodes.filter((code, i) => deliveryDates[i] === code);
  return days.length > 0 ? days.map((code) => weekdayName(code, locale)).join(', ') : null;
}

/** product §3.3: OUT OF STOCK when the selected day's stock is false. */
export const isOutOfStockOn = (dish: Pick<MenuDish, 'stockQuantity'>, dayIndex: number) =>
  dish.stockQuantity[dayIndex] === false;

/** The seven daily stock switches with one day set (missing entries count as in stock). */
export function withDayStock(
  stockQuantity: readonly boolean[],
  dayIndex: number,
  inStock: boolean,
): boolean[] {
  return weekdayCodes.map((_, i) => (i === dayIndex ? inStock : (stockQuantity[i] ?? true)));
}
