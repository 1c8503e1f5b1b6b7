import { useLingui } from '@lingui/react';
import { use, useMemo } from 'react';
import {
  isLocale,
  textId,
  DEFAULT_LOCALE,
  type Locale,
  type Namespace,
  type TextKey,
  type TextValues,
} from '@lutong/shared';
import { namespaceLoad } from './i18n';

/** The namespaces a page drawn on the server showed (entry-server.tsx records them). */
let drawnWith: Set<string> | null = null;

/** Records the namespaces of the page drawn inside `draw` (server only: one page at a time). */
export function recordNamespaces<T>(draw: () => T): { result: T; namespaces: string[] } {
  const used = new Set<string>();
  drawnWith = used;
  try {
    return { result: draw(), namespaces: [...used] };
  } finally {
    drawnWith = null;
  }
}

/**
 * The texts of one namespace of the catalogue in the visitor's language (decision 044):
 * `const { t } = useTexts('common'); t('languageSwitchTo', { language })`. A namespace the app
 * does not hold yet is fetched while the nearest Suspense boundary shows its fallback.
 */
export function useTexts<N extends Namespace>(namespace: N) {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const pending = namespaceLoad(i18n, locale, namespace);
  if (pending) use(pending);
  drawnWith?.add(namespace);
  return useMemo(
    () => ({
      locale,
      t: (key: TextKey<N>, values?: TextValues) => i18n._(textId(namespace, key), values),
    }),
    [i18n, locale, namespace],
  );
}

/**
 * The visitor's language, for the shared wording functions' `locale` (an order's day and window,
 * a date, a spice level) in a component that shows no catalogue text itself.
 */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
