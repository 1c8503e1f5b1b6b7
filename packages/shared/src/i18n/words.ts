import words from './catalogue/words.json' with { type: 'json' };
import type { TextValues } from './catalogues.js';
import type { Locale } from './locales.js';

// The shared wording functions' own texts (issue 23, decision 049): an order's day and window, a
// spice level, a closed day, the pin's refusal. Pure functions in packages/shared word them for
// the server's e-mails and SMS and for the browser's pages alike, so they read the `words`
// namespace directly instead of through a Lingui instance: its texts use plain `{name}`
// placeholders only (no plural, select or quoting; words.test.ts holds every text to that), which
// this fill words exactly as Lingui does, without the message parser in the browser's bundle.
// The order's tracking, refund and receipt texts are the `orderWords` namespace
// (order-words.ts), kept apart so that the pages every visit loads do not carry them.

export type WordKey = keyof typeof words;

/** A table of plain texts by key and language, as the `words` namespaces are. */
export type WordTable = Record<string, Record<Locale, string>>;

const placeholder = /\{(\w+)\}/g;

/** A text of `table` in `locale`, its `{name}` placeholders filled in. */
export function fillWord<T extends WordTable>(
  table: T,
  locale: Locale,
  key: keyof T,
  values: TextValues = {},
): string {
  return table[key]![locale].replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A text of the `words` namespace in `locale`, its `{name}` placeholders filled in. */
export const wordText = (locale: Locale, key: WordKey, values: TextValues = {}): string =>
  fillWord(words, locale, key, values);
