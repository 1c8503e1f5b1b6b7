import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import all from 'virtual:lb-i18n/all';
import type { Locale } from '@lutong/shared';
import { holdTexts, i18n } from '../i18n/i18n';

// Tests only: a component drawn as the server draws it (no effects, no fetch), in one language,
// with the queries it reads already answered (`answers`: query key -> data).
holdTexts(i18n, 'en', all.en ?? {});
holdTexts(i18n, 'fil', all.fil ?? {});

export function drawIn(
  locale: Locale,
  element: ReactElement,
  answers: [readonly unknown[], unknown][] = [],
): string {
  i18n.activate(locale);
  const client = new QueryClient();
  for (const [key, data] of answers) client.setQueryData(key, data);
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element)),
    ),
  );
}
