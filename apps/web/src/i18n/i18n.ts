import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  isLocale,
  textId,
  type Locale,
  type Namespace,
  type TextKey,
  type TextValues,
} from '@lutong/shared';

// The browser's side of the catalogue (decision 044): one Lingui instance, started in the language
// the server chose for the page with the texts the page came with, and each further namespace
// fetched (in this language only) when a page first needs it.

/** The app's texts in the browser. */
export const i18n = setupI18n();

/**
 * Where each namespace's module is, per language: a chunk of its own, out of the first download
 * (landing JS budget), fetched once the page has started (warmLoaders) or when first needed.
 */
const loaderMaps: Record<Locale, () => Promise<{ loaders: Record<string, Loader> }>> = {
  en: () => import('virtual:lb-i18n/loaders/en'),
  fil: () => import('virtual:lb-i18n/loaders/fil'),
};
type Loader = () => Promise<{ default: Messages }>;

/** The namespaces each instance holds per language, or is fetching: `${locale}:${namespace}`. */
const held = new WeakMap<I18n, Map<string, Promise<void> | true>>();

function holdings(instance: I18n) {
  let map = held.get(instance);
  if (!map) held.set(instance, (map = new Map()));
  return map;
}

/** Loads compiled texts into `instance` and notes the namespaces they belong to as held. */
export function holdTexts(instance: I18n, locale: Locale, texts: Messages): void {
  instance.load(locale, texts);
  const map = holdings(instance);
  for (const id of Object.keys(texts)) map.set(`${locale}:${id.split('.')[0]}`, true);
}

/**
 * Null when `instance` holds `namespace` in `locale`, else the fetch of it (started here once): a
 * component that needs it waits for it (Suspense).
 */
export function namespaceLoad(instance: I18n, locale: Locale, namespace: string) {
  const map = holdings(instance);
  const key = `${locale}:${namespace}`;
  const state = map.get(key);
  if (state === true) return null;
  if (state) return state;
  const fetching = loaderMaps[locale]()
    .then(({ loaders }) => {
      const load = loaders[namespace];
      if (!load) throw new Error(`The catalogue has no namespace ${namespace}`);
      return load();
    })
    .then(
      (module) => holdTexts(instance, locale, module.default),
      (error: unknown) => {
        map.delete(key); // a dropped connection: the next render asks again
        throw error;
      },
    );
  map.set(key, fetching);
  return fetching;
}

/** Fetches whatever of `namespaces` the app's instance does not hold yet in `locale`. */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]) {
  await Promise.all(namespaces.map((ns) => namespaceLoad(i18n, locale, ns)));
}

/** The namespaces the app's instance holds in `locale`. */
export function heldNamespaces(locale: Locale): string[] {
  return [...holdings(i18n).entries()]
    .filter(([key, state]) => state === true && key.startsWith(`${locale}:`))
    .map(([key]) => key.slice(locale.length + 1));
}

/** The namespaces every page shows (the header): fetched before the first render if not sent. */
export const PAGE_NAMESPACES = ['common'];

/**
 * Starts the app's texts in the page's language, with the texts its HTML carried (boot data);
 * the page's own namespaces are fetched if the HTML did not carry them (an old copy of a page).
 */
export async function startTexts(
  locale: string | undefined,
  texts: Record<string, unknown> | undefined,
): Promise<void> {
  const language: Locale = isLocale(locale) ? locale : pageLanguage();
  if (texts) holdTexts(i18n, language, texts as Messages);
  await loadNamespaces(language, PAGE_NAMESPACES);
  i18n.activate(language);
  warmLoaders(language);
}

/** Fetches the language's namespace map when the browser is idle, before a page needs it. */
function warmLoaders(locale: Locale): void {
  const warm = () => void loaderMaps[locale]().catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 5000 });
  else setTimeout(warm, 2000);
}

/** The language the page's HTML is in (the server set it), else English. */
function pageLanguage(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * A text in the app's current language, for code outside React (the API client, a notification):
 * only for namespaces the app holds by then (`common` always; a page's own once it shows).
 */
export function textNow<N extends Namespace>(namespace: N, key: TextKey<N>, values?: TextValues) {
  return i18n._(textId(namespace, key), values);
}
