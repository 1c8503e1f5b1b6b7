import { displayName } from '@lutong/shared';

/**
 * product §2 Seller card: the card shows the capitalised first word of the name. The rest is
 * returned too, so the link can still carry the whole name for screen readers; both are shown in
 * title case (displayName: the application stores names lower-cased).
 */
export function splitSellerName(name: string): { first: string; rest: string } {
  const trimmed = displayName(name);
  const space = trimmed.search(/\s/);
  const word = space === -1 ? trimmed : trimmed.slice(0, space);
  const rest = space === -1 ? '' : trimmed.slice(space);
  return { first: word.charAt(0).toUpperCase() + word.slice(1), rest };
}
