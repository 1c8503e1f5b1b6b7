import words from './catalogue/words.json' with { type: 'json' };
import type { TextValues } from './catalogues.js';
import type { Locale } from './locales.js';

// The shared wording functions' own texts (issue 23, decision 049): an order's day and window, a
// refund, a receipt, a spice level, a closed day. Pure functions in packages/shared word them for
// the server's e-mails and SMS and for the browser's pages alike, so they read the `words`
// namespace directly instead of through a Lingui instance: its texts use plain `{name}`
// placeholders only (no plural, select or quoting; words.test.ts holds every text to that), which
// this fill words exactly as Lingui does, without the message parser in the browser's bundle.

export type WordKey = keyof typeof words;

const placeholder = /\{(\w+)\}/g;

/** A text of the `words` namespace in `locale`, its `{name}` placeholders filled in. */
export function wordText(locale: Locale, key: WordKey, values: TextValues = {}): string {
  const entry: Record<Locale, string> = words[key];
  return entry[locale].replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
