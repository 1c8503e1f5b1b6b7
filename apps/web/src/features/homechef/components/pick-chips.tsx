import type { ReactNode } from 'react';

type PickChipsProps = {
  id?: string;
  legend: ReactNode;
  hint?: ReactNode;
  choices: readonly string[];
  picked: readonly string[] | null;
  max: number;
  /** The chip that clears the others ('None', 'Yes/No'); it counts as an answer. */
  clearLabel: string;
  onPick: (pick: string | null) => void;
  testId?: string;
};

/**
 * Checkbox chips with at most `max` picks (product §7): once full, the other chips are
 * disabled until one is taken back. The clearing chip is checked when the answer is an empty list.
 */
export function PickChips(props: PickChipsProps) {
  const { choices, picked, max } = props;
  const full = (picked?.length ?? 0) >= max;
  return (
    <fieldset id={props.id} className="hc-fieldset" data-testid={props.testId}>
      <legend className="field__label">{props.legend}</legend>
      {props.hint ? <p className="field__hint">{props.hint}</p> : null}
      <div className="choice-row hc-chips">
        {choices.map((choice) => {
          const checked = picked?.includes(choice) ?? false;
          return (
            <label key={choice} className="choice-chip">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => props.onPick(choice)}
              />
              <span>{choice}</span>
            </label>
          );
        })}
        <label className="choice-chip">
          <input
            type="checkbox"
            checked={picked !== null && picked.length === 0}
            onChange={() => props.onPick(null)}
          />
          <span>{props.clearLabel}</span>
        </label>
      </div>
    </fieldset>
  );
}
