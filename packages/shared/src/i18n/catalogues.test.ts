import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { dishTags } from '../sellers/dish-tags.js';
import { catalogues } from './catalogues.js';
import { LOCALES } from './locales.js';

// Every text in both languages, each a valid ICU message with the same placeholders in both
// (decision 044): a Filipino text never loses the order number its English one shows.

/**
 * The placeholder names of a compiled message (a list of parts: text, or `[name]`, or
 * `[name, 'plural' | 'select', cases]` whose cases are lists of parts again).
 */
function placeholders(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const part of compiled as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, , cases] = part as [string, unknown, unknown];
    into.add(name);
    if (cases && typeof cases === 'object') {
      for (const branch of Object.values(cases)) placeholders(branch, into);
    }
  }
  return into;
}

const entries = Object.entries(catalogues).flatMap(([namespace, texts]) =>
  Object.entries(texts as Record<string, Record<string, unknown>>).map(
    ([key, entry]) => [`${namespace}.${key}`, entry] as const,
  ),
);

describe('the catalogue', () => {
  it('has texts', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it("words each dish tag under the tag's own value, once for the menu and My Menu (decision 052)", () => {
    expect(Object.keys(catalogues.dishTags)).toEqual([...dishTags]);
    const tagWords = (ns: Record<string, unknown>) =>
      Object.keys(ns).filter((k) => /^tag[A-Z]/.test(k));
    expect([...tagWords(catalogues.menu), ...tagWords(catalogues.myMenu)]).toEqual([]);
  });

  it.each(entries)('%s is written in every language, with the same placeholders', (_, entry) => {
    expect(Object.keys(entry).sort()).toEqual([...LOCALES].sort());
    const [english, ...others] = LOCALES.map((locale) => {
      const text = entry[locale];
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      return [...placeholders(compileMessage(text as string))].sort();
    });
    for (const other of others) expect(other).toEqual(english);
  });

  it('finds placeholders in plain, plural and select texts', () => {
    expect([...placeholders(compileMessage('Order {number} at {time}'))]).toEqual([
      'number',
      'time',
    ]);
    expect(
      [
        ...placeholders(
          compileMessage('{count, plural, one {# dish from {chef}} other {# dishes}}'),
        ),
      ].sort(),
    ).toEqual(['chef', 'count']);
  });
});

// The spec's messages and the rules' refusals (issue 23): the English the rule files keep for
// zod and for logs is exactly the catalogue's English, so the server's English answers stay
// byte-identical whichever side words them.
const ruleTexts = [
  ['messages', () => import('../messages.js').then((m) => m.messages)],
  ['sellerRules', () => import('../sellers/profile.js').then((m) => m.sellerMessages)],
  ['dishForm', () => import('../sellers/dish-form.js').then((m) => m.dishFormMessages)],
  ['payoutRules', () => import('../payouts/details.js').then((m) => m.payoutMessages)],
  ['rating', () => import('../ratings/ratings.js').then((m) => m.ratingMessages)],
] as const;

describe.each(ruleTexts)('the texts of %s in the catalogue', (namespace, load) => {
  it('are worded in English exactly as the rule file words them (the spec, typos included)', async () => {
    const texts = await load();
    const catalogue = catalogues[namespace] as Record<string, { en: string }>;
    for (const [key, value] of Object.entries(texts)) {
      const entry = catalogue[key];
      expect(entry, key).toBeDefined();
      // a plural is checked where it is worded (its rule's or its screen's test)
      if (entry!.en.includes(', plural,')) continue;
      const params = typeof value === 'function' ? parameterNames(value) : [];
      const english = compileMessage(entry!.en);
      const sample = Object.fromEntries(params.map((p, i) => [p, `<${i}>`]));
      const expected =
        typeof value === 'function'
          ? (value as (...args: string[]) => string)(...params.map((_, i) => `<${i}>`))
          : value;
      expect(fill(english, sample), key).toBe(expected);
    }
  });
});

/** The parameter names of a message function, `(points: number) => ...` -> ['points']. */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const list = /^\(?([^)=]*)\)?\s*=>/.exec(fn.toString())?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().split(/[:=\s]/)[0] ?? '')
    .filter(Boolean);
}

/** A compiled message without plural or select, its placeholders filled. */
function fill(compiled: unknown, values: Record<string, string>): string {
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return '';
  return compiled
    .map((part: unknown) =>
      typeof part === 'string'
        ? part
        : Array.isArray(part)
          ? (values[part[0] as string] ?? '')
          : '',
    )
    .join('');
}
