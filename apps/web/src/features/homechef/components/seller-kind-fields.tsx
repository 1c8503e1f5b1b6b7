import {
  cuisineChoices,
  MAX_CUISINES,
  MAX_PANTRY_CATEGORIES,
  pantryCategories,
  switchKind,
  togglePick,
  type ApplicationDraft,
  type SellerKind,
} from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { togglePantryPick } from '../utils/application-draft';
import { PickChips } from './pick-chips';

const kinds = [
  { value: 'cook', label: 'kindCook' },
  { value: 'baker', label: 'kindBaker' },
  { value: 'pantry', label: 'kindPantry' },
] as const satisfies readonly { value: SellerKind; label: string }[];

type Props = {
  draft: ApplicationDraft;
  onDraft: (draft: ApplicationDraft) => void;
  /** Ids the form focuses when the kind or the cuisine is the missing field. */
  kindId: string;
  cuisineId: string;
};

/**
 * product §7: what you sell is one of cook, baker or pantry (switching clears the cuisine);
 * up to 2 cuisines or None for cooks and bakers; up to 2 pantry categories or 'Yes/No' for pantry.
 */
export function SellerKindFields({ draft, onDraft, kindId, cuisineId }: Props) {
  const choices = cuisineChoices(draft.kind);
  const { t } = useTexts('homechef');
  return (
    <>
      <fieldset id={kindId} className="hc-fieldset" data-testid="application-kind">
        <legend className="field__label">{t('whatSell')}</legend>
        <div className="choice-row">
          {kinds.map((kind) => (
            <label key={kind.value} className="choice-chip">
              <input
                type="radio"
                name="kind"
                value={kind.value}
                checked={draft.kind === kind.value}
                onChange={() => onDraft(switchKind(draft, kind.value))}
              />
              <span>{t(kind.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {choices.length > 0 ? (
        <PickChips
          key={draft.kind}
          id={cuisineId}
          legend={draft.kind === 'baker' ? t('whatBake') : t('yourCuisine')}
          hint={t('chooseUpTo', { max: MAX_CUISINES })}
          choices={choices}
          picked={draft.cuisine}
          max={MAX_CUISINES}
          clearLabel={t('none')}
          onPick={(pick) =>
            onDraft({ ...draft, cuisine: togglePick(draft.cuisine, pick, MAX_CUISINES) })
          }
          testId="application-cuisine"
        />
      ) : null}

      {draft.kind === 'pantry' ? (
        <PickChips
          legend={t('pantryCategories')}
          hint={t('pantryHint', { max: MAX_PANTRY_CATEGORIES })}
          choices={pantryCategories}
          picked={draft.pantryA}
          max={MAX_PANTRY_CATEGORIES}
          clearLabel={t('yesNo')}

          onPick={(pick) => onDraft({ ...draft, pantryA: togglePantryPick(draft.pantryA, pick) })}
          testId="application-pantry"
        />
      ) : null}
    </>
  );
}
