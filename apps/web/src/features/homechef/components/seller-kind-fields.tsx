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
import { togglePantryPick } from '../utils/application-draft';
import { PickChips } from './pick-chips';

const kinds: { value: SellerKind; label: string }[] = [
  { value: 'cook', label: 'Home cook' },
  { value: 'baker', label: 'Baker' },
  { value: 'pantry', label: 'Pantry supplier' },
];

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
  return (
    <>
      <fieldset id={kindId} className="hc-fieldset" data-testid="application-kind">
        <legend className="field__label">What do you sell?</legend>
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
              <span>{kind.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {choices.length > 0 ? (
        <PickChips
          key={draft.kind}
          id={cuisineId}
          legend={draft.kind === 'baker' ? 'What do you bake?' : 'Your cuisine'}
          hint={`Choose up to ${MAX_CUISINES}, or None.`}
          choices={choices}
          picked={draft.cuisine}
          max={MAX_CUISINES}
          clearLabel="None"
          onPick={(pick) =>
            onDraft({ ...draft, cuisine: togglePick(draft.cuisine, pick, MAX_CUISINES) })
          }
          testId="application-cuisine"
        />
      ) : null}

      {draft.kind === 'pantry' ? (
        <PickChips
          legend="Your pantry categories (optional)"
          hint={`Choose up to ${MAX_PANTRY_CATEGORIES}, or Yes/No to leave them open.`}
          choices={pantryCategories}
          picked={draft.pantryA}
          max={MAX_PANTRY_CATEGORIES}
          clearLabel="Yes/No"
          onPick={(pick) => onDraft({ ...draft, pantryA: togglePantryPick(draft.pantryA, pick) })}
          testId="application-pantry"
        />
      ) : null}
    </>
  );
}
