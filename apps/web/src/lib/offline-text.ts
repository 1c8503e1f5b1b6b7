// The texts of the offline state (decision 046), from the `offline` catalogue, in English until
// the i18n core reads them (one place to switch: this function). Used by the app and by the
// service worker (which has no DOM): nothing here may touch `window` or `document`.
import catalogue from '../../../../packages/shared/src/i18n/catalogue/offline.json';

export type OfflineTextKey = keyof typeof catalogue;

/** The text for `key`, its `{name}` placeholders filled from `values`. */
export function offlineText(key: OfflineTextKey, values: Record<string, string> = {}): string {
  return catalogue[key].en.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
