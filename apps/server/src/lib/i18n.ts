import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  catalogues,
  LANGUAGE_COOKIE,
  isLocale,
  localeFromAcceptLanguage,
  LOCALES,
  pickLocale,
  textId,
  type Locale,
  type Namespace,
  type TextKey,
  type TextValues,
} from '@lutong/shared';
import type { FastifyRequest } from 'fastify';

// The server's side of the catalogue (issue 23, decision 044): every namespace compiled once at
// start, per language, for texts the server words itself (e-mails, SMS, its error answers) and for
// the pages it draws (their boot data carries the texts the page shows).

type Compiled = Messages[string];

function compileLanguage(locale: Locale): Messages {
  const messages: Messages = {};
  for (const [namespace, entries] of Object.entries(catalogues)) {
    for (const [key, entry] of Object.entries(entries as Record<string, Record<Locale, string>>)) {
      messages[textId(namespace, key)] = compileMessage(entry[locale]);
    }
  }
  return messages;
}

const compiled = Object.fromEntries(LOCALES.map((l) => [l, compileLanguage(l)])) as Record<
  Locale,
  Messages
>;

// One Lingui instance per language: concurrent requests in different languages never switch a
// shared instance under each other.
const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: compiled[locale] } }),
  ]),
) as Record<Locale, I18n>;

/** A text of the catalogue in `locale`, its placeholders filled in. */
export function translate<N extends Namespace>(
  locale: Locale,
  namespace: N,
  key: TextKey<N>,
  values?: TextValues,
): string {
  return instances[locale]._(textId(namespace, key), values);
}

/** The texts of one namespace in one language: `const t = textsFor('fil', 'common')`. */
export function textsFor<N extends Namespace>(locale: Locale, namespace: N) {
  return (key: TextKey<N>, values?: TextValues) => translate(locale, namespace, key, values);
}

/** The compiled texts of `namespaces` in `locale`, by id: what a drawn page's boot data carries. */
export function compiledTexts(
  locale: Locale,
  namespaces: Iterable<string>,
): Record<string, Compiled> {
  const wanted = new Set(namespaces);
  return Object.fromEntries(
    Object.entries(compiled[locale]).filter(([id]) => wanted.has(id.split('.')[0] ?? '')),
  );
}

/**
 * The language of a request: the signed-in user's (when the session is loaded), else the
 * language cookie, else Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest, account?: string | null): Locale {
  return pickLocale({
    account: account ?? request.user?.language ?? null,
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The language a visitor's request names: the language cookie (their choice as a guest), else the
 * browser's Accept-Language; undefined when it names neither language. A new account keeps it, so
 * its verification e-mail and everything after come in the language it was opened in (issue 23).
 */
export function visitorLocale(request: FastifyRequest): Locale | undefined {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? undefined;
}

/** A spec message named by its key and placeholder values: worded in the reader's language. */
export interface MessageText {
  key: TextKey<'messages'>;
  values?: TextValues;
}

// The English of every message without placeholders, back to its key: a service that throws
// `fail('VALIDATION', messages.x)` or a zod rule worded with `messages.x` carries the key too.
const keysByEnglish = new Map<string, TextKey<'messages'>>();
for (const key of Object.keys(catalogues.messages) as TextKey<'messages'>[]) {
  if (catalogues.messages[key].en.includes('{')) continue;
  const english = translate('en', 'messages', key);
  if (!keysByEnglish.has(english)) keysByEnglish.set(english, key);
}

/** The message key whose English is exactly `english`, if one is. */
export function messageKeyOf(english: string): TextKey<'messages'> | undefined {
  return keysByEnglish.get(english);
}

/** The messages in a request's language: `word(request)('forgotPasswordSent')`. */
export function word(request: FastifyRequest) {
  return (key: TextKey<'messages'>, values?: TextValues) =>
    translate(requestLocale(request), 'messages', key, values);
}

/** An English text in a request's language when it is one of the spec's messages, else as is. */
export function wordEnglish(request: FastifyRequest, english: string): string {
  const key = messageKeyOf(english);
  return key ? translate(requestLocale(request), 'messages', key) : english;
}
