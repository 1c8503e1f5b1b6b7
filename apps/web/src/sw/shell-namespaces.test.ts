import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES, SHELL_SOURCES } from '../../vite.sw.config';

// Offline, a shell page started from the stored index.html fetches its texts like any other file
// (decision 046): every namespace the router loads with a shell page must be in the precache, or
// the page never draws (the dish tags' namespace was missing once, decision 052).
const router = readFileSync(new URL('../app/router.tsx', import.meta.url), 'utf8');

/** The namespaces the router's lazyPage loads with the page module `source` (src/...). */
function routeNamespaces(source: string): string[] | null {
  const module = `../${source.replace(/^src\//, '').replace(/\.tsx$/, '')}`.replace(
    '../app/',
    './',
  );
  const call = router.split('lazyPage(').find((part) => part.includes(`import('${module}')`));
  const list = call ? /\[([^\]]*)\]/.exec(call)?.[1] : undefined;
  return list === undefined ? null : [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
}

describe('the shell pages kept for offline reading', () => {
  const pages = SHELL_SOURCES.filter((source) => routeNamespaces(source) !== null);

  it('are found in the router (the bazaar and the menu at least)', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'src/features/bazaar/routes/bazaar-page.tsx',
        'src/app/routes/menu-route.tsx',
      ]),
    );
  });

  it.each(pages)('%s: every namespace it loads is precached', (source) => {
    for (const namespace of routeNamespaces(source) ?? []) {
      expect(SHELL_NAMESPACES, namespace).toContain(namespace);
    }
  });
});
