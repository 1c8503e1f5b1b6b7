import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { searchModeLabels, searchPlaceholders } from './bazaar-texts';
import type { SearchMode } from './filter-state';
import { useTexts } from '../../../i18n/use-texts';

type SearchBarProps = {
  mode: SearchMode;
  initialText: string;
  searching: boolean;
  onSearch: (mode: SearchMode, text: string) => void;
};

const modes: SearchMode[] = ['chefs', 'dishes'];

/**
 * product §2 search bar: 'Search by chefs' or 'Search by dishes' and a text input. Clearing
 * the text searches again with an empty string; changing the mode searches the text in that mode.
 */
export function SearchBar({ mode, initialText, searching, onSearch }: SearchBarProps) {
  const [text, setText] = useState(initialText);
  const { t } = useTexts('bazaar');
  const { t: message } = useTexts('messages');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!searching) onSearch(mode, text.trim());
  };

  return (
    <form className="search-bar" role="search" onSubmit={onSubmit} data-testid="search-bar">
      <label className="search-bar__mode">
        <span className="visually-hidden">{t('searchMode')}</span>
        <select
          value={mode}
          data-testid="search-mode"
          onChange={(event) => {
            const next = modes.find((m) => m === event.target.value);
            if (next) onSearch(next, text.trim());
          }}
        >
          {modes.map((m) => (
            <option key={m} value={m}>
              {t(searchModeLabels[m])}
            </option>
          ))}
        </select>
      </label>
      <label className="search-bar__field">
        <span className="visually-hidden">{t(searchModeLabels[mode])}</span>
        <input
          type="search"
          value={text}
          maxLength={100}
          placeholder={message(searchPlaceholders[mode])}
          data-testid="search-input"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') onSearch(mode, '');
          }}
        />
      </label>
      <Button type="submit" pending={searching} pendingLabel={t('searching')}>
        {t('search')}
      </Button>
    </form>
  );
}
