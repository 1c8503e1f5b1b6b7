import { Suspense } from 'react';
import { lazyCode } from '../lib/lazy-code';

// The chef drawing is seldom shown (while a login check or a signup is pending, on a landing
// without three dish photos), so its code is fetched when it first is: every route's first code is
// a kilobyte smaller (issue 22: landing JS).
const Drawing = lazyCode(async () => ({
  default: (await import('./chef-illustration')).ChefIllustration,
}));

/** The chef drawing (BRAND.md), its place kept while its code arrives. */
export function LazyChefIllustration({ className }: { className: string }) {
  return (
    <Suspense
      fallback={<span className={`${className} chef-illustration-space`} aria-hidden="true" />}
    >
      <Drawing className={className} />
    </Suspense>
  );
}
