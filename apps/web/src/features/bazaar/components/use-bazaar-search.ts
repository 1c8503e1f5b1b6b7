import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@lutong/shared';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { dishSearchQueryOptions } from '../api/search-dishes';
import { NO_SEARCH, type BazaarSearch } from './chefs-query';
import type { SearchMode } from './filter-state';

/** POST /users/getChefs takes at most this many dish ids (dishIdsBody in @lutong/shared). */
export const DISH_IDS_MAX = 500;

type SearchState = BazaarSearch & { dishIds: string[] | null };

const cleared = (mode: SearchMode): SearchState => ({ mode, text: '', dishIds: null });

/**
 * The bazaar's committed search. Searching by dishes first asks /dishes/search for the dish ids,
 * then the seller list is restricted to their sellers; an empty text searches without a
 * restriction. product §10: a failed dish search shows its banner and resets the search.
 */
export function useBazaarSearch() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SearchState>({ ...NO_SEARCH, dishIds: null });
  const [searching, setSearching] = useState(false);
  // Remounts the search bar so a reset also empties its input.
  const [resetCount, setResetCount] = useState(0);
  const banner = useTimedAlert();

  const run = async (mode: SearchMode, text: string) => {
    if (mode === 'chefs' || text === '') {
      setState({ mode, text, dishIds: null });
      return;
    }
    setSearching(true);
    try {
      const ids = await queryClient.fetchQuery(dishSearchQueryOptions(text));
      setState({ mode, text, dishIds: ids.slice(0, DISH_IDS_MAX) });
    } catch {
      banner.show(messages.dishesFetchFailed, 'error');
      setState(cleared(mode));
      setResetCount((n) => n + 1);
    } finally {
      setSearching(false);
    }
  };

  return {
    search: { mode: state.mode, text: state.text } satisfies BazaarSearch,
    dishIds: state.dishIds,
    searching,
    resetCount,
    run,
    alert: banner.alert,
    dismissAlert: banner.dismiss,
  };
}
