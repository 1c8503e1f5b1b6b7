import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Locale, PublicUser } from '@lutong/shared';
import { api } from '../lib/api-client';
import { setSessionUser } from '../lib/auth';
import { heldNamespaces, i18n, loadNamespaces } from './i18n';

/**
 * Shows the app in `locale`: fetches the namespaces it shows in the language first (no text
 * flashes a key), then switches every text at once and the document's `lang`.
 */
export async function showLanguage(locale: Locale): Promise<void> {
  const current = i18n.locale;
  if (current === locale) return;
  await loadNamespaces(locale, isLocaleHeld(current) ? heldNamespaces(current) : []);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

const isLocaleHeld = (locale: string): locale is Locale => locale === 'en' || locale === 'fil';

type LanguageReply = { language: Locale; user: PublicUser | null };

/**
 * The header's and profile's language switch (decision 044): shows the app in the chosen language
 * and keeps the choice (cookie for everyone, the account when signed in).
 */
export function useLanguageSwitch() {
  const { i18n: active } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const choose = useCallback(
    async (locale: Locale) => {
      setBusy(true);
      try {
        await showLanguage(locale);
        const reply = await api.put<LanguageReply>('/users/language', { language: locale });
        if (reply.user) setSessionUser(queryClient, reply.user);
      } finally {
        setBusy(false);
      }
    },
    [queryClient],
  );
  return { locale: active.locale as Locale, choose, busy };
}
