import type { SearchPoint } from '../../../lib/search-point';

/** The key of the landing's best-rated sellers around a point (the page's HTML may bring them). */
export const topChefsQueryKey = ({ lat, lng }: SearchPoint) =>
  ['landing', 'top-chefs', lat, lng] as const;
