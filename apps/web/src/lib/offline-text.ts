// The service worker's offline page texts (decision 046), from the `offline` catalogue: the worker
// has no i18n runtime and no DOM, so it takes the texts of both languages and picks the browser's.
// (The app's own offline texts are in the `common` namespace.)
import catalogue from '../../../../packages/shared/src/i18n/catalogue/offline.json';

export type OfflineTextKey = keyof typeof catalogue;

/** The text for `key` in `language` (a BCP 47 tag, e.g. navigator.language): Filipino or English. */
export function offlineText(key: OfflineTextKey, language: string): string {
  const entry = catalogue[key];
  return /^(fil|tl)\b/i.test(language) ? entry.fil : entry.en;
}
