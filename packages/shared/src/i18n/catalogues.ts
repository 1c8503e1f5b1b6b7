// The message catalogue of every screen, e-mail and SMS (issue 23, decision 044): one JSON file
// per namespace under catalogue/, each text in English and Filipino side by side, in ICU
// MessageFormat ("{name}" placeholders, plural and select). The server and the browser both read
// their texts from here; the browser downloads only its language's namespaces, compiled at build
// time (apps/web/vite-i18n.ts), the server compiles them all at start (apps/server lib/i18n.ts).
// A namespace joins by its import and a line in `catalogues` below.
import address from './catalogue/address.json' with { type: 'json' };
import bazaar from './catalogue/bazaar.json' with { type: 'json' };
import common from './catalogue/common.json' with { type: 'json' };
import landing from './catalogue/landing.json' with { type: 'json' };
import menu from './catalogue/menu.json' with { type: 'json' };
import messages from './catalogue/messages.json' with { type: 'json' };
import type { Locale } from './locales.js';

/** One text in every language. */
export type CatalogueEntry = Record<Locale, string>;

export const catalogues = {
  address,
  bazaar,
  common,
  landing,
  menu,
  messages,
} as const satisfies Record<string, Record<string, CatalogueEntry>>;

export type Namespace = keyof typeof catalogues;
/** The keys of a namespace: `t('languageLabel')` in the namespace `common`. */
export type TextKey<N extends Namespace> = keyof (typeof catalogues)[N] & string;
/** Values for a text's placeholders. */
export type TextValues = Record<string, string | number>;

/** A text's id in the compiled catalogue of a language: namespace and key, `common.languageLabel`. */
export const textId = (namespace: string, key: string) => `${namespace}.${key}`;
