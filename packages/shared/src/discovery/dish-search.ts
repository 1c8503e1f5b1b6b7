/**
 * product §2.4 dish search (decision 039): the text a buyer searches dishes by, as the server
 * compares it with dish names (trimmed, lower-case), or null when there is nothing to search for,
 * which leaves the bazaar unrestricted.
 */
export function dishSearchText(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().toLowerCase();
  return text === '' ? null : text;
}
