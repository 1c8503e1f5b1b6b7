import type { SellerCard } from '@lutong/shared';
import type { ChefsQuery } from '../components/chefs-query';

/** The key of the bazaar's seller list: every filter, sort, search and day is part of it. */
export const sellersQueryKey = (query: ChefsQuery, dishIds: readonly string[] | null) =>
  ['bazaar', 'sellers', query, dishIds] as const;

/** The list as the infinite query holds it after its first page. */
export const firstPageOnly = (sellers: SellerCard[]) => ({ pages: [sellers], pageParams: [1] });
