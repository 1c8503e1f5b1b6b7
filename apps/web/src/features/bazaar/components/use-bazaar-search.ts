import { useCallback, useState } from 'react';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { NO_SEARCH, type BazaarSearch } from './chefs-query';
import type { SearchMode } from './filter-state';
import { useTexts } from '../../../i18n/use-texts';

/**
 * The bazaar's committed search. Searching by dishes sends the text with the seller query
 * (decision 039: the server finds the nearest sellers with a matching dish in the same call); an
 * empty text searches without a restriction. product §10: when the seller list of a dish search
 * fails (`listFailed`), the dishes banner shows and the search resets.
 */
export function useBazaarSearch() {
  const [search, setSearch] = useState<BazaarSearch>(NO_SEARCH);
  // Remounts the search bar so a reset also empties its input.
  const [resetCount, setResetCount] = useState(0);
  const banner = useTimedAlert();
  const { t } = useTexts('messages');
  const { show } = banner;
  const dishSearch = search.mode === 'dishes' && search.text !== '';

  const listFailed = useCallback(() => {
    if (!dishSearch) return;
    show(t('dishesFetchFailed'), 'error');
    setSearch({ mode: 'dishes', text: '' });
    setResetCount((n) => n + 1);
  }, [dishSearch, show, t]);

  return {
    search,
    resetCount,
    run: (mode: SearchMode, text: string) => setSearch({ mode, text }),
    listFailed,
    alert: banner.alert,
    dismissAlert: banner.dismiss,
  };
}
