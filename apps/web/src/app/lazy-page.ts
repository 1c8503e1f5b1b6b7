import type { ComponentType } from 'react';
import type { Namespace } from '@lutong/shared';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { lazyCode } from '../lib/lazy-code';

/**
 * React.lazy for a module's named export, so each page (or a part only some visitors need) is its
 * own chunk. `namespaces`: the catalogue's namespaces the page shows (decision 044), fetched in the
 * visitor's language together with its code rather than after it.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: readonly Namespace[] = [],
) {
  return lazyCode(async () => {
    const [module] = await Promise.all([load(), textsOf(namespaces)]);
    return { default: pick(module) };
  });
}

/** In the browser: the namespaces in the app's language (the server's instances hold them all). */
function textsOf(namespaces: readonly Namespace[]): Promise<void> {
  const locale = i18n.locale;
  if (typeof window === 'undefined' || namespaces.length === 0) return Promise.resolve();
  if (locale !== 'en' && locale !== 'fil') return Promise.resolve();
  // a failed fetch is asked for again when the page renders (useTexts)
  return loadNamespaces(locale, namespaces).catch(() => {});
}
