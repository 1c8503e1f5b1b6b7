import type { PlaceSuggestion } from '../api/get-place-suggestions';
import { useTexts } from '../../../i18n/use-texts';

type SuggestionListProps = {
  id: string;
  suggestions: PlaceSuggestion[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (suggestion: PlaceSuggestion) => void;
  onHover: (index: number) => void;
};

/** The autocomplete listbox under the address box (product §2: Philippine places only). */
export function SuggestionList({
  id,
  suggestions,
  activeIndex,
  optionId,
  onPick,
  onHover,
}: SuggestionListProps) {
  const { t } = useTexts('address');
  return (
    <ul id={id} role="listbox" aria-label={t('suggestionsLabel')} className="address-suggestions">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.placeId}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className="address-suggestions__option"
          data-testid="address-suggestion"
          // keep the focus in the box, so the pick does not first blur (and close) the list
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(suggestion)}
        >
          <span className="address-suggestions__pin" aria-hidden="true" />
          <span className="address-suggestions__text">
            <span className="address-suggestions__main">{suggestion.mainText}</span>
            {suggestion.secondaryText ? (
              <span className="address-suggestions__secondary">{suggestion.secondaryText}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
