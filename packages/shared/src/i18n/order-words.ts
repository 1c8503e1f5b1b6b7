import orderWords from './catalogue/orderWords.json' with { type: 'json' };
import type { TextValues } from './catalogues.js';
import type { Locale } from './locales.js';
import { fillWord } from './words.js';

// An order's tracking states and steps, refund sentences and receipt lines in both languages
// (decision 049): plain `{name}` texts like the `words` namespace, in a namespace of their own
// so that only the pages and notices about an order carry them.

export type OrderWordKey = keyof typeof orderWords;

/** A text of the `orderWords` namespace in `locale`, its `{name}` placeholders filled in. */
export const orderWordText = (locale: Locale, key: OrderWordKey, values: TextValues = {}): string =>
  fillWord(orderWords, locale, key, values);
