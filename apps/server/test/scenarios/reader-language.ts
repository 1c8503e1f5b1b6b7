import { expect } from 'vitest';
import { catalogues, LOCALES, type Locale, type Namespace } from '@lutong/shared';
import type { TestApp } from '../harness.js';
import { messagesAbout, type ExpectedRecord, type Message } from './town-record.js';

// Issue 23: which language a message reached its reader in. A message worded from the catalogue
// holds every literal piece of one of its entries (the text between the placeholders, in order):
// the entry whose pieces it holds most of says the language. Messages the server still words in
// English outside the catalogue are named first, in ENGLISH_ONLY_TODAY, by a phrase of theirs, so a
// Filipino reader's English text is stated as what it is, never mistaken for Filipino.

/** The namespaces the server words e-mails, texts and pushes from. */
const MESSAGE_NAMESPACES = ['email', 'sms', 'favourites', 'push'] as const;

/** The literal pieces of an ICU message outside its placeholders, plurals and selects. */
export function literalPieces(icu: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let piece = '';
  const flush = () => {
    if (piece.trim().length >= 4) pieces.push(piece.trim());
    piece = '';
  };
  for (let i = 0; i < icu.length; i += 1) {
    const c = icu[i];
    if (c === "'" && icu[i + 1] === "'") {
      if (depth === 0) piece += "'";
      i += 1;
    } else if (c === "'" && (icu[i + 1] === '{' || icu[i + 1] === '}')) {
      const end = icu.indexOf("'", i + 1);
      if (depth === 0) piece += icu.slice(i + 1, end);
      i = end;
    } else if (c === '{') {
      if (depth === 0) flush();
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
    } else if (depth === 0) {
      piece += c;
    }
  }
  flush();
  return pieces;
}

/** True when `text` holds every piece, in order. */
function holdsInOrder(text: string, pieces: string[]): boolean {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/** Entries with less literal text than this ('your chef') are pieces of others, not messages. */
const MIN_WEIGHT = 16;

type Entry = { id: string; locale: Locale; pieces: string[]; weight: number };

const entries: Entry[] = MESSAGE_NAMESPACES.flatMap((namespace: Namespace) =>
  Object.entries(catalogues[namespace] as Record<string, Record<Locale, string>>).flatMap(
    ([key, entry]) =>
      LOCALES.map((locale) => {
        const pieces = literalPieces(entry[locale]);
        return {
          id: `${namespace}.${key}`,
          locale,
          pieces,
          weight: pieces.join('').length,
        };
      }),
  ),
);

/** The catalogue entry `text` was worded from (the one of most literal text it holds), or null. */
export function wordedFrom(text: string): { id: string; locale: Locale } | null {
  let best: Entry | null = null;
  for (const entry of entries) {
    if (entry.weight < MIN_WEIGHT || !holdsInOrder(text, entry.pieces)) continue;
    if (!best || entry.weight > best.weight) best = entry;
  }
  return best && { id: best.id, locale: best.locale };
}

/**
 * The messages still worded in English for every reader (outside the catalogue), by a phrase of
 * each. Others are moving them into the catalogue (issue 23); once one is, its e-mail is found in
 * the catalogue and this list names a surface that no longer exists: the check below says so.
 */
export const ENGLISH_ONLY_TODAY: readonly { surface: string; phrase: string }[] = [
  // none left: the payment and refund notices moved into the catalogue (issue 23). A message
  // written in English outside the catalogue goes here, by a phrase of its own, until it moves.
];

export type Heard = {
  surface: string;
  /** 'fil' or 'en' from the catalogue; 'en (not in the catalogue yet)' from the list above */
  language: Locale | 'en (not in the catalogue yet)';
};

/** The language one message reached its reader in, by the catalogue or the list above. */
export function languageOfMessage(m: Pick<Message, 'channel' | 'subject' | 'body'>): Heard {
  const surface = `${m.channel} "${m.subject || m.body.slice(0, 50)}"`;
  const listed = ENGLISH_ONLY_TODAY.find((e) => m.body.includes(e.phrase));
  if (listed) return { surface: listed.surface, language: 'en (not in the catalogue yet)' };
  const from = wordedFrom(m.body);
  if (from) {
    // a subject worded from the catalogue is in the body's language too
    const subject = m.subject ? wordedFrom(m.subject) : null;
    expect
      .soft(subject?.locale ?? from.locale, `${surface}: subject and body agree`)
      .toBe(from.locale);
    return { surface, language: from.locale };
  }
  expect.soft(from, `${surface}: worded from the catalogue, or listed`).not.toBeNull();
  return { surface, language: 'en (not in the catalogue yet)' };
}

/** The language each person reads, by user id: their account's choice, else English. */
export type Readers = Map<string, Locale>;

/** Which English-only surfaces a Filipino reader met (the report lists them). */
export const englishForFilipinoReaders = new Set<string>();

/** Every message so far about the order, each in its reader's language (or listed English-only). */
export async function checkLanguages(t: TestApp, record: ExpectedRecord, readers: Readers) {
  const found = await messagesAbout(t, record);
  for (const [person, list] of [
    [record.buyer, found.buyer],
    [record.chef, found.chef],
  ] as const) {
    const wants = readers.get(person.user.id) ?? 'en';
    for (const m of list) {
      const heard = languageOfMessage(m);
      if (heard.language === 'en (not in the catalogue yet)') {
        if (wants === 'fil') englishForFilipinoReaders.add(heard.surface);
        continue;
      }
      expect
        .soft(heard.language, `${heard.surface} to ${person.user.name}: their language`)
        .toBe(wants);
    }
  }
  return found;
}

/** The languages of the catalogue-worded messages, by channel (the English-only ones left out). */
export const languagesOf = (list: { channel: string; body: string }[]) => {
  const by: Record<string, string[]> = {};
  for (const m of list) {
    const locale = wordedFrom(m.body)?.locale;
    if (!locale || ENGLISH_ONLY_TODAY.some((e) => m.body.includes(e.phrase))) continue;
    by[m.channel] = [...new Set([...(by[m.channel] ?? []), locale])];
  }
  return by;
};
