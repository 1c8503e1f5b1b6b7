import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lutong/shared';
import { loaders } from 'virtual:lb-i18n/loaders';

// The browser's side of the catalogue (decision 044): one Lingui instance, started in the language
// the server chose for the page with the texts the page came with, and each further namespace
// fetched (in this language only) when a page first needs it.

/** The app's texts in the browser. */
export const i18n = setupI18n();

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
  const load = loaders[locale]?.[namespace];
  if (!load) throw new Error(`The catalogue has no namespace ${namespace}`);
  const fetching = load().then(
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
}

/** The language the page's HTML is in (the server set it), else English. */
function pageLanguage(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
