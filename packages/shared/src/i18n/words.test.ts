import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import orderWords from './catalogue/orderWords.json' with { type: 'json' };
import words from './catalogue/words.json' with { type: 'json' };
import { LOCALES } from './locales.js';
import { orderWordText } from './order-words.js';
import { fillWord, wordText, type WordTable } from './words.js';

// decision 049: the `words` namespace is worded without Lingui (the shared functions run in the
// browser too), so its texts must stay within what a plain fill words exactly as ICU does.

const tables: Record<string, WordTable> = { words, orderWords };
const keys = Object.entries(tables).flatMap(([namespace, table]) =>
  Object.keys(table).map((key) => [namespace, key] as const),
);

describe('the words and orderWords namespaces', () => {
  it.each(keys)(
    '%s.%s has plain placeholders only, filled as Lingui fills them',
    (namespace, key) => {
      const table = tables[namespace]!;
      for (const locale of LOCALES) {
        const text: string = table[key]![locale];
        const compiled = compileMessage(text);
        const parts = (Array.isArray(compiled) ? compiled : [compiled]) as unknown[];
        const sample: Record<string, string> = {};
        let expected = '';
        for (const part of parts) {
          if (typeof part === 'string') {
            expected += part;
            continue;
          }
          // a placeholder is `[name]`: no plural, select or format
          expect(Array.isArray(part) && part.length === 1, `${namespace}.${key} ${locale}`).toBe(
            true,
          );
          const name = (part as [string])[0];
          sample[name] = `<${name}>`;
          expected += sample[name];
        }
        expect(fillWord(table, locale, key, sample)).toBe(expected);
      }
    },
  );

  it('fills placeholders and leaves an unknown one as written', () => {
    expect(wordText('en', 'closedOn', { days: 'Dec 24' })).toBe('Closed on Dec 24');
    expect(wordText('fil', 'closedOn', { days: 'Dis 24' })).toBe('Sarado sa Dis 24');
    expect(wordText('en', 'closedOn')).toBe('Closed on {days}');
    expect(orderWordText('en', 'refundToCard')).toBe(orderWords.refundToCard.en);
  });
});
