import { setupI18n } from '@lingui/core';
import all from 'virtual:lb-i18n/all';
import { textId, type Locale, type Namespace, type TextKey, type TextValues } from '@lutong/shared';

// Tests only: the catalogue's texts of one namespace in one language, as `useTexts(ns).t` words
// them in the app (issue 23), for utils that take their words as a parameter.
const instances = new Map<string, ReturnType<typeof setupI18n>>();

export function words<N extends Namespace>(locale: Locale, namespace: N) {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: all[locale] ?? {} } });
    instances.set(locale, i18n);
  }
  const ready = i18n;
  return (key: TextKey<N>, values?: TextValues) => ready._(textId(namespace, key), values);
}
